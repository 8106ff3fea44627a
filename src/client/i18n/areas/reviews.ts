import { koReviews } from '../../../shared/i18n/ko/reviews.js';
import type { CopyArea } from '../index.js';

/** The reviews panel of the detail pages (loaded with its code, after the page). */
export const reviewsCopy: CopyArea = {
  ko: koReviews,
  en: async () => (await import('../../../shared/i18n/en/reviews.js')).enReviews,
};
