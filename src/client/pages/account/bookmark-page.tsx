import { SavedItemsScreen } from '../../features/bookmarks/saved-items-screen.js';
import { bookmarksCopy } from '../../i18n/areas/bookmarks.js';

export const copyAreas = [bookmarksCopy];

/** Bookmark (product §2), a tab of the account page: the items the user saved. */
export default function Bookmark() {
  return <SavedItemsScreen />;
}
