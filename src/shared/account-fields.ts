import { z } from 'zod';
import { INTEREST_CATEGORIES } from './categories.js';
import { NAME_MIN_LENGTH, NICKNAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { koreaToday } from './korea-date.js';
import { SIDO_CODES } from './regions.js';
import { isVisiblyEmpty } from './user-text.js';

/**
 * The account forms of product §3 and §5: profile keys, and the zod schemas that both the server's
 * calls and the client's react-hook-form forms validate with, so a rule and its message are
 * written once. Messages are keys of the `validation` catalogue (see validation-messages.ts).
 * Checks that need server data (a common-password list, a taken e-mail) stay on the server.
 */

export const GENDERS = ['male', 'female', 'other'] as const;
export const INCOME_LEVELS = [
  'under_24m',
  '24_35m',
  '36_50m',
  '50_70m',
  '70_100m',
  'over_100m',
] as const;
export const EMPLOYMENT_STATUSES = [
  'pre_youth',
  'university_student',
  'graduate_student',
  'job_seeker',
  'soldier',
  'entrepreneur',
] as const;
export const DETAILED_CATEGORIES = [
  'foreigner',
  'soldier',
  'self_employed',
  'multi_job',
  'freelancer',
  'family_caregiver_youth',
  'career_break_woman',
] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'other'] as const;
export const INTERESTS = INTEREST_CATEGORIES;
export const REGIONS = SIDO_CODES;

export type Gender = (typeof GENDERS)[number];
export type IncomeLevel = (typeof INCOME_LEVELS)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type DetailedCategory = (typeof DETAILED_CATEGORIES)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** The keys of a profile, in the order the forms show them. */
export const PROFILE_KEYS = [
  'nickname',
  'gender',
  'birth_year',
  'region',
  'income',
  'employment',
  'detailed_category',
  'marital_status',
  'interests',
] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];

/** Ages a profile may have (issue 5): the service is for young people, but parents read it too. */
export const PROFILE_MIN_AGE = 14;
export const PROFILE_MAX_AGE = 100;
/** Long enough for any real address or password, short enough to bound hashing and storage. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;

/** Versions of the texts a user agrees to; a new text gets a new date here. */
export const TERMS_VERSION = '2026-11-01';
export const PRIVACY_VERSION = '2026-11-01';
export const MARKETING_VERSION = '2026-11-01';

/** An empty choice asks for the field; anything else outside the list is a wrong value. */
const requiredOr = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? 'validation.required'
    : otherwise;

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOr('validation.invalidType') });
}

/** A list of distinct choices (a repeated key is harmless: it is folded). */
function choices<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(choice(values), { error: requiredOr('validation.invalidType') })
    .max(values.length, 'validation.invalidType')
    .transform((list) => [...new Set(list)]);
}

/**
 * Names are shown to other people: control characters and bidirectional overrides (which can make
 * a name read backwards) have no place in them.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const isPrintable = (text: string) => !INVISIBLE_OR_CONTROL.test(text);

/** Calendar year in Korea now; read at each check so a long-running process never goes stale. */
function currentKoreanYear(): number {
  return Number(koreaToday().slice(0, 4));
}

/** The birth years a profile accepts this year (age 14 to 100, counted by year). */
export function birthYearRange(year = currentKoreanYear()): { min: number; max: number } {
  return { min: year - PROFILE_MAX_AGE, max: year - PROFILE_MIN_AGE };
}

export const EmailSchema = z
  .string({ error: requiredOr('validation.invalidType') })
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'))
  // One spelling per address, so the same person never gets two accounts by case alone.
  .transform((email) => email.toLowerCase());

const PasswordSchema = z
  .string({ error: requiredOr('validation.invalidType') })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');

/** The consents a new account gives (product §3): terms and privacy required, marketing optional. */
export const AgreementsSchema = z.strictObject(
  {
    terms: z.literal(true, { error: 'validation.agreementRequired' }),
    privacy: z.literal(true, { error: 'validation.agreementRequired' }),
    marketing: z.boolean().default(false),
  },
  { error: requiredOr('validation.invalidType') },
);
export type Agreements = z.output<typeof AgreementsSchema>;

export const SignUpFormSchema = z
  .strictObject({
    /**
     * One id per submission of the form, kept when it is sent again: a retry of a sign-up whose
     * answer was lost signs in to the account it made (issue 16) instead of a 409.
     */
    request_id: z.uuid().optional(),
    email: EmailSchema,
    password: PasswordSchema,
    confirm_password: z
      .string({ error: requiredOr('validation.invalidType') })
      .min(1, 'validation.required')
      .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax'),
    name: z
      .string({ error: requiredOr('validation.invalidType') })
      .trim()
      .min(1, 'validation.required')
      .min(NAME_MIN_LENGTH, 'validation.nameMin')
      .max(NAME_MAX_LENGTH)
      .refine(isPrintable, 'validation.invalidCharacters')
      .refine((text) => !isVisiblyEmpty(text), 'validation.required'),
    agreements: AgreementsSchema,
  })
  .refine((form) => form.password === form.confirm_password, {
    message: 'validation.passwordMismatch',
    path: ['confirm_password'],
    // Only once both are otherwise valid: "do not match" beside "required" would be noise.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirm_password?: unknown };
      return typeof value.password === 'string' && typeof value.confirm_password === 'string';
    },
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

export const SignInFormSchema = z.strictObject({
  email: EmailSchema,
  // Only "required" here: the length rule of sign-up would tell an attacker about the rule, and an
  // old password never fails twice (once by length, once by value).
  password: z
    .string({ error: requiredOr('validation.invalidType') })
    .min(1, 'validation.required')
    .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax'),
});
export type SignInForm = z.input<typeof SignInFormSchema>;

/** A birth year for age 14 to 100 this year; the profile and the survey ask it the same way. */
export const BirthYearSchema = z
  .number({ error: requiredOr('validation.birthYearInvalid') })
  .int('validation.birthYearInvalid')
  .refine((year) => {
    const { min, max } = birthYearRange();
    return year >= min && year <= max;
  }, 'validation.birthYearInvalid');

export const ProfileFormSchema = z.strictObject({
  nickname: z
    .string({ error: requiredOr('validation.invalidType') })
    .trim()
    .min(1, 'validation.required')
    .max(NICKNAME_MAX_LENGTH, 'validation.nicknameMax')
    .refine(isPrintable, 'validation.invalidCharacters')
    .refine((text) => !isVisiblyEmpty(text), 'validation.required'),
  gender: choice(GENDERS),
  birth_year: BirthYearSchema,
  region: choice(REGIONS as unknown as readonly [string, ...string[]]),
  income: choice(INCOME_LEVELS),
  employment: choice(EMPLOYMENT_STATUSES),
  detailed_category: choices(DETAILED_CATEGORIES).default([]),
  marital_status: choice(MARITAL_STATUSES),
  interests: choices(INTERESTS).refine((list) => list.length > 0, 'validation.interestsRequired'),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;
export type Profile = z.output<typeof ProfileFormSchema>;
