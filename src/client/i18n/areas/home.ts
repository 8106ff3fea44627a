import { koHome } from '../../../shared/i18n/ko/home.js';
import type { CopyArea } from '../index.js';

/** The home page's copy. */
export const homeCopy: CopyArea = {
  ko: koHome,
  en: async () => (await import('../../../shared/i18n/en/home.js')).enHome,
};
