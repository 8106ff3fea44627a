import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../shared/errors.js';
import { AppError, badRequest, forbidden, genericCodeForStatus, notFound } from './app-error.js';

describe('AppError', () => {
  it('answers with the status the table gives its code', () => {
    expect(new AppError('consent_required')).toMatchObject({
      status: 403,
      code: 'consent_required',
    });
    expect(new AppError('social_provider_unavailable').status).toBe(502);
    expect(notFound('provider_not_found').status).toBe(404);
    expect(badRequest('link_ticket_invalid').status).toBe(400);
    expect(forbidden().status).toBe(403);
  });

  it('takes a status of its own only for a framework refusal without a code', () => {
    expect(new AppError(genericCodeForStatus(431), { status: 431 })).toMatchObject({
      status: 431,
      code: 'internal_error',
    });
    expect(genericCodeForStatus(403)).toBe('forbidden');
  });

  it('accepts only the codes of the table, and a factory only those of its status', () => {
    // These lines are the test: `npm run typecheck` fails if any of them compiles.
    // @ts-expect-error a typo is not a code
    expect(new AppError('not_fuond').status).toBeUndefined();
    // @ts-expect-error a 403 code is not a bad request
    void badRequest('consent_required');
    // @ts-expect-error a 400 code is not a 404
    void notFound('invalid_input');
    expect(Object.keys(ERROR_STATUS)).toContain('social_sign_up_failed');
  });
});
