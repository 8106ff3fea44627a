import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { Match } from '../../../shared/contract/match.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import { criterionText, type Evaluation } from '../../../shared/matching/index.js';

/** An evaluation as the contract shows it: each criterion's reason in the caller's language. */
export function presentMatch(evaluation: Evaluation, locale: Locale): Match {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, key, values) ?? key;
  return {
    result: evaluation.result,
    met: evaluation.met,
    total: evaluation.total,
    criteria: evaluation.criteria.map((criterion) => ({
      key: criterion.key,
      result: criterion.result,
      text: criterionText(criterion, t, locale),
      from_text: criterion.fromText,
    })),
    also_check: evaluation.alsoCheck,
  };
}

export function presentMatchedItem(item: ListItem, match: Match) {
  // The new field before the spread: see decision 030.
  return { match, ...item };
}
