import { koModeration } from '../../../shared/i18n/ko/moderation.js';
import type { CopyArea } from '../index.js';

/**
 * The "⋯" menu on comments and reviews and the notice of hidden content: a screen that shows
 * `ModerationMenu` or `HiddenNotice` loads this area (in `copyAreas`, or before it renders them).
 */
export const moderationCopy: CopyArea = {
  ko: koModeration,
  en: async () => (await import('../../../shared/i18n/en/moderation.js')).enModeration,
};
