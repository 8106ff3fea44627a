import { ERROR_STATUS, type ErrorCode } from '../../shared/errors.js';

export interface AppErrorOptions {
  /** Per-field messages for validation failures (already in the caller's language). */
  fields?: Record<string, string>;
  /** A fresh access token for 401 token_expired (spec §4). */
  accessToken?: string;
  headers?: Record<string, string>;
}

/**
 * A failure the caller can act on: an HTTP status and a stable snake_case code whose message
 * is looked up in the caller's language (`errors.<code>`, else the generic code of the status).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
  }
}

function generic(code: ErrorCode, options?: AppErrorOptions) {
  return new AppError(ERROR_STATUS[code], code, options);
}

export const notFound = (code = 'not_found') => new AppError(404, code);
export const badRequest = (code: string, options?: AppErrorOptions) =>
  new AppError(400, code, options);
export const unknownMethod = () => generic('unknown_method');
export const clientKeyRequired = () => generic('client_key_required');
export const validationFailed = (fields: Record<string, string>) =>
  generic('validation_failed', { fields });
export const unauthorized = (code = 'unauthorized') => new AppError(401, code);
export const forbidden = (code = 'forbidden') => new AppError(403, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  generic('rate_limited', { headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) } });

/** The generic code answered for a status when a more specific code has no message of its own. */
export function genericCodeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'invalid_input',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'service_unavailable',
  };
  return byStatus[status] ?? 'internal_error';
}
