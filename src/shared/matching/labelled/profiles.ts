import type { Gender, MaritalStatus } from '../../account-fields.js';
import type {
  EducationCondition,
  Eligibility,
  EmploymentCondition,
  HousingCondition,
  SpecialCondition,
} from '../../eligibility.js';
import type { SidoCode } from '../../regions.js';
import type { SurveyAnswerKey } from '../../survey.js';

/**
 * The labelled set of issue 13: people whose whole situation we know (`truth`) and who told the
 * survey only some of it (`told`), judged against every demo policy and the boundary policies
 * below. The expected result of each pair follows from what was told (oracle.ts); the truth says
 * whether the person could really apply, for precision and recall (measure.ts).
 */

export const LABELLED_TODAY = '2026-11-25';

export interface Truth {
  /** The real birthday, YYYY-MM-DD. */
  born: string;
  sido: SidoCode;
  /** A 2026 시·군·구 code inside `sido`. */
  sigungu: string;
  /** For an area carved from two old ones (인천 제물포구): the old area the address was in. */
  formerArea?: string;
  /** Personal yearly income before tax, 만 원. */
  incomeManwon: number;
  householdSize: number;
  /** Household monthly income before tax, 만 원. */
  householdMonthlyManwon: number;
  work: EmploymentCondition;
  education: EducationCondition;
  marital: MaritalStatus;
  housing: HousingCondition;
  militaryMonths: number;
  gender: Gender;
  /** Special categories that apply (those following from gender and work are added). */
  special: SpecialCondition[];
}

export interface LabelledProfile {
  id: string;
  truth: Truth;
  /** The survey's answer keys the person gave (birth year and 시·도 always). */
  told: readonly SurveyAnswerKey[];
}

export interface LabelledPolicy {
  slug: string;
  eligibility: Eligibility;
}

const EVERYTHING: readonly SurveyAnswerKey[] = [
  'birth_year',
  'birth_month',
  'gender',
  'sido',
  'sigungu',
  'income',
  'household_size',
  'household_income',
  'work_status',
  'education',
  'housing',
  'single_household',
  'military_months',
  'marital_status',
  'detailed_category',
];
const CORE: readonly SurveyAnswerKey[] = ['birth_year', 'sido'];
const except = (...keys: SurveyAnswerKey[]) => EVERYTHING.filter((key) => !keys.includes(key));
const only = (...keys: SurveyAnswerKey[]) => [...CORE, ...keys];

const BASE: Truth = {
  born: '1997-06-15',
  sido: '11',
  sigungu: '11440', // 마포구
  incomeManwon: 3000,
  householdSize: 1,
  householdMonthlyManwon: 250,
  work: 'unemployed',
  education: 'university_graduate',
  marital: 'single',
  housing: 'homeless_head',
  militaryMonths: 0,
  gender: 'female',
  special: [],
};

const person = (id: string, truth: Partial<Truth>, told = EVERYTHING): LabelledProfile => ({
  id,
  truth: { ...BASE, ...truth },
  told,
});

export const LABELLED_PROFILES: readonly LabelledProfile[] = [
  // Everything told, or almost nothing.
  person('seoul-29-everything', {}),
  person('seoul-29-core-only', {}, CORE),
  person('seoul-29-no-money', {}, except('income', 'household_income', 'household_size')),
  // Age at the boundaries (today 2026-11-25).
  person('born-1991-year-only', { born: '1991-08-10' }, only('work_status', 'income')),
  person('born-1991-december', { born: '1991-12-03' }),
  person('born-1991-october', { born: '1991-10-20' }),
  person('born-1991-november-28', { born: '1991-11-28' }),
  person('turns-35-today', { born: '1991-11-25' }),
  person(
    'born-2007-year-only',
    { born: '2007-03-01', sido: '41', sigungu: '41111' },
    only('work_status'),
  ),
  person('born-2007-december', { born: '2007-12-24', education: 'high_school_graduate' }),
  person('turns-19-today', { born: '2007-11-25', education: 'high_school_graduate' }),
  person('born-1986-november-30', { born: '1986-11-30', marital: 'married', householdSize: 2 }),
  person('aged-40', { born: '1986-02-01', work: 'employed', incomeManwon: 4200 }),
  person('born-2001-year-only', { born: '2001-05-05' }, only('gender', 'detailed_category')),
  person('aged-13', {
    born: '2012-12-31',
    education: 'below_high_school',
    special: ['family_caregiver_youth'],
  }),
  person('aged-36-no-answers', { born: '1990-01-15' }, CORE),
  // Military service raising an upper age limit.
  person('served-24-months-aged-36', {
    born: '1990-02-01',
    gender: 'male',
    militaryMonths: 24,
    incomeManwon: 4100,
  }),
  person(
    'served-unknown-aged-36',
    { born: '1990-02-01', gender: 'male', militaryMonths: 24 },
    except('military_months'),
  ),
  person('served-none-aged-36', { born: '1990-02-01', militaryMonths: 0 }),
  person('served-21-months-aged-35', { born: '1991-03-09', gender: 'male', militaryMonths: 21 }),
  // Regions: 시·도, 시·군·구, the merged 12 and old maps.
  person('busan-married-employed', {
    sido: '26',
    sigungu: '26350',
    work: 'employed',
    incomeManwon: 4000,
    marital: 'married',
    householdSize: 2,
    householdMonthlyManwon: 550,
    housing: 'homeowner',
    gender: 'male',
    militaryMonths: 21,
  }),
  person('gwangju-bukgu', { sido: '29', sigungu: '12300', born: '1999-04-02' }),
  person('gwangju-no-sigungu', { sido: '29', sigungu: '12210' }, except('sigungu')),
  person('jeonnam-core-only', { sido: '46', sigungu: '12150', born: '1995-09-09' }, CORE),
  person('gangwon-chuncheon', { sido: '51', sigungu: '51110', born: '2000-01-20' }),
  person('incheon-jemulpo', { sido: '28', sigungu: '28125', formerArea: '28140' }),
  person('incheon-yeongjong', { sido: '28', sigungu: '28155', formerArea: '28110' }),
  person('seoul-jongno', { sigungu: '11110', born: '1994-07-07' }),
  person('seoul-no-sigungu', { sigungu: '11110' }, except('sigungu')),
  person('gyeonggi-suwon', {
    sido: '41',
    sigungu: '41111',
    work: 'employed',
    special: ['sme_worker'],
  }),
  person('sejong', { sido: '36', sigungu: '36110', born: '1993-03-03' }),
  person('jeju-farmer', {
    sido: '50',
    sigungu: '50130',
    work: 'farmer',
    gender: 'male',
    militaryMonths: 18,
  }),
  // Income: an annual range and the median ratio.
  person('income-6000', { incomeManwon: 6000, work: 'employed' }),
  person('income-5000', { incomeManwon: 5000, work: 'employed' }),
  person('income-12000-married', {
    incomeManwon: 12_000,
    marital: 'married',
    work: 'employed',
    householdSize: 2,
    householdMonthlyManwon: 1200,
    housing: 'homeowner',
  }),
  person(
    'household-150-size-untold',
    { householdMonthlyManwon: 150 },
    except('household_size', 'single_household'),
  ),
  person('household-of-4-earning-380', {
    householdSize: 4,
    householdMonthlyManwon: 380,
    housing: 'homeless_member',
  }),
  person('living-alone-earning-180', { householdMonthlyManwon: 180 }, except('household_size')),
  person('household-of-3-earning-420', {
    householdSize: 3,
    householdMonthlyManwon: 420,
    sido: '27',
    sigungu: '27260',
  }),
  // Marital status, education, work and special categories.
  person('divorced', { marital: 'divorced', born: '1992-02-02' }),
  person('marital-other', { marital: 'other' }),
  person('family-caregiver', {
    born: '2004-05-05',
    special: ['family_caregiver_youth'],
    education: 'university_student',
  }),
  person('university-student', {
    born: '2005-03-03',
    education: 'university_student',
    householdSize: 3,
    householdMonthlyManwon: 450,
  }),
  person('graduate-degree', { education: 'graduate_degree', born: '1998-10-10' }),
  person('sme-worker-not-asked', {
    work: 'employed',
    education: 'high_school_graduate',
    special: ['sme_worker'],
    incomeManwon: 2800,
  }),
  person('daegu-entrepreneur', {
    sido: '27',
    sigungu: '27110',
    work: 'entrepreneur',
    born: '1995-01-01',
    gender: 'male',
    militaryMonths: 18,
  }),
  person('freelancer', { work: 'freelancer', special: ['multi_job'], incomeManwon: 2200 }),
  person('foreigner', { special: ['foreigner'], born: '2000-08-08' }),
  person('disabled-not-asked', { special: ['disabled'], born: '1998-12-12' }),
  person('single-parent-23', {
    born: '2003-04-04',
    special: ['single_parent'],
    householdSize: 2,
    householdMonthlyManwon: 160,
  }),
  person('basic-livelihood', {
    special: ['basic_livelihood'],
    born: '2002-02-02',
    householdMonthlyManwon: 90,
  }),
  person('homeowner', { housing: 'homeowner' }),
  person('career-break-woman', { born: '1993-06-06', special: ['career_break_woman'] }),
  person('serving-soldier', {
    born: '2005-07-07',
    gender: 'male',
    work: 'other',
    special: ['soldier'],
    militaryMonths: 10,
  }),
  person(
    'incheon-profile-like',
    { sido: '28', sigungu: '28185', born: '1996-01-01' },
    only('gender', 'income', 'marital_status', 'detailed_category'),
  ),
];

/**
 * Policies beside the demo content for boundaries it lacks: 시·군·구, the merged 12 and old codes,
 * an uncapped military extension, an income band, a 고졸 requirement, 무주택 세대주 only.
 */
export const BOUNDARY_POLICIES: readonly LabelledPolicy[] = [
  {
    slug: 'boundary-jongno',
    eligibility: { age: { min: 19, max: 39 }, regions: { sido: ['11'], sigungu: ['11110'] } },
  },
  {
    slug: 'boundary-gwangju-bukgu-old-code',
    eligibility: { regions: { sido: ['29'], sigungu: ['29170'] } },
  },
  {
    slug: 'boundary-merged-12',
    eligibility: { age: { min: 19, max: 39 }, regions: { sido: ['12'] } },
  },
  { slug: 'boundary-gangwon-old-42', eligibility: { regions: { sido: ['42'] } } },
  {
    slug: 'boundary-incheon-old-junggu',
    eligibility: { regions: { sido: ['28'], sigungu: ['28110'] } },
  },
  {
    slug: 'boundary-seoul-and-suwon-jangan',
    eligibility: { regions: { sido: ['11', '41'], sigungu: ['41111'] } },
  },
  {
    slug: 'boundary-military-uncapped',
    eligibility: { age: { min: 19, max: 29, militaryMaxMonths: 120 } },
  },
  {
    slug: 'boundary-income-band',
    eligibility: { income: { kind: 'annual', minManwon: 2400, maxManwon: 3600 } },
  },
  {
    slug: 'boundary-high-school-graduates',
    eligibility: { education: ['high_school_graduate'], age: { max: 29 } },
  },
  {
    slug: 'boundary-homeless-heads',
    eligibility: { housing: ['homeless_head'], age: { min: 19, max: 39 } },
  },
  { slug: 'boundary-from-30', eligibility: { age: { min: 30 }, marital: ['married'] } },
  {
    slug: 'boundary-median-150-of-4',
    eligibility: { income: { kind: 'median_ratio', maxPercent: 150 } },
  },
];

/** Pairs read by hand, each with the result the survey's answers must give. */
export const HAND_LABELLED: readonly [profile: string, policy: string, result: string][] = [
  ['born-1991-year-only', 'k-pass-youth-refund', 'likely'], // 34 or 35 for 19–34
  ['born-1991-december', 'k-pass-youth-refund', 'eligible'], // 34
  ['born-1991-october', 'k-pass-youth-refund', 'not_eligible'], // 35
  ['born-1991-november-28', 'k-pass-youth-refund', 'likely'], // birthday this month
  ['turns-35-today', 'k-pass-youth-refund', 'likely'],
  ['born-2007-december', 'k-pass-youth-refund', 'not_eligible'], // 18
  ['born-2007-year-only', 'boundary-jongno', 'not_eligible'], // 경기 수원
  ['born-1986-november-30', 'boundary-from-30', 'eligible'],
  ['aged-40', 'boundary-merged-12', 'not_eligible'],
  ['aged-13', 'boundary-homeless-heads', 'not_eligible'],
  ['served-24-months-aged-36', 'youth-leap-account', 'eligible'], // 36y9m less 24 months
  ['served-unknown-aged-36', 'youth-leap-account', 'likely'],
  ['served-none-aged-36', 'youth-leap-account', 'not_eligible'],
  ['served-21-months-aged-35', 'boundary-military-uncapped', 'not_eligible'], // 35y8m less 21 > 29
  ['gwangju-bukgu', 'boundary-gwangju-bukgu-old-code', 'eligible'],
  ['gwangju-no-sigungu', 'boundary-gwangju-bukgu-old-code', 'likely'],
  ['gwangju-bukgu', 'boundary-merged-12', 'eligible'],
  ['jeonnam-core-only', 'boundary-merged-12', 'eligible'], // 30 or 31; 전남 is in 12
  ['seoul-29-everything', 'boundary-merged-12', 'not_eligible'],
  ['gangwon-chuncheon', 'boundary-gangwon-old-42', 'eligible'],
  ['incheon-jemulpo', 'boundary-incheon-old-junggu', 'likely'], // 제물포구 is partly the old 중구
  ['incheon-yeongjong', 'boundary-incheon-old-junggu', 'eligible'],
  ['seoul-jongno', 'boundary-jongno', 'eligible'],
  ['seoul-no-sigungu', 'boundary-jongno', 'likely'],
  ['seoul-29-everything', 'boundary-jongno', 'not_eligible'], // 마포구
  ['seoul-29-everything', 'boundary-seoul-and-suwon-jangan', 'eligible'],
  ['gyeonggi-suwon', 'boundary-seoul-and-suwon-jangan', 'eligible'],
  ['income-6000', 'boundary-income-band', 'not_eligible'],
  ['seoul-29-everything', 'boundary-income-band', 'eligible'],
  ['seoul-29-core-only', 'boundary-income-band', 'likely'],
  ['income-12000-married', 'newlywed-purchase-loan', 'not_eligible'], // 8,500만 limit
  ['household-150-size-untold', 'boundary-median-150-of-4', 'eligible'], // under any size's limit
  ['household-of-4-earning-380', 'youth-rent-special-support', 'likely'], // 60 % of 4 is 389.7만
  ['living-alone-earning-180', 'youth-rent-special-support', 'likely'],
  ['divorced', 'newlywed-purchase-loan', 'not_eligible'],
  ['graduate-degree', 'boundary-high-school-graduates', 'likely'],
  ['homeowner', 'youth-rent-special-support', 'not_eligible'],
  ['seoul-29-everything', 'boundary-homeless-heads', 'eligible'],
];
