import { koReport } from '../../../shared/i18n/ko/report.js';
import type { CopyArea } from '../index.js';

/** The report form, loaded with its code when someone opens it. */
export const reportCopy: CopyArea = {
  ko: koReport,
  en: async () => (await import('../../../shared/i18n/en/report.js')).enReport,
};
