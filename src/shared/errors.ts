import { z } from 'zod';

/**
 * Every error code the API answers with, and its HTTP status. Codes are stable: clients and
 * operators match on them. The server's AppError takes only these (a typo fails the typecheck),
 * and every one has a message in each language under `errors` (i18n/catalogue.test.ts).
 */
export const ERROR_STATUS = {
  not_found: 404,
  unknown_method: 400,
  client_key_required: 400,
  validation_failed: 400,
  invalid_json: 400,
  invalid_input: 400,
  json_too_deep: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  unauthorized: 401,
  token_expired: 401,
  invalid_credentials: 401,
  email_taken: 409,
  cross_site_request: 403,
  // Social sign-in (decision 010).
  provider_not_found: 404,
  social_sign_in_failed: 400,
  link_ticket_invalid: 400,
  consent_required: 403,
  social_provider_unavailable: 502,
  social_sign_up_failed: 500,
  forbidden: 403,
  // Community (issue 12).
  comment_not_found: 404,
  review_required: 403,
  rating_exists: 409,
  survey_required: 409,
  duplicate_comment: 429,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The codes answered with one status, e.g. `ErrorCodeOf<400>` for the factories of bad requests. */
export type ErrorCodeOf<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends Status ? Code : never;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  /** Present on 401 token_expired when the refresh cookie was valid (product §4). */
  access_token: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
