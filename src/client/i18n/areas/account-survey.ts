import { koAccountSurvey } from '../../../shared/i18n/ko/account-survey.js';
import type { CopyArea } from '../index.js';

/** The account page's part for the survey's answers (issue 13). */
export const accountSurveyCopy: CopyArea = {
  ko: koAccountSurvey,
  en: async () => (await import('../../../shared/i18n/en/account-survey.js')).enAccountSurvey,
};
