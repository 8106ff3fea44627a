import { koSurvey } from '../../../shared/i18n/ko/survey.js';
import type { CopyArea } from '../index.js';

/** The recommendation survey's questions (issue 13). */
export const surveyCopy: CopyArea = {
  ko: koSurvey,
  en: async () => (await import('../../../shared/i18n/en/survey.js')).enSurvey,
};
