import { ERROR_STATUS, type ErrorCode, type ErrorCodeOf } from '../../shared/errors.js';

export interface AppErrorOptions {
  /** Per-field messages for validation failures (already in the caller's language). */
  fields?: Record<string, string>;
  /** A fresh access token for 401 token_expired (product §4). */
  accessToken?: string;
  headers?: Record<string, string>;
  /**
   * Only for a framework's refusal whose status has no code of its own (a 408, a 431): answered
   * with the generic code of its class and this status. Everything else takes the code's status.
   */
  status?: number;
}

/**
 * A failure the caller can act on: a stable snake_case code of ERROR_STATUS, whose status it
 * answers with and whose message is looked up in the caller's language (`errors.<code>`).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.status = options.status ?? ERROR_STATUS[code];
  }
}

export const notFound = (code: ErrorCodeOf<404> = 'not_found') => new AppError(code);
export const badRequest = (code: ErrorCodeOf<400>, options?: AppErrorOptions) =>
  new AppError(code, options);
export const unknownMethod = () => new AppError('unknown_method');
export const clientKeyRequired = () => new AppError('client_key_required');
export const validationFailed = (fields: Record<string, string>) =>
  new AppError('validation_failed', { fields });
export const unauthorized = (code: ErrorCodeOf<401> = 'unauthorized') => new AppError(code);
export const forbidden = (code: ErrorCodeOf<403> = 'forbidden') => new AppError(code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('rate_limited', {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });

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
