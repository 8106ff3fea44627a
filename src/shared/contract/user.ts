import { z } from 'zod';
import {
  DETAILED_CATEGORIES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  INCOME_LEVELS,
  INTERESTS,
  MARITAL_STATUSES,
  ProfileFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
} from '../account-fields.js';
import { defineCall } from './define.js';
import { NotificationListSchema } from './notification.js';

/**
 * The account calls of product §7 (product §12): e-mail sign-up and sign-in, the profile, deletion and
 * sign-out. Social sign-in (`user/create`) answers the same SignedInAnswer.
 */

/** Ways an account can sign in: a password, or a linked social account. */
export const SIGN_IN_METHODS = ['email', 'kakao', 'naver', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const ProfileSchema = z.object({
  nickname: z.string(),
  gender: z.enum(GENDERS),
  birth_year: z.number().int(),
  /** 시·도 code (`11` … `52`). */
  region: z.string(),
  income: z.enum(INCOME_LEVELS),
  employment: z.enum(EMPLOYMENT_STATUSES),
  detailed_category: z.array(z.enum(DETAILED_CATEGORIES)),
  marital_status: z.enum(MARITAL_STATUSES),
  interests: z.array(z.enum(INTERESTS)),
});

export const UserSchema = z.object({
  id: z.string(),
  /** Null for a social account whose provider gave no e-mail. */
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The profile's nickname, null until the profile is complete. */
  nickname: z.string().nullable(),
  /** False until `user/complete-profile` succeeded: the client then opens profile-setup/. */
  is_profile_complete: z.boolean(),
  profile: ProfileSchema.nullable(),
  providers: z.array(z.enum(SIGN_IN_METHODS)),
  /**
   * `operator` for the team (product §6): the screens then offer hiding and restoring content.
   * Only a hint for what to show: every call checks the role on the server. Absent: a user.
   */
  role: z.enum(['user', 'operator']).optional(),
});
export type User = z.output<typeof UserSchema>;

/** What a successful sign-in or sign-up answers (product §7): the client stores all three (product §4). */
export const SignedInAnswerSchema = z.object({
  user: UserSchema,
  access_token: z.string(),
  notifications: NotificationListSchema,
});
export type SignedInAnswer = z.output<typeof SignedInAnswerSchema>;

export const userEmailSignup = defineCall({
  path: 'user/email-signup',
  method: 'create',
  auth: 'none',
  summary:
    'Creates an account with e-mail and password (product §5 rules; not one of the 10,000 most common passwords), stores each consent with its text version, and signs in: answers user, access_token and notifications and sets the refresh cookie. A taken e-mail is 409 email_taken. Rate-limited per IP and per e-mail (429 with Retry-After).',
  input: SignUpFormSchema,
  output: SignedInAnswerSchema,
});

export const userEmailLogin = defineCall({
  path: 'user/email-login',
  method: 'create',
  auth: 'none',
  summary:
    'Signs in with e-mail and password: answers user, access_token and notifications and sets the refresh cookie. An unknown e-mail and a wrong password both answer 401 invalid_credentials. Rate-limited per IP and per e-mail (429 with Retry-After).',
  input: SignInFormSchema,
  output: SignedInAnswerSchema,
});

export const userRead = defineCall({
  path: 'user/read',
  method: 'read',
  auth: 'required',
  summary:
    "The signed-in user and their notifications. A page without an access token calls it: with a valid refresh cookie it answers 401 token_expired with a new top-level access_token, and the client's retry succeeds.",
  input: z.strictObject({}),
  output: z.object({ user: UserSchema, notifications: NotificationListSchema }),
});

export const userUpdate = defineCall({
  path: 'user/update',
  method: 'update',
  auth: 'required',
  summary: 'Saves the profile from the account page, with the rules of profile setup.',
  input: ProfileFormSchema,
  output: z.object({ user: UserSchema }),
});

export const userCompleteProfile = defineCall({
  path: 'user/complete-profile',
  method: 'update',
  auth: 'required',
  summary:
    'Saves the profile after the first sign-in (product §5: nickname at most 12, a birth year for age 14 to 100, at least one interest) and marks it complete.',
  input: ProfileFormSchema,
  output: z.object({ user: UserSchema }),
});

export const userDelete = defineCall({
  path: 'user/delete',
  method: 'delete',
  auth: 'required',
  summary:
    "Deletes the account: e-mail, name, password, profile and optional consents are erased at once, every session ends and the refresh cookie is cleared; the user's content stays, shown as by a withdrawn member. The same e-mail may sign up again as a new account.",
  input: z.strictObject({}),
  output: z.object({ is_deleted: z.literal(true) }),
});

export const userSignOut = defineCall({
  path: 'user/delete',
  method: 'sign_out',
  auth: 'none',
  summary:
    'Signs out: ends the session of the refresh cookie (its whole token family) and of the bearer token, and clears the cookie. Always succeeds, signed in or not.',
  input: z.strictObject({}),
  output: z.object({ is_signed_out: z.literal(true) }),
});
