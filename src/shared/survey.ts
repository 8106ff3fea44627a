import { z } from 'zod';
import {
  BirthYearSchema,
  DETAILED_CATEGORIES,
  GENDERS,
  INCOME_LEVELS,
  INTERESTS,
  MARITAL_STATUSES,
} from './account-fields.js';
import { EDUCATION_CONDITIONS, EMPLOYMENT_CONDITIONS, HOUSING_CONDITIONS } from './eligibility.js';
import { SIDO_CODES } from './regions.js';
import { HOUSEHOLD_SIZE_MAX } from './constants.js';

/**
 * The recommendation survey (issue 13): the profile's matching fields of product §3 plus the few
 * that sharpen matching and the profile lacks. Every answer but the birth year and the 시·도 may be
 * left out ("잘 모르겠어요"): a missing answer leaves its criteria `unknown`, never met or unmet.
 * The server's `survey/read` lists these questions with the signed-in user's prefill; the browser
 * and the server validate answers with the same schema.
 */

/** Bump when a question is added, removed or changes its options; answers keep their version. */
export const SURVEY_VERSION = 1;

/** 무주택 세대주 / 무주택 세대원 / 주택을 가진 가구. */
export const HOUSING_STATUSES = HOUSING_CONDITIONS;
/** A household's monthly income before tax, in 만원 ranges a person can tell without documents. */
export const HOUSEHOLD_INCOME_LEVELS = [
  'under_200',
  '200_300',
  '300_400',
  '400_500',
  '500_700',
  '700_1000',
  'over_1000',
] as const;
export { HOUSEHOLD_SIZE_MAX };
/** Long enough for any service (officers included); programs extend an age limit by up to 3 years. */
export const MILITARY_MONTHS_MAX = 120;

export type HousingStatus = (typeof HOUSING_STATUSES)[number];
export type HouseholdIncomeLevel = (typeof HOUSEHOLD_INCOME_LEVELS)[number];

export const SURVEY_QUESTION_TYPES = [
  'year', // a birth year
  'month', // 1 to 12
  'choice', // one of options
  'choices', // several of options
  'sido', // one 시·도 code
  'sigungu', // one 5-digit 시·군·구 code inside the chosen 시·도
  'count', // a small whole number (household size, months served)
  'yes_no',
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

/** One question: its key (also the answer's key), how it is asked, and whether it may be skipped. */
export interface SurveyQuestionDef {
  key: SurveyAnswerKey;
  type: SurveyQuestionType;
  required: boolean;
  options?: readonly string[];
  min?: number;
  max?: number;
}

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional();
const optionalChoices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)])
    .optional();

/**
 * The answers, by question key. The birth year's range is read at each check (a long-running
 * process never goes stale); `sigungu` is checked against the chosen 시·도 by the server.
 */
export const SurveyAnswersSchema = z.strictObject({
  birth_year: BirthYearSchema,
  birth_month: z.number().int().min(1).max(12).optional(),
  gender: optionalChoice(GENDERS),
  sido: z.enum(SIDO_CODES as unknown as [string, ...string[]]),
  sigungu: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  income: optionalChoice(INCOME_LEVELS),
  household_size: z.number().int().min(1).max(HOUSEHOLD_SIZE_MAX).optional(),
  household_income: optionalChoice(HOUSEHOLD_INCOME_LEVELS),
  work_status: optionalChoice(EMPLOYMENT_CONDITIONS),
  education: optionalChoice(EDUCATION_CONDITIONS),
  housing: optionalChoice(HOUSING_STATUSES),
  single_household: z.boolean().optional(),
  military_months: z.number().int().min(0).max(MILITARY_MONTHS_MAX).optional(),
  marital_status: optionalChoice(MARITAL_STATUSES),
  detailed_category: optionalChoices(DETAILED_CATEGORIES),
  interests: optionalChoices(INTERESTS),
});
export type SurveyAnswers = z.output<typeof SurveyAnswersSchema>;
export type SurveyAnswerKey = keyof SurveyAnswers;

/** The questions in the order the survey asks them: who, where, money, work and study, home, more. */
export const SURVEY_QUESTIONS: readonly SurveyQuestionDef[] = [
  { key: 'birth_year', type: 'year', required: true },
  { key: 'birth_month', type: 'month', required: false, min: 1, max: 12 },
  { key: 'gender', type: 'choice', required: false, options: GENDERS },
  { key: 'sido', type: 'sido', required: true, options: SIDO_CODES },
  { key: 'sigungu', type: 'sigungu', required: false },
  { key: 'work_status', type: 'choice', required: false, options: EMPLOYMENT_CONDITIONS },
  { key: 'education', type: 'choice', required: false, options: EDUCATION_CONDITIONS },
  { key: 'income', type: 'choice', required: false, options: INCOME_LEVELS },
  {
    key: 'household_size',
    type: 'count',
    required: false,
    min: 1,
    max: HOUSEHOLD_SIZE_MAX,
  },
  { key: 'household_income', type: 'choice', required: false, options: HOUSEHOLD_INCOME_LEVELS },
  { key: 'housing', type: 'choice', required: false, options: HOUSING_STATUSES },
  { key: 'single_household', type: 'yes_no', required: false },
  { key: 'marital_status', type: 'choice', required: false, options: MARITAL_STATUSES },
  {
    key: 'military_months',
    type: 'count',
    required: false,
    min: 0,
    max: MILITARY_MONTHS_MAX,
  },
  { key: 'detailed_category', type: 'choices', required: false, options: DETAILED_CATEGORIES },
  { key: 'interests', type: 'choices', required: false, options: INTERESTS },
];
