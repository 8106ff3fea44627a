import { koPartner } from '../../../shared/i18n/ko/banners.js';
import type { CopyArea } from '../index.js';

/** A partner page's words, loaded with the page. */
export const partnerCopy: CopyArea = {
  ko: koPartner,
  en: async () => (await import('../../../shared/i18n/en/banners.js')).enPartner,
};
