import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ResourceType } from './resources.js';

/** What an audit row can be about: the rules' resources, and accounts (role changes). */
export type AuditedResourceType = ResourceType | 'user';

export interface OperatorAction {
  /** The operator's user id; null when the command line did it (`npm run user:role`). */
  actorId: string | null;
  /** snake_case, e.g. `role_change`, `comment_delete`, `banner_update`. */
  action: string;
  resource: { type: AuditedResourceType; id: string };
  /** What a reader of the record needs later (before and after, a reason); no secrets. */
  detail?: Record<string, unknown>;
}

/**
 * Records an operator action in the audit table. It takes the caller's transaction (a plain
 * database handle does not type-check): the change and its record commit or roll back together.
 */
export async function recordOperatorAction(
  trx: Transaction<Database>,
  entry: OperatorAction,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      resource_type: entry.resource.type,
      resource_id: entry.resource.id,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
