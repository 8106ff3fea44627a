import { koIntro } from '../../../shared/i18n/ko/intro.js';
import type { CopyArea } from '../index.js';

/** The intro page's copy. */
export const introCopy: CopyArea = {
  ko: koIntro,
  en: async () => (await import('../../../shared/i18n/en/intro.js')).enIntro,
};
