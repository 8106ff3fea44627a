import type {
  DetailedCategory,
  EmploymentStatus,
  IncomeLevel,
  MaritalStatus,
} from '../../account-fields.js';
import {
  EDUCATION_CONDITIONS,
  EMPLOYMENT_CONDITIONS,
  HOUSING_CONDITIONS,
  type EducationCondition,
  type Eligibility,
  type SpecialCondition,
} from '../../eligibility.js';
import { formerCodes, sidoOfSigungu } from '../../sigungu-history.js';
import { SIGUNGU } from '../../sigungu.js';
import type { HouseholdIncomeLevel, SurveyAnswers } from '../../survey.js';
import type { CriterionKey } from '../evaluate.js';
import type { ProfileFacts } from '../person.js';
import { medianMonthlyIncome } from '../median-income.js';
import type { CriterionResult, MatchResult } from '../types.js';
import type { LabelledProfile, Truth } from './profiles.js';

/**
 * The expected results of the labelled set, worked out another way than the engine: by listing
 * every situation the answers leave possible (each birthday of the year or month told, each
 * 시·군·구 of the 시·도, each household size, incomes at every edge of the chosen range, each reading
 * of an ambiguous rule) and asking whether the criterion holds in all of them (met), none (unmet)
 * or some (unknown). Ages are counted with calendar dates, not months.
 */

const MARITAL: readonly MaritalStatus[] = ['single', 'married', 'divorced', 'other'];
const DETAILED_SPECIAL: readonly (DetailedCategory & SpecialCondition)[] = [
  'foreigner',
  'soldier',
  'multi_job',
  'freelancer',
  'family_caregiver_youth',
  'career_break_woman',
];

/** What each answer could mean, in 원: a person near an edge may pick either neighbour. */
const WON = 10_000;
const TOP = 1e12;
const ANNUAL: Record<IncomeLevel, [number, number]> = {
  under_24m: [0, 2400 * WON - 1],
  '24_35m': [2400 * WON, 3600 * WON],
  '36_50m': [3500 * WON, 5000 * WON],
  '50_70m': [5000 * WON, 7000 * WON],
  '70_100m': [7000 * WON, 10_000 * WON],
  over_100m: [10_000 * WON + 1, TOP],
};
const MONTHLY: Record<HouseholdIncomeLevel, [number, number]> = {
  under_200: [0, 200 * WON],
  '200_300': [200 * WON, 300 * WON],
  '300_400': [300 * WON, 400 * WON],
  '400_500': [400 * WON, 500 * WON],
  '500_700': [500 * WON, 700 * WON],
  '700_1000': [700 * WON, 1000 * WON],
  over_1000: [1000 * WON, TOP],
};

/** The survey answers a profile gives: its truth, only the keys it told. */
export function answersOf(profile: LabelledProfile): SurveyAnswers {
  const { truth, told } = profile;
  const all: SurveyAnswers = {
    birth_year: Number(truth.born.slice(0, 4)),
    birth_month: Number(truth.born.slice(5, 7)),
    gender: truth.gender,
    sido: truth.sido,
    sigungu: truth.sigungu,
    income: incomeLevel(truth.incomeManwon),
    household_size: truth.householdSize,
    household_income: householdLevel(truth.householdMonthlyManwon),
    work_status: truth.work,
    education: truth.education,
    housing: truth.housing,
    single_household: truth.householdSize === 1,
    military_months: truth.militaryMonths,
    marital_status: truth.marital,
    detailed_category: [
      ...DETAILED_SPECIAL.filter((s) => specialsOf(truth).has(s)),
      ...(truth.work === 'self_employed' ? ['self_employed' as const] : []),
    ],
  };
  const answers: Record<string, unknown> = { birth_year: all.birth_year, sido: all.sido };
  for (const key of told) answers[key] = all[key];
  return answers as SurveyAnswers;
}

/**
 * The profile the same person would keep (its "what I do now" where one of its options fits,
 * the detailed categories that apply), for checking matching from a profile against the truth.
 */
export function profileOf(truth: Truth): ProfileFacts {
  const employment: EmploymentStatus | undefined = truth.special.includes('soldier')
    ? 'soldier'
    : truth.education === 'university_student'
      ? 'university_student'
      : truth.work === 'unemployed'
        ? 'job_seeker'
        : truth.work === 'entrepreneur'
          ? 'entrepreneur'
          : undefined;
  const detailed = answersOf({ id: '', truth, told: ['detailed_category'] }).detailed_category;
  return {
    birth_year: Number(truth.born.slice(0, 4)),
    region: truth.sido,
    gender: truth.gender,
    income: incomeLevel(truth.incomeManwon),
    ...(employment ? { employment } : {}),
    detailed_category: detailed ?? [],
    marital_status: truth.marital,
  };
}

function incomeLevel(manwon: number): IncomeLevel {
  if (manwon < 2400) return 'under_24m';
  if (manwon < 3600) return '24_35m';
  if (manwon <= 5000) return '36_50m';
  if (manwon <= 7000) return '50_70m';
  return manwon <= 10_000 ? '70_100m' : 'over_100m';
}

function householdLevel(manwon: number): HouseholdIncomeLevel {
  const edges: [number, HouseholdIncomeLevel][] = [
    [200, 'under_200'],
    [300, '200_300'],
    [400, '300_400'],
    [500, '400_500'],
    [700, '500_700'],
    [1000, '700_1000'],
  ];
  return edges.find(([edge]) => manwon < edge)?.[1] ?? 'over_1000';
}

/** Special categories of a truth, with those its gender and work imply. */
export function specialsOf(truth: Truth): Set<SpecialCondition> {
  const specials = new Set(truth.special);
  if (truth.gender === 'female') specials.add('woman');
  if (truth.work === 'farmer') specials.add('farmer');
  if (truth.work === 'freelancer') specials.add('freelancer');
  return specials;
}

// --- calendar ----------------------------------------------------------------------------------

/** A calendar day as the number yyyymmdd, so days compare as numbers. */
type DayNumber = number;
const dayNumber = (y: number, m: number, d: number): DayNumber => y * 10_000 + m * 100 + d;

/**
 * The first day on which someone born on `born` has lived `years` years and `months` months (민법
 * §160: a period ends the day before the same date; without such a date, at the month's end).
 */
function completes(born: DayNumber, years: number, months: number): DayNumber {
  const by = Math.floor(born / 10_000);
  const bm = Math.floor(born / 100) % 100;
  const bd = born % 100;
  const total = (by + years) * 12 + (bm - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  if (bd <= daysIn(y, m)) return dayNumber(y, m, bd);
  return m === 12 ? dayNumber(y + 1, 1, 1) : dayNumber(y, m + 1, 1);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysIn(y: number, m: number): number {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return m === 2 && leap ? 29 : MONTH_DAYS[m - 1]!;
}

function birthdays(answers: SurveyAnswers): DayNumber[] {
  const year = answers.birth_year;
  const months = answers.birth_month ? [answers.birth_month] : range(1, 12);
  return months.flatMap((m) => range(1, daysIn(year, m)).map((d) => dayNumber(year, m, d)));
}

const readDay = (text: string): DayNumber => Number(text.replaceAll('-', ''));

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

// --- verdicts ----------------------------------------------------------------------------------

/** met if it holds in every world, unmet in none, unknown otherwise (or when a rule cannot tell). */
function overWorlds<T>(
  worlds: Iterable<T>,
  holds: (world: T) => boolean | undefined,
): CriterionResult {
  let sawTrue = false;
  let sawFalse = false;
  for (const world of worlds) {
    const result = holds(world);
    if (result === undefined) return 'unknown';
    if (result) sawTrue = true;
    else sawFalse = true;
    if (sawTrue && sawFalse) return 'unknown';
  }
  return sawTrue ? 'met' : 'unmet';
}

const product = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a) => bs.map((b): [A, B] => [a, b]));

type AgeRule = NonNullable<Eligibility['age']>;
function ageHolds(age: AgeRule, born: DayNumber, served: number, today: DayNumber): boolean {
  if (age.min !== undefined && today < completes(born, age.min, 0)) return false;
  const extra = Math.min(served, age.militaryMaxMonths ?? 0);
  return age.max === undefined || today < completes(born, age.max + 1, extra);
}

interface Place {
  code: string;
  former?: string;
}
const SIDO_ON_NEW_MAP: Record<string, string[]> = {
  '12': ['29', '46'],
  '42': ['51'],
  '45': ['52'],
};
function regionHolds(regions: NonNullable<Eligibility['regions']>, place: Place): boolean {
  const sido = sidoOfSigungu(place.code);
  const listedHere = (regions.sigungu ?? []).filter((code) => sidoOfSigungu(code) === sido);
  if (listedHere.length === 0) {
    return regions.sido.some((code) => (SIDO_ON_NEW_MAP[code] ?? [code]).includes(sido ?? ''));
  }
  const names = formerCodes(place.code).whole;
  return listedHere.some((code) => names.includes(code) || code === place.former);
}

function places(answers: SurveyAnswers): Place[] {
  const codes = answers.sigungu
    ? [answers.sigungu]
    : SIGUNGU.filter((row) => row.sido === answers.sido).map((row) => row.code);
  return codes.flatMap((code) => {
    const partly = formerCodes(code).partly;
    return partly.length ? partly.map((former) => ({ code, former })) : [{ code }];
  });
}

/** Incomes worth trying in [low, high]: its ends and either side of every limit. */
function edges(low: number, high: number, limits: number[]): number[] {
  const points = [low, high, ...limits.flatMap((limit) => [limit - 1, limit, limit + 1])];
  return [...new Set(points.filter((v) => v >= low && v <= high))];
}

function medianLimit(percent: number, year: number, size: number): number | undefined {
  const median = medianMonthlyIncome(year, size);
  return median === undefined ? undefined : Math.floor((median * percent) / 100);
}

/** 졸업 before 재학 and so on: what a person's schooling may also count as, by the notice's reading. */
const MAY_COUNT_AS: Partial<Record<EducationCondition, EducationCondition[]>> = {
  high_school_graduating: ['high_school_student'],
  university_student: ['high_school_graduate'],
  university_graduating: ['university_student', 'high_school_graduate'],
  university_graduate: ['high_school_graduate'],
  graduate_degree: ['university_graduate', 'high_school_graduate'],
};

function knownSpecials(answers: SurveyAnswers) {
  const yes = new Set<SpecialCondition>();
  const no = new Set<SpecialCondition>();
  if (answers.detailed_category) {
    for (const s of DETAILED_SPECIAL) {
      (answers.detailed_category.includes(s) ? yes : no).add(s);
    }
  }
  if (answers.gender === 'female') yes.add('woman');
  if (answers.gender === 'male')
    ['woman', 'career_break_woman'].forEach((s) => no.add(s as SpecialCondition));
  if (answers.work_status === 'farmer') yes.add('farmer');
  if (answers.work_status === 'freelancer') yes.add('freelancer');
  if (answers.work_status === 'unemployed') no.add('sme_worker');
  yes.forEach((s) => no.delete(s));
  return { yes, no };
}

const hasList = (list: readonly unknown[] | undefined): list is readonly unknown[] =>
  !!list?.length;

/** The expected result of each criterion the policy has, from the answers alone. */
export function expectedCriteria(
  eligibility: Eligibility,
  answers: SurveyAnswers,
  today: string,
): Partial<Record<CriterionKey, CriterionResult>> {
  const out: Partial<Record<CriterionKey, CriterionResult>> = {};
  const year = Number(today.slice(0, 4));
  const { age, regions, income, employment, education, special, marital, housing } = eligibility;
  if (age && (age.min !== undefined || age.max !== undefined)) {
    const cap = age.militaryMaxMonths ?? 0;
    const served =
      answers.military_months !== undefined ? [answers.military_months] : range(0, cap);
    const day = readDay(today);
    out.age = overWorlds(product(birthdays(answers), served), ([born, months]) =>
      ageHolds(age, born, months, day),
    );
  }
  if (regions && (regions.sido.length || regions.sigungu?.length)) {
    out.region = overWorlds(places(answers), (place) => regionHolds(regions, place));
  }
  if (income?.kind === 'text') out.income = 'unknown';
  if (income?.kind === 'annual' && (income.minManwon ?? income.maxManwon) !== undefined) {
    const level = answers.income;
    const min = income.minManwon === undefined ? undefined : income.minManwon * WON;
    const max = income.maxManwon === undefined ? undefined : income.maxManwon * WON;
    out.income = !level
      ? 'unknown'
      : overWorlds(
          edges(
            ...ANNUAL[level],
            [min, max].filter((v) => v !== undefined),
          ),
          (v) => (min === undefined || v >= min) && (max === undefined || v <= max),
        );
  }
  if (income?.kind === 'median_ratio') {
    const level = answers.household_income;
    const sizes = answers.household_size
      ? [answers.household_size]
      : answers.single_household === true
        ? [1]
        : range(answers.single_household === false ? 2 : 1, 10);
    const limits = sizes.map((size) => medianLimit(income.maxPercent, year, size));
    if (!level || limits.some((limit) => limit === undefined)) out.income = 'unknown';
    else {
      const incomes = edges(...MONTHLY[level], limits as number[]);
      out.income = overWorlds(
        product(sizes, incomes),
        ([size, v]) => v <= medianLimit(income.maxPercent, year, size)!,
      );
    }
  }
  if (hasList(employment)) {
    const works = answers.work_status ? [answers.work_status] : EMPLOYMENT_CONDITIONS;
    // Readings of what a notice means: whether 기타 counts as a status it lists.
    out.employment = overWorlds(
      product(works, [true, false]),
      ([work, otherCounts]) => employment.includes(work) || (work === 'other' && otherCounts),
    );
  }
  if (hasList(education)) {
    const schools = answers.education ? [answers.education] : EDUCATION_CONDITIONS;
    out.education = overWorlds(schools, (school) => {
      // Whether 기타 counts as a school the notice lists: either reading.
      if (school === 'other' && !education.includes('other')) return undefined;
      const strict = education.includes(school);
      const broad = strict || (MAY_COUNT_AS[school] ?? []).some((s) => education.includes(s));
      return strict === broad ? strict : undefined;
    });
  }
  if (hasList(special)) {
    const { yes, no } = knownSpecials(answers);
    const open = special.filter((s) => !yes.has(s) && !no.has(s));
    // Every combination of the categories nobody told us about.
    const worlds = range(0, 2 ** open.length - 1).map(
      (bits) => new Set(open.filter((_, i) => bits & (1 << i))),
    );
    out.special = overWorlds(worlds, (extra) => special.some((s) => yes.has(s) || extra.has(s)));
  }
  if (hasList(marital) && !(marital.includes('single') && marital.includes('married'))) {
    const statuses = answers.marital_status ? [answers.marital_status] : MARITAL;
    // Readings of what a notice means: whether 이혼 counts as 미혼, and 기타 as either.
    const readings = product([true, false], product([true, false], [true, false]));
    out.marital = overWorlds(
      product(statuses, readings),
      ([status, [divorcedSingle, [otherSingle, otherMarried]]]) =>
        marital.includes(status as never) ||
        (status === 'divorced' && divorcedSingle && marital.includes('single')) ||
        (status === 'other' &&
          ((otherSingle && marital.includes('single')) ||
            (otherMarried && marital.includes('married')))),
    );
  }
  if (hasList(housing)) {
    const statuses = answers.housing ? [answers.housing] : HOUSING_CONDITIONS;
    out.housing = overWorlds(statuses, (status) => housing.includes(status));
  }
  return out;
}

export function resultOf(criteria: Partial<Record<CriterionKey, CriterionResult>>): MatchResult {
  const results = Object.values(criteria);
  if (results.includes('unmet')) return 'not_eligible';
  return results.includes('unknown') ? 'likely' : 'eligible';
}

/**
 * Whether the person really meets each criterion (free-text income: undefined, nobody can tell).
 * Ambiguous rules are read strictly: the listed status itself.
 */
export function truthCriteria(
  eligibility: Eligibility,
  truth: Truth,
  today: string,
): Partial<Record<CriterionKey, boolean | undefined>> {
  const year = Number(today.slice(0, 4));
  const { age, regions, income, employment, education, special, marital, housing } = eligibility;
  const out: Partial<Record<CriterionKey, boolean | undefined>> = {};
  if (age && (age.min !== undefined || age.max !== undefined)) {
    out.age = ageHolds(age, readDay(truth.born), truth.militaryMonths, readDay(today));
  }
  if (regions && (regions.sido.length || regions.sigungu?.length)) {
    out.region = regionHolds(regions, { code: truth.sigungu, former: truth.formerArea });
  }
  if (income?.kind === 'text') out.income = undefined;
  if (income?.kind === 'annual' && (income.minManwon ?? income.maxManwon) !== undefined) {
    const v = truth.incomeManwon * WON;
    out.income =
      (income.minManwon === undefined || v >= income.minManwon * WON) &&
      (income.maxManwon === undefined || v <= income.maxManwon * WON);
  }
  if (income?.kind === 'median_ratio') {
    const limit = medianLimit(income.maxPercent, year, truth.householdSize);
    out.income = limit === undefined ? undefined : truth.householdMonthlyManwon * WON <= limit;
  }
  if (hasList(employment)) out.employment = employment.includes(truth.work);
  if (hasList(education)) out.education = education.includes(truth.education);
  if (hasList(special)) {
    const mine = specialsOf(truth);
    out.special = special.some((s) => mine.has(s));
  }
  if (hasList(marital) && !(marital.includes('single') && marital.includes('married'))) {
    out.marital = marital.includes(truth.marital as never);
  }
  if (hasList(housing)) out.housing = housing.includes(truth.housing);
  return out;
}
