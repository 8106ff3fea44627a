import { matchCommon } from '../../../shared/contract/match.js';
import type { CallRegistry } from '../../http/api.js';
import type { MatchService } from './match.service.js';

/** `match/common` (`read_list`). */
export function registerMatchCalls(registry: CallRegistry, service: MatchService): void {
  registry.add(matchCommon, (input, context) =>
    service.readList(context.actor, input, context.locale),
  );
}
