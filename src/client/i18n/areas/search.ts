import { koSearch } from '../../../shared/i18n/ko/search.js';
import type { CopyArea } from '../index.js';

/** The search page's copy (its empty state). */
export const searchCopy: CopyArea = {
  ko: koSearch,
  en: async () => (await import('../../../shared/i18n/en/search.js')).enSearch,
};
