import { partnerRead } from '../../../shared/contract/partner.js';
import type { CallRegistry } from '../../http/api.js';
import type { PartnerService } from './partner.service.js';

/** `partner/read`: a partner page's content, for the browser's own navigation to one. */
export function registerPartnerCalls(registry: CallRegistry, service: PartnerService): void {
  registry.add(partnerRead, ({ slug }) => service.read(slug));
}
