import type { Role } from '../db/schema.js';

export type { Role };
export const ROLES = ['user', 'operator'] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Someone without a valid access token: they may read what is public and nothing else. */
export interface Visitor {
  kind: 'visitor';
}

/**
 * A signed-in user as the session check found them on this request: the role comes from the
 * same query that checks the session (decision 012), so it is never older than the request.
 */
export interface SignedInActor {
  kind: 'user';
  id: string;
  role: Role;
}

/** Who is asking: what every rule in `rules.ts` decides on. */
export type Actor = Visitor | SignedInActor;

export const VISITOR: Visitor = Object.freeze({ kind: 'visitor' });

export function signedInActor(id: string, role: Role): SignedInActor {
  return { kind: 'user', id, role };
}
