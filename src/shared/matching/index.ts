/**
 * Matching (issue 13): who a policy is for, judged against what a person told us. One pure function
 * shared by the server (`match/common`) and the browser (card badges, the detail's criteria panel).
 * A card's badge in the browser imports `classify` from ./evaluate.js and `personFromAnswers` from
 * ./person.js (3.3 KB gzip); ./text.js brings the 시·군·구 names and es-hangul, for the criteria panel.
 */
export {
  classify,
  evaluate,
  CRITERION_KEYS,
  type Classification,
  type CriterionEvaluation,
  type CriterionKey,
  type Evaluation,
  type Reason,
} from './evaluate.js';
export {
  personFromAnswers,
  personFromProfile,
  type MatchPerson,
  type ProfileFacts,
} from './person.js';
export { criterionText, type Translate } from './text.js';
export { MEDIAN_INCOME_SOURCE, MEDIAN_INCOME_YEARS, medianMonthlyIncome } from './median-income.js';
export * from './types.js';
