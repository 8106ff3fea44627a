import type { Catalogue } from '../format.js';
import type { koBookmarks } from '../ko/bookmarks.js';

/** English copy of bookmarks (see ko/bookmarks.ts). */
export const enBookmarks: Catalogue<typeof koBookmarks> = {
  bookmarks: {
    signInBody: 'Sign in to save policies, events and videos you like and come back to them.',
    saveFailed: 'Could not save it. Please try again.',
    removeFailed: 'Could not remove the bookmark. Please try again.',
    savedAfterSignIn: 'Saved to your bookmarks.',
    kindTabs: 'Bookmark kinds',
    select: 'Select',
    selectAll: 'Select all',
    selectDone: 'Done',
    selectItem: 'Select {{title}}',
    selected: '{{count}} selected',
    deleteSelected: 'Delete',
    deleted: 'Bookmarks removed: {{count}}',
    undo: 'Undo',
    undone: 'Bookmarks restored: {{count}}',
    deleteFailed: 'Could not delete them. Please try again.',
    undoFailed: 'Could not undo it. Please try again.',
    empty: {
      all: 'No bookmarks yet',
      policy: 'No saved policies',
      event: 'No saved events',
      video: 'No saved videos',
    },
    emptyBody:
      'Press the bookmark button on anything you like and it gathers here. Browse the lists?',
  },
};
