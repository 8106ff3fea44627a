import { SearchScreen } from '../../features/search/search-screen.js';

/** SearchedList (spec §2): search results by kind, with recent and popular searches. */
export default function SearchedList() {
  return <SearchScreen />;
}
