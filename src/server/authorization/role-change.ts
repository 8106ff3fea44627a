import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Role } from './actor.js';
import { recordOperatorAction } from './audit.js';

export interface RoleChange {
  userId: string;
  email: string;
  previous: Role;
  role: Role;
}

/** No live account has this e-mail (a withdrawn account has none). */
export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
  constructor(readonly email: string) {
    super(`No account has the e-mail ${email}.`);
  }
}

/**
 * Gives the account of `email` the role `role` (`npm run user:role`, the only way roles change),
 * and records the change in the audit table in the same transaction. Asking for the role an
 * account already has changes and records nothing.
 */
export async function changeRole(
  db: Kysely<Database>,
  email: string,
  role: Role,
): Promise<RoleChange> {
  const normalized = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', normalized)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw new UnknownAccountError(normalized);
    const change = { userId: account.id, email: normalized, previous: account.role, role };
    if (account.role === role) return change;
    await trx
      .updateTable('users')
      .set({ role, updated_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    await recordOperatorAction(trx, {
      actorId: null,
      action: 'role_change',
      resource: { type: 'user', id: account.id },
      detail: { from: account.role, to: role, via: 'command_line' },
    });
    return change;
  });
}
