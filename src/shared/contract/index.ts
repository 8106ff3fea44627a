import type { z } from 'zod';
import { routeKey, type CallDef } from './define.js';
import { logCreate } from './log.js';

export * from './define.js';
export * from './list.js';
export { logCreate };

/**
 * Every call the API serves, by route key (`path`, or `path#method` where the method is not the
 * path's last word). The client imports only the types below, so zod stays out of its bundles.
 */
export const CALLS = {
  'log/create': logCreate,
} as const satisfies Record<string, CallDef>;

export type ApiRoute = keyof typeof CALLS;
export type RouteInput<R extends ApiRoute> = z.input<(typeof CALLS)[R]['input']>;
export type RouteOutput<R extends ApiRoute> = z.output<(typeof CALLS)[R]['output']>;

export const API_CALLS: readonly CallDef[] = Object.values(CALLS);

for (const [key, call] of Object.entries(CALLS)) {
  if (routeKey(call) !== key) throw new Error(`CALLS key ${key} should be ${routeKey(call)}`);
}
