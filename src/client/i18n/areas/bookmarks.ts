import { koBookmarks } from '../../../shared/i18n/ko/bookmarks.js';
import type { CopyArea } from '../index.js';

/** Bookmarks' copy: the toggle's messages (loaded with its actions) and the bookmark page. */
export const bookmarksCopy: CopyArea = {
  ko: koBookmarks,
  en: async () => (await import('../../../shared/i18n/en/bookmarks.js')).enBookmarks,
};
