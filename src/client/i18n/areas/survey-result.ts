import { koSurveyResult } from '../../../shared/i18n/ko/survey-result.js';
import type { CopyArea } from '../index.js';

/** The survey's results page (issue 13). */
export const surveyResultCopy: CopyArea = {
  ko: koSurveyResult,
  en: async () => (await import('../../../shared/i18n/en/survey-result.js')).enSurveyResult,
};
