import { josa } from 'es-hangul';
import type { Locale } from '../locale.js';
import { formatManwon } from '../money.js';
import { SIDO } from '../regions.js';
import { sigunguName } from '../sigungu.js';
import { sidoOfSigungu } from '../sigungu-history.js';
import type { CriterionEvaluation } from './evaluate.js';

/**
 * A criterion's reason in the caller's language: the message of `matching.*` with its values put
 * into words (age ranges, places, amounts, the lists of accepted statuses). `t` is the caller's
 * translation (the server's `translate` for a locale, the browser's `t`); the copy of
 * `details.eligibility` (labels of the source's codes) must be loaded with `matching`.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const E = 'details.eligibility';

/** Where a list's keys are named: the source's codes in the policy copy, the rest in ours. */
const ACCEPTED_LABELS: Record<string, string> = {
  employment: `${E}.employment`,
  education: `${E}.education`,
  special: `${E}.special`,
  marital: `${E}.marital`,
  housing: 'matching.housingStatus',
};
const MINE_LABELS: Record<string, string> = {
  ...ACCEPTED_LABELS,
  marital: 'matching.maritalStatus',
};

function placeName(code: string, locale: Locale): string {
  const language = locale === 'ko-KR' ? 'ko' : 'en';
  if (code.length === 5) {
    const name = sigunguName(code, language);
    const sido = SIDO.find((s) => s.code === sidoOfSigungu(code));
    if (!name) return sido ? sido[language] : code;
    return sido && sido.code !== '36' ? `${sido[language]} ${name}` : name;
  }
  const sido = SIDO.find((s) => s.code === code);
  return sido ? sido[language] : code;
}

/** "이에요/예요" after a Korean noun; English needs nothing. */
const withIs = (word: string, locale: Locale) =>
  locale === 'ko-KR' ? josa(word, '이에요/예요') : word;

export function criterionText(
  criterion: Pick<CriterionEvaluation, 'key' | 'reason'>,
  t: Translate,
  locale: Locale,
): string {
  const { key, reason } = criterion;
  const p = reason.params;
  const values: Record<string, string | number> = { ...p };
  const separator = t('matching.listSeparator');
  const names = (codes: string) =>
    [...new Set(codes.split(',').map((code) => placeName(code, locale)))].join(separator);

  if (key === 'age') {
    const range =
      p.min !== undefined && p.max !== undefined
        ? p.min === p.max
          ? 'single'
          : 'both'
        : p.min !== undefined
          ? 'min'
          : 'max';
    values.range = t(`matching.range.${range}`, { min: p.min ?? '', max: p.max ?? '' });
    values.age =
      p.low === p.high
        ? t('matching.age.exact', { age: p.low ?? '' })
        : t('matching.age.either', { low: p.low ?? '', high: p.high ?? '' });
  }
  if (key === 'region') {
    values.places = names(String(p.places ?? ''));
    values.home = placeName(String(p.home ?? ''), locale);
  }
  if (key === 'income') {
    const money = (name: string) =>
      typeof p[name] === 'number' ? formatManwon(p[name], locale) : undefined;
    const min = money('min');
    const max = money('max');
    values.limit =
      min && max
        ? t('matching.income.limitBoth', { min, max })
        : max
          ? t('matching.income.limitMax', { max })
          : t('matching.income.limitMin', { min: min ?? '' });
    const low = money('low');
    const high = money('high');
    values.mine =
      low !== undefined && high !== undefined
        ? t('matching.income.between', { low, high })
        : t('matching.income.atLeast', { low: low ?? '' });
    values.mineIs = withIs(values.mine, locale);
    if (reason.key.startsWith('matching.income.median.')) {
      const sentence = t(reason.key, values);
      if (p.size === undefined || p.limit === undefined) return sentence;
      const limit = formatManwon(Number(p.limit), locale);
      return `${sentence} ${t('matching.income.median.limit', { size: p.size, limit })}`;
    }
  }
  const labels = ACCEPTED_LABELS[key];
  if (labels) {
    const accepted = String(p.accepted ?? '').split(',');
    const bothHomeless =
      key === 'housing' &&
      accepted.length === 2 &&
      accepted.includes('homeless_head') &&
      accepted.includes('homeless_member');
    values.accepted = bothHomeless
      ? t('matching.housingStatus.homeless')
      : accepted.map((item) => t(`${labels}.${item}`)).join(separator);
    if (p.mine !== undefined) {
      values.mine = t(`${MINE_LABELS[key]}.${String(p.mine)}`);
      values.mineIs = withIs(String(values.mine), locale);
    }
  }
  return t(reason.key, values);
}
