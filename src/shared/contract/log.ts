import { z } from 'zod';
import { defineCall } from './define.js';

/** Client-side failures (a screen part that did not load, an unexpected error) reach the logs. */
export const logCreate = defineCall({
  path: 'log/create',
  method: 'create',
  auth: 'none',
  summary:
    'Report a client-side failure to the server log (screen load failure, unexpected error).',
  input: z.object({
    kind: z.enum(['screen_load_failed', 'unexpected_error']),
    message: z.string().max(2000),
    route: z.string().max(500),
    detail: z.string().max(4000).optional(),
  }),
  output: z.object({ logged: z.boolean() }),
});
