import { CATALOGUE_CALLS } from '../../../shared/contract/catalogue.js';
import { ITEM_KINDS } from '../../../shared/routes.js';
import type { CallRegistry } from '../../http/api.js';
import type { CatalogueService } from './catalogue.service.js';

/** `policy/read`, `events/read`, `videos/read`: each kind's list, detail and filters. */
export function registerCatalogueCalls(registry: CallRegistry, service: CatalogueService): void {
  for (const kind of ITEM_KINDS) {
    const calls = CATALOGUE_CALLS[kind];
    registry.add(calls.readList, (input) => service.readList(kind, input));
    registry.add(calls.readDetail, (input, { clientKey }) =>
      service.readDetail(kind, input.cid, clientKey),
    );
    registry.add(calls.readFilters, (input, { locale }) =>
      service.readFilters(kind, input.condition.show_closed, locale),
    );
  }
}
