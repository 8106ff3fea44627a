import { z } from 'zod';
import { defineCall } from './define.js';

/**
 * Probes served only when APP_ENV=test: a slow call (graceful shutdown drains it) and a call that
 * answers like an expired access token (the client's refresh-and-retry of spec §4).
 */
export const diagnosticsSlow = defineCall({
  path: 'diagnostics/slow',
  method: 'read',
  auth: 'none',
  summary: 'Test only: answers after `ms` milliseconds.',
  input: z.object({ ms: z.number().int().min(0).max(10_000) }),
  output: z.object({ waited_ms: z.number() }),
});

export const diagnosticsTokenProbe = defineCall({
  path: 'diagnostics/token-probe',
  method: 'read',
  auth: 'none',
  summary:
    'Test only: 401 token_expired with a fresh access_token unless the request carries `accept_token`.',
  input: z.object({ accept_token: z.string().min(1).max(200) }),
  output: z.object({ token: z.string() }),
});

export const DIAGNOSTIC_CALLS = {
  'diagnostics/slow#read': diagnosticsSlow,
  'diagnostics/token-probe#read': diagnosticsTokenProbe,
} as const;
