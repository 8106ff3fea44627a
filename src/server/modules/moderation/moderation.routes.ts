import { moderationHide, moderationRestore } from '../../../shared/contract/report.js';
import type { CallRegistry } from '../../http/api.js';
import type { ModerationService } from './moderation.service.js';

/** `moderation/update` `hide` and `restore`: operators only (the rules). */
export function registerModerationCalls(registry: CallRegistry, service: ModerationService): void {
  registry.add(moderationHide, (input, context) => service.hide(context.actor, input));
  registry.add(moderationRestore, (input, context) => service.restore(context.actor, input));
}
