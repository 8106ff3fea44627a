import type {
  DetailedCategory,
  EmploymentStatus,
  Gender,
  IncomeLevel,
  MaritalStatus,
} from '../account-fields.js';
import type {
  EducationCondition,
  EmploymentCondition,
  HousingCondition,
  SpecialCondition,
} from '../eligibility.js';
import { HOUSEHOLD_SIZE_MAX } from '../constants.js';
import type { HouseholdIncomeLevel, SurveyAnswers } from '../survey.js';
import { canonicalSigungu, formerCodes, sidoOfSigungu } from '../sigungu-history.js';

/**
 * A person as matching sees them: what they told us, each fact either known or absent. Nothing is
 * filled in for an absent answer (issue 13: "unknown never defaults"): a criterion that needs it is
 * `unknown`. Money is kept as the closed range in 원 that the chosen answer allows, so a limit inside
 * the range stays undecided. Built once per person (a request, a session), then judged against any
 * number of policies.
 */
export interface MatchPerson {
  birthYear: number;
  /** 1–12; absent when not told. */
  birthMonth?: number;
  /** One of the 17 user-facing 시·도. */
  sido: string;
  /** The 시·도 codes a policy may use for this 시·도 (광주 is also the merged 12; 강원 the old 42). */
  sidoCodes: readonly string[];
  /** A 2026 시·군·구 code inside `sido`. */
  sigungu?: string;
  /** Codes that name an area holding all of the person's 시·군·구 (itself, the old area around it). */
  sigunguWhole: readonly string[];
  /** Old codes of areas that hold only part of it: a policy naming one of them may or may not apply. */
  sigunguPartly: readonly string[];
  /** Personal yearly income before tax, in 원, as a closed range. */
  annualIncome?: MoneyRange;
  /** The household's monthly income before tax, in 원. */
  householdMonthlyIncome?: MoneyRange;
  /** Household size as a range: [1, 10] when not told, [1, 1] for a one-person household. */
  householdSize: { min: number; max: number };
  workStatus?: EmploymentCondition;
  education?: EducationCondition;
  maritalStatus?: MaritalStatus;
  housing?: HousingCondition;
  /** Months of military service; absent when not told. */
  militaryMonths?: number;
  gender?: Gender;
  /** Special categories the person has / is known not to have; any other is unknown. */
  specialYes: ReadonlySet<SpecialCondition>;
  specialNo: ReadonlySet<SpecialCondition>;
}

/** A closed range of 원; `max` is Infinity for an open top ("1억 원 초과"). */
export interface MoneyRange {
  min: number;
  max: number;
}

const MANWON = 10_000;
const range = (minManwon: number, maxManwon: number): MoneyRange => ({
  min: minManwon * MANWON,
  max: Number.isFinite(maxManwon) ? maxManwon * MANWON : Infinity,
});

/**
 * The profile's yearly income levels. The labels leave gaps and overlaps (2,400만~3,500만 and
 * 3,600만~5,000만; 5,000만 in two), so each range is taken wide enough to hold everyone who could
 * have chosen it: a limit near an edge gives `unknown`, never a wrong `met`.
 */
const ANNUAL_INCOME: Readonly<Record<IncomeLevel, MoneyRange>> = {
  under_24m: { min: 0, max: 2400 * MANWON - 1 },
  '24_35m': range(2400, 3600),
  '36_50m': range(3500, 5000),
  '50_70m': range(5000, 7000),
  '70_100m': range(7000, 10_000),
  over_100m: { min: 10_000 * MANWON + 1, max: Infinity },
};

/** The survey's monthly household income levels, each edge counted in both neighbours. */
const HOUSEHOLD_INCOME: Readonly<Record<HouseholdIncomeLevel, MoneyRange>> = {
  under_200: range(0, 200),
  '200_300': range(200, 300),
  '300_400': range(300, 400),
  '400_500': range(400, 500),
  '500_700': range(500, 700),
  '700_1000': range(700, 1000),
  over_1000: range(1000, Infinity),
};

/** A 시·도 and the other codes policies may file it under. */
const SIDO_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '29': ['12'],
  '46': ['12'],
  '51': ['42'],
  '52': ['45'],
};

/** The survey's and profile's special categories that are also policies' special categories. */
const DETAILED_AS_SPECIAL: Readonly<Partial<Record<DetailedCategory, SpecialCondition>>> = {
  foreigner: 'foreigner',
  soldier: 'soldier',
  multi_job: 'multi_job',
  freelancer: 'freelancer',
  family_caregiver_youth: 'family_caregiver_youth',
  career_break_woman: 'career_break_woman',
};

/** The profile's "what I do now" as the source's employment and education codes, where it says. */
const PROFILE_EMPLOYMENT: Readonly<
  Record<EmploymentStatus, { work?: EmploymentCondition; education?: EducationCondition }>
> = {
  pre_youth: {},
  university_student: { education: 'university_student' },
  graduate_student: { education: 'graduate_degree' },
  job_seeker: { work: 'unemployed' },
  soldier: {},
  entrepreneur: { work: 'entrepreneur' },
};

/** What the survey or the profile told, in matching's words, before ranges and aliases. */
interface Facts extends Pick<
  MatchPerson,
  | 'birthYear'
  | 'birthMonth'
  | 'sido'
  | 'sigungu'
  | 'workStatus'
  | 'education'
  | 'maritalStatus'
  | 'housing'
  | 'militaryMonths'
  | 'gender'
> {
  income?: IncomeLevel;
  householdIncome?: HouseholdIncomeLevel;
  householdSize?: number;
  singleHousehold?: boolean;
  /** Absent: not answered; empty: none of them. */
  detailedCategory?: readonly DetailedCategory[];
  isSoldier?: boolean;
}

function buildPerson(facts: Facts): MatchPerson {
  // A code of an older map names the same area on the 2026 map when it maps one for one.
  const current = facts.sigungu ? canonicalSigungu(facts.sigungu) : [];
  const sigungu =
    current.length === 1 && sidoOfSigungu(current[0]!) === facts.sido ? current[0] : undefined;
  const former = sigungu ? formerCodes(sigungu) : { whole: [], partly: [] };
  const person: MatchPerson = {
    birthYear: facts.birthYear,
    sido: facts.sido,
    sidoCodes: [facts.sido, ...(SIDO_ALIASES[facts.sido] ?? [])],
    sigunguWhole: former.whole,
    sigunguPartly: former.partly,
    householdSize: householdSize(facts),
    specialYes: new Set(),
    specialNo: new Set(),
  };
  if (facts.birthMonth !== undefined) person.birthMonth = facts.birthMonth;
  if (sigungu) person.sigungu = sigungu;
  if (facts.income) person.annualIncome = ANNUAL_INCOME[facts.income];
  if (facts.householdIncome)
    person.householdMonthlyIncome = HOUSEHOLD_INCOME[facts.householdIncome];
  if (facts.workStatus) person.workStatus = facts.workStatus;
  if (facts.education) person.education = facts.education;
  if (facts.maritalStatus) person.maritalStatus = facts.maritalStatus;
  if (facts.housing) person.housing = facts.housing;
  if (facts.militaryMonths !== undefined) person.militaryMonths = facts.militaryMonths;
  if (facts.gender) person.gender = facts.gender;
  readSpecial(
    facts,
    person.specialYes as Set<SpecialCondition>,
    person.specialNo as Set<SpecialCondition>,
  );
  return person;
}

function householdSize(facts: Facts): { min: number; max: number } {
  if (facts.householdSize !== undefined)
    return { min: facts.householdSize, max: facts.householdSize };
  if (facts.singleHousehold === true) return { min: 1, max: 1 };
  return { min: facts.singleHousehold === false ? 2 : 1, max: HOUSEHOLD_SIZE_MAX };
}

/** What the answers say about the policies' special categories; the rest stays unknown. */
function readSpecial(facts: Facts, yes: Set<SpecialCondition>, no: Set<SpecialCondition>): void {
  if (facts.detailedCategory) {
    for (const [detailed, special] of Object.entries(DETAILED_AS_SPECIAL)) {
      (facts.detailedCategory.includes(detailed as DetailedCategory) ? yes : no).add(special);
    }
  }
  if (facts.isSoldier) yes.add('soldier');
  if (facts.gender === 'female') yes.add('woman');
  if (facts.gender === 'male') {
    no.add('woman');
    no.add('career_break_woman');
  }
  if (facts.workStatus === 'farmer') yes.add('farmer');
  if (facts.workStatus === 'freelancer') yes.add('freelancer');
  // Someone without work is not working at a small company now.
  if (facts.workStatus === 'unemployed') no.add('sme_worker');
  for (const special of yes) no.delete(special);
}

/** The survey's answers (every optional one may be absent: "잘 모르겠어요"). */
export function personFromAnswers(answers: SurveyAnswers): MatchPerson {
  return buildPerson({
    birthYear: answers.birth_year,
    birthMonth: answers.birth_month,
    sido: answers.sido,
    sigungu: answers.sigungu,
    income: answers.income,
    householdIncome: answers.household_income,
    householdSize: answers.household_size,
    singleHousehold: answers.single_household,
    workStatus: answers.work_status,
    education: answers.education,
    maritalStatus: answers.marital_status,
    housing: answers.housing,
    militaryMonths: answers.military_months,
    gender: answers.gender,
    detailedCategory: answers.detailed_category,
  });
}

/** The fields of a profile (`ProfileSchema` of contract/user.ts) that matching reads. */
export interface ProfileFacts {
  birth_year: number;
  region: string;
  gender?: Gender;
  income?: IncomeLevel;
  employment?: EmploymentStatus;
  detailed_category?: readonly DetailedCategory[];
  marital_status?: MaritalStatus;
}

/**
 * A profile: coarser than the survey (no month, 시·군·구, household or housing), so more criteria stay
 * unknown. Its "what I do now" says a work status or a school only where it clearly does.
 */
export function personFromProfile(profile: ProfileFacts): MatchPerson {
  const employment = profile.employment ? PROFILE_EMPLOYMENT[profile.employment] : {};
  const detailed = profile.detailed_category;
  return buildPerson({
    birthYear: profile.birth_year,
    sido: profile.region,
    income: profile.income,
    workStatus:
      employment.work ?? (detailed?.includes('self_employed') ? 'self_employed' : undefined),
    education: employment.education,
    maritalStatus: profile.marital_status,
    gender: profile.gender,
    detailedCategory: detailed,
    isSoldier: profile.employment === 'soldier',
  });
}
