import { searchCommon } from '../../../shared/contract/search.js';
import type { CallRegistry } from '../../http/api.js';
import type { SearchService } from './search.service.js';

/** `search/common`: policies, events and videos together. */
export function registerSearchCalls(registry: CallRegistry, service: SearchService): void {
  registry.add(searchCommon, (input) => service.search(input));
}
