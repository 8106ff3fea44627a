import type {
  EducationCondition,
  Eligibility,
  FromTextKey,
  IncomeCondition,
  MaritalCondition,
  SpecialCondition,
} from '../eligibility.js';
import { sidoOfSigungu } from '../sigungu-history.js';
import { type Day, monthsAge, type MonthsAge, readDay } from './age.js';
import { medianLimit } from './median-income.js';
import type { MatchPerson } from './person.js';
import { type Judged, MET, NONE, UNKNOWN, UNMET } from './judged.js';
import { explain } from './reasons.js';
import type { CriterionResult, MatchResult } from './types.js';

/**
 * The one pure function of issue 13 (DESIGN §7): a person against a policy's stored eligibility,
 * criterion by criterion. Each criterion is met, unmet or unknown; unknown is never turned into
 * either by default. The item is eligible when all are met, likely when none is unmet and some are
 * unknown, not eligible when any is unmet. Free-text conditions never decide: they come back as
 * `alsoCheck`. `classify` gives the verdict alone without allocating per criterion, for judging
 * every open policy at once; `evaluate` adds each criterion's reason for the few on screen.
 */

export const CRITERION_KEYS = [
  'age',
  'region',
  'income',
  'employment',
  'education',
  'special',
  'marital',
  'housing',
] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

/** An i18n message key under `matching.` and its values; `criterionText` puts it into words. */
export interface Reason {
  key: string;
  params: Record<string, string | number>;
}

export interface CriterionEvaluation {
  key: CriterionKey;
  result: CriterionResult;
  reason: Reason;
  /** The policy states this criterion only in its text; the importer read it there. */
  fromText: boolean;
}

export interface Evaluation {
  result: MatchResult;
  met: number;
  total: number;
  criteria: CriterionEvaluation[];
  /** The source's free-text conditions (추가자격조건, 참여제한대상), to read before applying. */
  alsoCheck: string[];
}

export interface Classification {
  result: MatchResult;
  met: number;
  total: number;
}

const RESULT_NAMES: readonly CriterionResult[] = ['met', 'unmet', 'unknown'];

export type AgeCondition = NonNullable<Eligibility['age']>;

function judgeAge(age: AgeCondition, person: MatchPerson, months: MonthsAge): Judged {
  let verdict: Judged = MET;
  if (age.min !== undefined) {
    const from = age.min * 12;
    if (months.high < from) return UNMET;
    if (months.low < from) verdict = UNKNOWN;
  }
  if (age.max !== undefined) {
    const cap = age.militaryMaxMonths ?? 0;
    const served = person.militaryMonths;
    const extraLow = served === undefined ? 0 : Math.min(served, cap);
    const extraHigh = served === undefined ? cap : extraLow;
    const until = (age.max + 1) * 12; // 만 34세 이하: until the 35th birthday
    if (months.low >= until + extraHigh) return UNMET;
    if (months.high >= until + extraLow) verdict = UNKNOWN;
  }
  return verdict;
}

function includesAny(list: readonly string[], codes: readonly string[]): boolean {
  for (let i = 0; i < codes.length; i += 1) if (list.includes(codes[i]!)) return true;
  return false;
}

export type RegionCondition = NonNullable<Eligibility['regions']>;

function hasRegion(regions: RegionCondition | undefined): regions is RegionCondition {
  return !!regions && (regions.sido.length > 0 || (regions.sigungu?.length ?? 0) > 0);
}

/** Whether any of the policy's 시·군·구 lies in the person's 시·도 (then it narrows that 시·도). */
export function narrowsSido(sigungu: readonly string[] | undefined, sido: string): boolean {
  if (!sigungu) return false;
  for (let i = 0; i < sigungu.length; i += 1) if (sidoOfSigungu(sigungu[i]!) === sido) return true;
  return false;
}

function judgeRegion(regions: RegionCondition, person: MatchPerson): Judged {
  const inSido = includesAny(regions.sido, person.sidoCodes);
  const narrowed = narrowsSido(regions.sigungu, person.sido);
  if (!inSido && !narrowed) return UNMET;
  if (!narrowed) return MET; // the whole 시·도
  if (person.sigungu === undefined) return UNKNOWN;
  const listed = regions.sigungu!;
  if (includesAny(listed, person.sigunguWhole)) return MET;
  return includesAny(listed, person.sigunguPartly) ? UNKNOWN : UNMET;
}

function judgeIncome(income: IncomeCondition, person: MatchPerson, today: Day): Judged {
  if (income.kind === 'text') return UNKNOWN;
  if (income.kind === 'annual') {
    const mine = person.annualIncome;
    if (!mine) return UNKNOWN;
    let verdict: Judged = MET;
    if (income.maxManwon !== undefined) {
      const limit = income.maxManwon * 10_000;
      if (mine.min > limit) return UNMET;
      if (mine.max > limit) verdict = UNKNOWN;
    }
    if (income.minManwon !== undefined) {
      const limit = income.minManwon * 10_000;
      if (mine.max < limit) return UNMET;
      if (mine.min < limit) verdict = UNKNOWN;
    }
    return verdict;
  }
  const mine = person.householdMonthlyIncome;
  if (!mine) return UNKNOWN;
  const lowest = medianLimit(income.maxPercent, today.year, person.householdSize.min);
  const highest = medianLimit(income.maxPercent, today.year, person.householdSize.max);
  if (lowest === undefined || highest === undefined) return UNKNOWN;
  if (mine.max <= lowest) return MET;
  return mine.min > highest ? UNMET : UNKNOWN;
}

/** An annual range without either end restricts nothing (no criterion, like 제한없음). */
function isIncomeCriterion(income: IncomeCondition | undefined): income is IncomeCondition {
  if (!income) return false;
  return (
    income.kind !== 'annual' || income.minManwon !== undefined || income.maxManwon !== undefined
  );
}

/** Schooling that holds a listed one without being it: a 대학 졸업자 has also finished 고등학교. */
const EDUCATION_HOLDS: Readonly<
  Partial<Record<EducationCondition, readonly EducationCondition[]>>
> = {
  high_school_graduating: ['high_school_student'],
  university_student: ['high_school_graduate'],
  university_graduating: ['university_student', 'high_school_graduate'],
  university_graduate: ['high_school_graduate'],
  graduate_degree: ['university_graduate', 'high_school_graduate'],
};

function judgeEducation(list: readonly EducationCondition[], person: MatchPerson): Judged {
  const mine = person.education;
  if (mine === undefined) return UNKNOWN;
  if (list.includes(mine)) return MET;
  if (mine === 'other') return UNKNOWN;
  // A higher school may or may not count: the notice decides, so it is for the person to check.
  const holds = EDUCATION_HOLDS[mine];
  return holds && includesAny(list, holds) ? UNKNOWN : UNMET;
}

/** Both statuses listed is no restriction at all (the source's 제한없음 written out). */
function isMaritalCriterion(list: readonly MaritalCondition[] | undefined): boolean {
  return !!list && list.length > 0 && !(list.includes('single') && list.includes('married'));
}

function judgeMarital(list: readonly MaritalCondition[], person: MatchPerson): Judged {
  const mine = person.maritalStatus;
  if (mine === undefined) return UNKNOWN;
  if (mine === 'single' || mine === 'married') return list.includes(mine) ? MET : UNMET;
  // 이혼 is not 기혼 now; whether it counts as 미혼, and what "기타" is, the notice decides.
  return mine === 'divorced' && !list.includes('single') ? UNMET : UNKNOWN;
}

function judgeSpecial(list: readonly SpecialCondition[], person: MatchPerson): Judged {
  let allNo = true;
  for (let i = 0; i < list.length; i += 1) {
    const special = list[i]!;
    if (person.specialYes.has(special)) return MET;
    if (!person.specialNo.has(special)) allNo = false;
  }
  return allNo ? UNMET : UNKNOWN;
}

function judgeChoice<T extends string>(list: readonly T[], mine: T | undefined): Judged {
  if (mine === undefined) return UNKNOWN;
  if (list.includes(mine)) return MET;
  // 기타 (a status the code table has no name for, e.g. a student choosing neither 재직 nor 미취업)
  // may be what the notice means by a listed one: for the person to check, never a refusal.
  return mine === 'other' ? UNKNOWN : UNMET;
}

const present = (list: readonly unknown[] | undefined): list is readonly unknown[] =>
  !!list && list.length > 0;

/** Judges criterion `index` of CRITERION_KEYS (NONE when the policy has no such criterion). */
function judge(
  index: number,
  eligibility: Eligibility,
  person: MatchPerson,
  today: Day,
  months: MonthsAge,
): Judged {
  switch (index) {
    case 0:
      return eligibility.age &&
        (eligibility.age.min !== undefined || eligibility.age.max !== undefined)
        ? judgeAge(eligibility.age, person, months)
        : NONE;
    case 1:
      return hasRegion(eligibility.regions) ? judgeRegion(eligibility.regions, person) : NONE;
    case 2:
      return isIncomeCriterion(eligibility.income)
        ? judgeIncome(eligibility.income, person, today)
        : NONE;
    case 3:
      return present(eligibility.employment)
        ? judgeChoice(eligibility.employment, person.workStatus)
        : NONE;
    case 4:
      return present(eligibility.education) ? judgeEducation(eligibility.education, person) : NONE;
    case 5:
      return present(eligibility.special) ? judgeSpecial(eligibility.special, person) : NONE;
    case 6:
      return isMaritalCriterion(eligibility.marital)
        ? judgeMarital(eligibility.marital!, person)
        : NONE;
    default:
      return present(eligibility.housing) ? judgeChoice(eligibility.housing, person.housing) : NONE;
  }
}

function verdict(unmet: number, unknown: number): MatchResult {
  if (unmet > 0) return 'not_eligible';
  return unknown > 0 ? 'likely' : 'eligible';
}

// Scratch space of the fast path: matching is synchronous, so one of each is enough.
const scratchDay: Day = { year: 0, month: 0, day: 0 };
const scratchMonths: MonthsAge = { low: 0, high: 0 };

/** The verdict alone: no reasons, no allocation but the answer. */
export function classify(
  eligibility: Eligibility,
  person: MatchPerson,
  today: string,
): Classification {
  const day = readDay(today, scratchDay);
  const months = monthsAge(person, day, scratchMonths);
  let met = 0;
  let unmet = 0;
  let unknown = 0;
  for (let index = 0; index < CRITERION_KEYS.length; index += 1) {
    const judged = judge(index, eligibility, person, day, months);
    if (judged === MET) met += 1;
    else if (judged === UNMET) unmet += 1;
    else if (judged === UNKNOWN) unknown += 1;
  }
  return { result: verdict(unmet, unknown), met, total: met + unmet + unknown };
}

const FROM_TEXT_KEY: Readonly<Partial<Record<CriterionKey, FromTextKey>>> = {
  age: 'age',
  region: 'regions',
  housing: 'housing',
};

/** Every criterion with its reason, and the free-text conditions to check. */
export function evaluate(eligibility: Eligibility, person: MatchPerson, today: string): Evaluation {
  const day = readDay(today, { year: 0, month: 0, day: 0 });
  const months = monthsAge(person, day, { low: 0, high: 0 });
  const criteria: CriterionEvaluation[] = [];
  let met = 0;
  let unmet = 0;
  let unknown = 0;
  CRITERION_KEYS.forEach((key, index) => {
    const judged = judge(index, eligibility, person, day, months);
    if (judged === NONE) return;
    if (judged === MET) met += 1;
    else if (judged === UNMET) unmet += 1;
    else unknown += 1;
    const fromText = FROM_TEXT_KEY[key];
    criteria.push({
      key,
      result: RESULT_NAMES[judged]!,
      reason: explain(key, judged, eligibility, person, day, months),
      fromText: !!fromText && !!eligibility.fromText?.includes(fromText),
    });
  });
  const alsoCheck = [eligibility.additionalConditions, eligibility.excludedTargets]
    .map((text) => text?.trim() ?? '')
    .filter(Boolean);
  return { result: verdict(unmet, unknown), met, total: criteria.length, criteria, alsoCheck };
}
