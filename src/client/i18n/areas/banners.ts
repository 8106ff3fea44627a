import { koBanners } from '../../../shared/i18n/ko/banners.js';
import type { CopyArea } from '../index.js';

/** The popup banner's words, loaded with its dialog (only when there is a banner to show). */
export const bannersCopy: CopyArea = {
  ko: koBanners,
  en: async () => (await import('../../../shared/i18n/en/banners.js')).enBanners,
};
