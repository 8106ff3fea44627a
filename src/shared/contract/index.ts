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

/** Calls by route key; the typed client is generic over such a map (tests add their probes). */
export type CallMap = Record<string, CallDef>;
export type ApiCalls = typeof CALLS;
export type ApiRoute = keyof ApiCalls;
export type RouteInput<M extends CallMap, R extends keyof M> = z.input<M[R]['input']>;
export type RouteOutput<M extends CallMap, R extends keyof M> = z.output<M[R]['output']>;

export const API_CALLS: readonly CallDef[] = Object.values(CALLS);

for (const [key, call] of Object.entries(CALLS)) {
  if (routeKey(call) !== key) throw new Error(`CALLS key ${key} should be ${routeKey(call)}`);
}
