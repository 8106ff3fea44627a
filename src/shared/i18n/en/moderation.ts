import type { Catalogue } from '../format.js';
import type { koModeration } from '../ko/moderation.js';

/** The menu on comments and reviews and the notice of hidden content (see ko/moderation.ts). */
export const enModeration: Catalogue<typeof koModeration> = {
  moderation: {
    menu: 'More options',
    report: 'Report',
    object: 'Object',
    hide: 'Hide',
    restore: 'Show again',
    pin: 'Pin to the top',
    unpin: 'Unpin',
    hideTitle: 'Hide this post?',
    hideBody: 'Nobody else will see it until it is shown again. This action is recorded.',
    restoreTitle: 'Show this post again?',
    restoreBody: 'Everyone will see the hidden post again. This action is recorded.',
    pinTitle: 'Pin this comment to the top?',
    pinBody: 'If another comment is pinned, it is unpinned. This action is recorded.',
    unpinTitle: 'Unpin this comment?',
    unpinBody: 'It goes back among the others, newest first. This action is recorded.',
    cancel: 'Cancel',
    hidden: 'Hidden.',
    restored: 'Shown again.',
    pinned: 'Pinned to the top.',
    unpinned: 'Unpinned.',
    hiddenByOperator: 'This post was hidden under our community rules.',
    hiddenUntil: 'This post is hidden until {{date}} after a report of a rights infringement.',
    hiddenFromOthers: 'Other people can’t see it.',
  },
};
