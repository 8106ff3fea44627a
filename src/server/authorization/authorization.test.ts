import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../shared/contract/define.js';
import type { SignedInAnswer } from '../../shared/contract/user.js';
import { openDatabase } from '../db/database.js';
import { lockDataDir } from '../db/pglite-lock.js';
import type { CallRegistry } from '../http/api.js';
import { AccountTestClient, uniqueEmail } from '../test-support/account-client.js';
import { runCommand } from '../test-support/run-command.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { recordOperatorAction } from './audit.js';
import { changeRole, UnknownAccountError } from './role-change.js';
import { authorize } from './rules.js';

/**
 * The rules through the real dispatcher and sessions, roles changed the one way they change
 * (the command line), and the audit rows they leave.
 */

/** A call of the kind the comments issue will add: edit a comment written by `author_id`. */
const commentEditProbe = defineCall({
  path: 'probe-comment/update',
  method: 'update',
  auth: 'optional',
  summary: 'test probe',
  input: z.strictObject({ author_id: z.string() }),
  output: z.object({ role: z.string() }),
});

function registerProbe(registry: CallRegistry) {
  registry.add(commentEditProbe, async (input, context) => {
    authorize(context.actor, 'update', { type: 'comment', authorId: input.author_id });
    return { role: context.actor.kind === 'user' ? context.actor.role : 'visitor' };
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerCalls: registerProbe });
});
afterAll(() => t.close());

async function member(locale: 'ko-KR' | 'en-US' = 'ko-KR') {
  const client = new AccountTestClient(t.app, locale);
  const email = uniqueEmail('authz');
  const response = await client.signUp({ email });
  expect(response.statusCode).toBe(200);
  return { client, email, id: (response.json().data as SignedInAnswer).user.id };
}

const editComment = (client: AccountTestClient, authorId: string) =>
  client.call('probe-comment/update', { author_id: authorId });

const auditRowsOf = (userId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource_type', '=', 'user')
    .where('resource_id', '=', userId)
    .orderBy('id')
    .execute();

describe('a rule through the dispatcher', () => {
  it('lets the author edit, and answers anyone else 403 forbidden in their language', async () => {
    const author = await member();
    const other = await member();
    const otherInEnglish = new AccountTestClient(t.app, 'en-US');
    otherInEnglish.accessToken = other.client.accessToken;

    const own = await editComment(author.client, author.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ data: { role: 'user' } });

    const refused = await editComment(other.client, author.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({
      error: { code: 'forbidden', message: '이 작업을 할 권한이 없어요.' },
    });
    const inEnglish = await editComment(otherInEnglish, author.id);
    expect(inEnglish.json().error).toEqual({
      code: 'forbidden',
      message: 'You are not allowed to do this.',
    });
  });

  it('asks a visitor to sign in (401 unauthorized) instead', async () => {
    const author = await member();
    const visitor = await editComment(new AccountTestClient(t.app), author.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthorized');
  });

  it('follows a role granted or removed on the command line at the next request', async () => {
    const author = await member();
    const moderator = await member();
    expect((await editComment(moderator.client, author.id)).statusCode).toBe(403);

    await changeRole(t.database.db, moderator.email, 'operator');
    const asOperator = await editComment(moderator.client, author.id);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json().data.role).toBe('operator');

    // The same access token, still valid: the removed role is gone all the same.
    await changeRole(t.database.db, moderator.email.toUpperCase(), 'user');
    expect((await editComment(moderator.client, author.id)).statusCode).toBe(403);
  });
});

describe('role changes and the audit table', () => {
  it('records each change with who, what, which account and the roles, and no-ops not at all', async () => {
    const { id, email } = await member();
    const before = new Date(Date.now() - 1000);
    expect(await changeRole(t.database.db, ` ${email.toUpperCase()} `, 'operator')).toEqual({
      userId: id,
      email,
      previous: 'user',
      role: 'operator',
    });
    await changeRole(t.database.db, email, 'operator');
    await changeRole(t.database.db, email, 'user');

    const rows = await auditRowsOf(id);
    expect(rows.map((row) => [row.actor_id, row.action, row.detail])).toEqual([
      [null, 'role_change', { from: 'user', to: 'operator', via: 'command_line' }],
      [null, 'role_change', { from: 'operator', to: 'user', via: 'command_line' }],
    ]);
    expect(rows[0]!.created_at.getTime()).toBeGreaterThan(before.getTime());
    const user = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('user');
  });

  it('refuses an unknown or withdrawn account and writes nothing', async () => {
    await expect(changeRole(t.database.db, uniqueEmail('nobody'), 'operator')).rejects.toThrow(
      UnknownAccountError,
    );
    const { client, email, id } = await member();
    expect((await client.call('user/delete', {})).statusCode).toBe(200);
    await expect(changeRole(t.database.db, email, 'operator')).rejects.toThrow(UnknownAccountError);
    expect(await auditRowsOf(id)).toEqual([]);
  });

  it('keeps an operator action and its record together: a failed change leaves no record', async () => {
    const { id } = await member();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordOperatorAction(trx, {
          actorId: id,
          action: 'banner_close',
          resource: { type: 'user', id },
        });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect(await auditRowsOf(id)).toEqual([]);
  });

  it('refuses a role the CHECK does not know, even from SQL', async () => {
    const { id } = await member();
    await expect(
      t.database.db
        .updateTable('users')
        .set({ role: 'admin' as 'operator' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});

describe('npm run user:role', () => {
  /** Runs the real command in its own process, as `npm run user:role -- …` does. */
  const userRole = (args: string[], env: NodeJS.ProcessEnv) =>
    runCommand('src/server/authorization/user-role-cli.ts', args, {
      LOG_LEVEL: 'warn',
      LANG: 'C.UTF-8',
      LC_ALL: '',
      ...env,
    });

  /**
   * Four commands, each a process starting tsx and the database: 20 s was not enough once on
   * a two-core machine busy with other work (CI's embedded stage).
   */
  const COMMANDS_TIMEOUT_MS = 60_000;

  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-user-role-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /**
   * The database the command works on: the shared PostgreSQL one, or a PGlite copy of its own
   * (the test app's copy is locked by this process, as a running server would lock it).
   */
  async function commandDatabase() {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (databaseUrl) return { env: { DATABASE_URL: databaseUrl }, open: () => t.database };
    const dataDir = path.join(dir, 'data');
    fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'hyetaek.lock'), { force: true });
    const open = () =>
      openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1, logger: console });
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open };
  }

  it(
    'grants a role with an audit row, and refuses unknown e-mails and roles',
    async () => {
      const { env, open } = await commandDatabase();
      const email = uniqueEmail('cli');
      let database = await open();
      const { id } = await database.db
        .insertInto('users')
        .values({ email, name: '운영자' })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (database !== t.database) await database.close();

      const granted = await userRole([email, 'operator'], env);
      expect(granted).toMatchObject({ code: 0, stderr: '' });
      expect(granted.stdout).toBe(
        `${email}: role changed from user to operator (recorded in the audit log).\n`,
      );
      const again = await userRole([email, 'operator'], { ...env, LANG: 'ko_KR.UTF-8' });
      expect(again.stdout).toBe(`${email} 계정은 이미 operator 역할이에요. 바꾼 것이 없어요.\n`);

      const unknown = await userRole([uniqueEmail('nobody'), 'operator'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/^No account has the e-mail nobody-.*@example\.com\.\n$/);
      const badRole = await userRole([email, 'admin'], env);
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toBe(
        'Unknown role: admin. Usage: npm run user:role -- EMAIL ROLE  (ROLE: user, operator)\n',
      );

      database = await open();
      try {
        const user = await database.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(user.role).toBe('operator');
        const audit = await database.db
          .selectFrom('audit_log')
          .select(['action', 'detail'])
          .where('resource_id', '=', id)
          .execute();
        expect(audit).toEqual([
          { action: 'role_change', detail: { from: 'user', to: 'operator', via: 'command_line' } },
        ]);
      } finally {
        if (database !== t.database) await database.close();
      }
    },
    COMMANDS_TIMEOUT_MS,
  );

  it('says so, and changes nothing, while a running server holds the embedded database', async () => {
    const dataDir = path.join(dir, 'held');
    const release = lockDataDir(dataDir);
    try {
      const held = await userRole(['someone@example.com', 'operator'], {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
      });
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(
        `The embedded database in ${dataDir} is already used by another process (pid ${process.pid}).`,
      );
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      release();
    }
  });
});
