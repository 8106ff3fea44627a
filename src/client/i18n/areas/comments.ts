import { koComments } from '../../../shared/i18n/ko/comments.js';
import type { CopyArea } from '../index.js';

/** Comments' copy: the thread under a detail, its forms and the "My comments" tab. */
export const commentsCopy: CopyArea = {
  ko: koComments,
  en: async () => (await import('../../../shared/i18n/en/comments.js')).enComments,
};
