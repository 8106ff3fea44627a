import { koDetails } from '../../../shared/i18n/ko/details.js';
import type { CopyArea } from '../index.js';

/** The detail pages' copy: sections, sharing and the calendar of an item. */
export const detailsCopy: CopyArea = {
  ko: koDetails,
  en: async () => (await import('../../../shared/i18n/en/details.js')).enDetails,
};
