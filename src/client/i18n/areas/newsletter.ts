import { koNewsletter } from '../../../shared/i18n/ko/newsletter.js';
import type { CopyArea } from '../index.js';

/** The newsletter's form and pages: loaded with the form's code, not with every page. */
export const newsletterCopy: CopyArea = {
  ko: koNewsletter,
  en: async () => (await import('../../../shared/i18n/en/newsletter.js')).enNewsletter,
};
