/** The survey's pages (src/shared/routes.ts): answering, and what the answers match. */
export const SURVEY_PATH = '/survey/';
export const RESULT_PATH = '/survey/result/';

/** The queries an answer changes: the matches, the survey's prefill and the latest answer. */
export const isAnswerDependent = (key: string) =>
  key.startsWith('match/common') || key.startsWith('survey/read');
