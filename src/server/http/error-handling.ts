import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants.js';
import type { ErrorCode, ErrorEnvelope } from '../../shared/errors.js';
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

function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNulCharacter(v));
  }
  return false;
}

/** Parses JSON bodies strictly: no prototype pollution, no NUL characters (PostgreSQL refuses them). */
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
  if (hasNulCharacter(value)) return done(badRequest('invalid_input'));
  done(null, value);
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
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
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    return sendError(request, reply, appError);
  });
}
