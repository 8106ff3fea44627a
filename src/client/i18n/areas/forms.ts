import { koForms } from '../../../shared/i18n/ko/forms.js';
import type { CopyArea } from '../index.js';

/** Field errors of the forms (the same messages the server gives). */
export const formsCopy: CopyArea = {
  ko: koForms,
  en: async () => (await import('../../../shared/i18n/en/forms.js')).enForms,
};
