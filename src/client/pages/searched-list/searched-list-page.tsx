import { loadSearchHelp, SearchScreen } from '../../features/search/search-screen.js';
import { searchCopy } from '../../i18n/areas/search.js';

export const copyAreas = [searchCopy];
export const lazyParts = [loadSearchHelp];

/** SearchedList (product §2): search results by kind, with recent and popular searches. */
export default function SearchedList() {
  return <SearchScreen />;
}
