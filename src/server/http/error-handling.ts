import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants.js';
import type { ErrorCode, ErrorCodeOf, ErrorEnvelope } from '../../shared/errors.js';
import { wellFormed } from '../../shared/user-text.js';
import type { Locale } from '../../shared/locale.js';
import { translate } from '../../shared/i18n/translate.js';
import { AppError, badRequest, genericCodeForStatus } from './app-error.js';

/** Fastify's own errors for bad requests, mapped to our stable codes. */
const FASTIFY_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_input',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_BAD_URL: 'invalid_input',
};

export function errorMessage(locale: Locale, code: string, status: number): string {
  return (
    translate(locale, `errors.${code}`) ??
    translate(locale, `errors.${genericCodeForStatus(status)}`) ??
    code
  );
}

export function errorEnvelope(
  locale: Locale,
  status: number,
  code: string,
  options: { fields?: Record<string, string>; accessToken?: string } = {},
): ErrorEnvelope {
  return {
    error: {
      code,
      message: errorMessage(locale, code, status),
      ...(options.fields ? { fields: options.fields } : {}),
    },
    ...(options.accessToken ? { access_token: options.accessToken } : {}),
  };
}

/**
 * Deepest nesting a body may have. Our calls nest four levels at most; a bound keeps every walk
 * over a body (ours, zod's, the drivers') far from the stack's end.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * Checks a parsed body once, where it enters, without recursion (a body nested thousands deep
 * must not overflow the stack): too deep is `json_too_deep`; a NUL (PostgreSQL refuses it in
 * text) or a key that is not well-formed UTF-16 is `invalid_input`. Lone surrogates in string
 * values become U+FFFD in place, so no text that reaches a column can break its encoding.
 */
function checkJsonBody(body: unknown): ErrorCodeOf<400> | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length) {
    const { value, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= JSON_MAX_DEPTH) return 'json_too_deep';
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      if (key.includes('\u0000') || wellFormed(key) !== key) return 'invalid_input';
      const child = container[key];
      if (typeof child === 'string') {
        if (child.includes('\u0000')) return 'invalid_input';
        container[key] = wellFormed(child);
      } else {
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

const INVALID = Symbol('invalid');
/** A body that is a bare string gets the same check as the strings inside objects. */
function checkedString(text: string): string | typeof INVALID {
  return text.includes('\u0000') ? INVALID : wellFormed(text);
}

/** Parses JSON bodies strictly: no prototype pollution, a bounded depth, text fit for the database. */
function parseJsonBody(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) {
  if (body.trim() === '') return done(null, undefined);
  let value: unknown;
  try {
    value = secureJson.parse(body, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return done(badRequest('invalid_json'));
  }
  if (typeof value === 'string') value = checkedString(value);
  const problem = value === INVALID ? 'invalid_input' : checkJsonBody(value);
  if (problem) return done(badRequest(problem));
  done(null, value);
}

/**
 * Errors that say the database cannot be reached right now (not that a query is wrong): refused
 * or dropped connections, a pool that could not connect in time, PostgreSQL shutting down or
 * starting (57P01–57P03), too many connections (53300) and SQLSTATE class 08 (connection
 * exception). The caller gets 503 and tries again; nothing about their input was wrong.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNREACHABLE_SQLSTATES = /^(08|57P0[123]|53300)/;
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;
/** Seconds a caller waits before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATES.test(code)))
    return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  return UNREACHABLE_MESSAGES.test(error.message);
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) {
    return new AppError('service_unavailable', {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  const known = error.code ? FASTIFY_ERROR_CODES[error.code] : undefined;
  if (known) return new AppError(known);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(genericCodeForStatus(status), { status });
  return new AppError('internal_error');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.options.headers) reply.headers(error.options.headers);
  const locale = request.locale;
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .send(errorEnvelope(locale, error.status, error.code, error.options));
}

/** Every failure becomes the error envelope of product §12; only our own faults are 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: API_BODY_LIMIT_BYTES },
    parseJsonBody,
  );

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'service_unavailable') request.log.warn({ err: error }, 'database away');
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    return sendError(request, reply, appError);
  });
}
