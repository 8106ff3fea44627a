import type { Eligibility } from '../eligibility.js';
import { sidoOfSigungu } from '../sigungu-history.js';
import type { MonthsAge, Day } from './age.js';
import type { CriterionKey, Reason } from './evaluate.js';
import { type Judged, MET, UNMET } from './judged.js';
import { medianLimit } from './median-income.js';
import type { MatchPerson } from './person.js';

/**
 * Why a criterion came out as it did, as an i18n key under `matching.` and its values; the caller
 * puts it into its own language with `criterionText`. Only `evaluate` calls this (the few items on
 * a screen), so it may take its time and allocate.
 */

type Params = Reason['params'];
const reason = (key: string, params: Params): Reason => ({ key: `matching.${key}`, params });
const joined = (list: readonly string[]) => list.join(',');
/** 'met' or 'unmet' when the criterion is decided; undefined when it is unknown. */
const decided = (judged: Judged) =>
  judged === MET ? 'met' : judged === UNMET ? 'unmet' : undefined;

/** The limits of a criterion and the person's range, leaving out what the policy does not state. */
function defined(params: Record<string, string | number | undefined>): Params {
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && (typeof value === 'string' || Number.isFinite(value)))
      out[name] = value;
  }
  return out;
}

function ageReason(
  eligibility: Eligibility,
  person: MatchPerson,
  judged: Judged,
  months: MonthsAge,
) {
  const age = eligibility.age!;
  const params = defined({
    min: age.min,
    max: age.max,
    low: Math.floor(months.low / 12),
    high: Math.floor(months.high / 12),
    served: person.militaryMonths,
    cap: age.militaryMaxMonths,
  });
  const cap = age.militaryMaxMonths ?? 0;
  const beyondMax = age.max !== undefined && months.high >= (age.max + 1) * 12;
  if (judged === MET) return reason(cap > 0 && beyondMax ? 'age.metByService' : 'age.met', params);
  if (judged === UNMET) return reason('age.unmet', params);
  const serviceDecides = cap > 0 && person.militaryMonths === undefined && beyondMax;
  return reason(serviceDecides ? 'age.askService' : 'age.birthday', params);
}

/** A policy's 시·도 code as the user-facing ones (the merged 12 is 광주 and 전남). */
const USER_SIDO: Readonly<Record<string, readonly string[]>> = {
  '12': ['29', '46'],
  '42': ['51'],
  '45': ['52'],
};

/** Where a policy is for, by name: a 시·도 whole, or the 시·군·구 it lists inside one. */
function policyPlaces(regions: NonNullable<Eligibility['regions']>): string[] {
  const sigungu = regions.sigungu ?? [];
  const sido = [...new Set(regions.sido.flatMap((code) => USER_SIDO[code] ?? [code]))];
  const places = sido.flatMap((s) => {
    const inside = sigungu.filter((code) => sidoOfSigungu(code) === s);
    return inside.length ? inside : [s];
  });
  return [...places, ...sigungu.filter((code) => !places.includes(code))];
}

function regionReason(eligibility: Eligibility, person: MatchPerson, judged: Judged) {
  const regions = eligibility.regions!;
  const inMySido = (regions.sigungu ?? []).filter((code) => sidoOfSigungu(code) === person.sido);
  // Inside the person's 시·도, the 시·군·구 that count; elsewhere, everywhere the policy is for.
  const places = joined(inMySido.length ? inMySido : policyPlaces(regions));
  const home = inMySido.length ? (person.sigungu ?? person.sido) : person.sido;
  const result = decided(judged);
  if (result) return reason(`region.${result}`, { places, home });
  return reason(person.sigungu ? 'region.reorganised' : 'region.askSigungu', { places, home });
}

const manwon = (won: number) => (Number.isFinite(won) ? Math.round(won / 10_000) : undefined);

function incomeReason(eligibility: Eligibility, person: MatchPerson, judged: Judged, today: Day) {
  const income = eligibility.income!;
  if (income.kind === 'text') return reason('income.text', { text: income.text });
  if (income.kind === 'annual') {
    const mine = person.annualIncome;
    const params = defined({
      min: income.minManwon,
      max: income.maxManwon,
      low: mine && manwon(mine.min),
      high: mine && manwon(mine.max),
    });
    const unknown = mine ? 'straddles' : 'askIncome';
    return reason(`income.annual.${decided(judged) ?? unknown}`, params);
  }
  const size = person.householdSize;
  const limit = medianLimit(income.maxPercent, today.year, size.min);
  const params = defined({
    percent: income.maxPercent,
    year: today.year,
    size: size.min === size.max ? size.min : undefined,
    limit: size.min === size.max && limit !== undefined ? manwon(limit) : undefined,
  });
  const result = decided(judged);
  if (result) return reason(`income.median.${result}`, params);
  if (limit === undefined) return reason('income.median.noTable', params);
  if (!person.householdMonthlyIncome) return reason('income.median.askIncome', params);
  return reason(
    size.min === size.max ? 'income.median.straddles' : 'income.median.askSize',
    params,
  );
}

/** Reasons of the criteria that are lists of accepted keys and one answer of the person. */
function choiceReason(
  key: 'employment' | 'education' | 'special' | 'marital' | 'housing',
  accepted: readonly string[],
  mine: string | undefined,
  judged: Judged,
) {
  const params = defined({ accepted: joined(accepted), mine });
  const unknown = mine === undefined ? 'ask' : 'unclear';
  return reason(`${key}.${decided(judged) ?? unknown}`, params);
}

export function explain(
  key: CriterionKey,
  judged: Judged,
  eligibility: Eligibility,
  person: MatchPerson,
  today: Day,
  months: MonthsAge,
): Reason {
  switch (key) {
    case 'age':
      return ageReason(eligibility, person, judged, months);
    case 'region':
      return regionReason(eligibility, person, judged);
    case 'income':
      return incomeReason(eligibility, person, judged, today);
    case 'employment':
      return choiceReason(key, eligibility.employment!, person.workStatus, judged);
    case 'education':
      return choiceReason(key, eligibility.education!, person.education, judged);
    case 'special': {
      const had = eligibility.special!.find((special) => person.specialYes.has(special));
      return choiceReason(key, eligibility.special!, had, judged);
    }
    case 'marital':
      return choiceReason(key, eligibility.marital!, person.maritalStatus, judged);
    case 'housing':
      return choiceReason(key, eligibility.housing!, person.housing, judged);
  }
}
