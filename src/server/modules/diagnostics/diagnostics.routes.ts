import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import {
  diagnosticsMail,
  diagnosticsNotify,
  diagnosticsOperator,
  diagnosticsSlow,
  diagnosticsTokenProbe,
} from '../../../shared/contract/diagnostics.js';
import type { Database } from '../../db/schema.js';
import { signedInUserId, type CallRegistry } from '../../http/api.js';
import { AppError } from '../../http/app-error.js';
import { addNotification } from '../notification/notification.repository.js';
import { newestMailTo } from './dropped-mail.js';
import { changeRole } from '../../authorization/role-change.js';

/**
 * Registered only when APP_ENV=test (see main.ts): never part of the production API. With a
 * database, also the notification maker of the bell's browser journeys.
 */
export function registerDiagnosticCalls(
  registry: CallRegistry,
  db?: Kysely<Database>,
  /** Where the browser tests' SMTP catcher drops the mails it receives (E2E_MAIL_DIR). */
  mailDir?: string,
): void {
  registry.add(diagnosticsSlow, async ({ ms }) => {
    await sleep(ms);
    return { waited_ms: ms };
  });

  registry.add(diagnosticsTokenProbe, async ({ accept_token: acceptedToken }, { request }) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (token !== acceptedToken) {
      throw new AppError('token_expired', { accessToken: acceptedToken });
    }
    return { token };
  });

  if (mailDir) {
    registry.add(diagnosticsMail, async ({ to }) => {
      const mail = newestMailTo(mailDir, to);
      return {
        mail: mail && {
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        },
      };
    });
  }

  if (!db) return;
  registry.add(diagnosticsNotify, async ({ minutes_ago, replier_nickname }, context) => {
    const userId = signedInUserId(context);
    const ids: number[] = [];
    for (const [index, minutes] of minutes_ago.entries()) {
      const row = await addNotification(db, {
        userId,
        type: 'comment_reply',
        payload: {
          item_kind: 'policy',
          item_cid: 'R-test',
          comment_id: index + 1,
          replier_nickname,
        },
      });
      // Backdated here only: real notifications are stamped by the database when they happen.
      await db
        .updateTable('notifications')
        .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
        .where('id', '=', row.id)
        .execute();
      ids.push(row.id);
    }
    return { ids };
  });

  registry.add(diagnosticsOperator, async (_input, context) => {
    const user = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', signedInUserId(context))
      .executeTakeFirstOrThrow();
    await changeRole(db, user.email ?? '', 'operator');
    return { role: 'operator' as const };
  });
}
