import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '../../../shared/contract/define.js';
import { ERROR_STATUS, ErrorEnvelopeSchema, isErrorCode } from '../../../shared/errors.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { tableFingerprints } from '../../db/table-fingerprint.js';
import { createScratchDatabase } from '../../test-support/scratch-database.js';
import { member, newItem, operator, rate, type Member } from '../../test-support/community.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { CallRegistry } from '../api.js';
import { HOSTILE_BODIES, HOSTILE_HEADERS, hostileValue } from './payloads.js';
import { fieldPaths, jsonSchemaOf, valueOf, withField, type Hints } from './schema-arbitrary.js';

/**
 * Every registered call × every input field, with values generated from the call's own schema and
 * one field made hostile (naughty strings, injections, lone surrogates, long text, wrong types,
 * deep values), plus hostile whole bodies and headers; signed out and signed in (a member, or an
 * operator for the operators' calls). Each answer must be below 500, keep the wire contract (the
 * data of the call's output schema, or the error envelope with a known code of its status), come
 * within 1 s, and a 4xx must have stored nothing. HOSTILE_RUNS sets the runs per field (6 keeps CI
 * near 30 s a database); HOSTILE_SEED replays a run.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
const SLOWEST_MS = 1_000;
/** Calls only an operator may make: signed in, the battery makes them as one. */
const OPERATOR_CALLS = new Set([
  'moderation/update#hide',
  'moderation/update#restore',
  'comment/update#fix',
  'comment/update#unfix',
]);
/** Calls whose success ends the caller's session: the person is made again after one. */
const SESSION_ENDING = new Set(['user/delete#delete', 'user/delete#sign_out']);
/** Counters that move in the background (view flushes), not because of the request. */
const BACKGROUND_COLUMNS = { catalogue_items: ['views'] };

type ActorKind = 'visitor' | 'member' | 'operator';

describe('hostile input on every call', () => {
  let t: TestApp;
  let registry: CallRegistry;
  let dropScratch: (() => Promise<void>) | undefined;
  const people: Partial<Record<'member' | 'operator', Member>> = {};
  let hints: Hints = {};
  const failures: string[] = [];
  const counts = { cases: 0, fields: 0, calls: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    // On PostgreSQL a database of its own: every row of every table is counted.
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hostile');
      dropScratch = scratch.drop;
      databaseUrl = scratch.url;
      const setup = await openDatabase({
        databaseUrl,
        dataDir: '',
        poolMax: 1,
        logger: { warn: () => {}, error: () => {} },
      });
      await migrateToLatest(setup.db);
      await setup.close();
    }
    t = await createTestApp({
      ...(databaseUrl ? { databaseUrl } : {}),
      registerCalls: (calls) => {
        registry = calls;
      },
    });
    // Background work (mail deliveries, scheduled jobs) changes tables between cases: stopped, so
    // a change seen after a 4xx is that call's own.
    await t.app.outbox.stop();
    await t.app.jobs.stop();
    people.member = await member(t);
    people.operator = await operator(t);
    const items = [
      await newItem(t, 'policy'),
      await newItem(t, 'event'),
      await newItem(t, 'video'),
    ];
    const cids = items.map((item) => item.cid);
    const comment = await people.member.client.call('comment/create', {
      cid: cids[0],
      text: '신청 방법이 궁금해요',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const rating = await rate(people.member, cids[0]!);
    const ids = fc.constantFrom(1, 2, (comment.json().data as { id: number }).id, rating.id);
    hints = {
      cid: fc.constantFrom(...cids),
      id: ids,
      parent_id: ids,
      email: fc.constantFrom(people.member.email, 'nobody@example.com'),
      survey_id: fc.constant(t.config.surveyId),
    };
  });

  afterAll(async () => {
    await t?.close();
    await dropScratch?.();
  });

  // What the database holds, read again only when its transaction counter moved.
  let knownXmax = '';
  let knownFingerprint = '';
  const xmax = async () =>
    (
      await sql<{
        xmax: string;
      }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(t.database.db)
    ).rows[0]!.xmax;
  const fingerprint = async () =>
    JSON.stringify(await tableFingerprints(t.database.db, { ignoreColumns: BACKGROUND_COLUMNS }));
  async function storedBefore(): Promise<string> {
    const now = await xmax();
    if (now !== knownXmax) {
      knownFingerprint = await fingerprint();
      knownXmax = await xmax();
    }
    return knownFingerprint;
  }

  const keyOf = (call: CallDef) => `${call.path}#${call.method}`;
  const actorsOf = (call: CallDef): ActorKind[] =>
    OPERATOR_CALLS.has(keyOf(call)) ? ['visitor', 'operator'] : ['visitor', 'member'];
  const actorArbitrary = (call: CallDef) => fc.constantFrom(...actorsOf(call));
  const ipArbitrary = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map(([a, b]) => `198.18.${a}.${b}`);

  async function remake(kind: 'member' | 'operator') {
    people[kind] = kind === 'member' ? await member(t) : await operator(t);
  }

  /** Sends one case; returns what was wrong with the answer, if anything. */
  async function check(
    call: CallDef,
    actor: ActorKind,
    ip: string,
    payload: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<string | undefined> {
    const stored = await storedBefore();
    const person = actor === 'visitor' ? undefined : people[actor];
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${call.path}`,
      headers: {
        ...apiHeaders(call.method, { 'x-client-key': randomUUID() }),
        ...(person ? { authorization: `Bearer ${person.client.accessToken}` } : {}),
        ...headers,
      },
      payload,
      remoteAddress: ip,
    });
    const ms = performance.now() - started;
    counts.cases += 1;
    counts.byStatus.set(response.statusCode, (counts.byStatus.get(response.statusCode) ?? 0) + 1);
    const status = response.statusCode;
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}`);
    if (ms > SLOWEST_MS) problems.push(`took ${Math.round(ms)} ms`);
    let body: unknown;
    try {
      body = response.json();
    } catch {
      problems.push('answered no JSON');
    }
    if (status < 400) {
      const data = (body as { data?: unknown } | undefined)?.data;
      // A header may name another method of the path: its answer is that call's.
      const served = registry.methodsOf(call.path)?.get(headers['x-method'] ?? call.method)?.call;
      if (!served?.output.safeParse(data).success) problems.push('data outside the contract');
      if (person && SESSION_ENDING.has(keyOf(call))) await remake(actor as 'member' | 'operator');
    } else {
      const envelope = ErrorEnvelopeSchema.safeParse(body);
      const code = envelope.data?.error.code;
      if (!envelope.success || !envelope.data.error.message) problems.push('no error envelope');
      else if (!isErrorCode(code) || ERROR_STATUS[code] !== status) {
        problems.push(`code ${code} does not go with ${status}`);
      }
      if (status < 500 && (await xmax()) !== knownXmax && (await fingerprint()) !== stored) {
        problems.push('stored something on a 4xx');
        knownXmax = '';
      }
    }
    if (!problems.length) return undefined;
    const shown = typeof payload === 'string' ? payload.slice(0, 200) : `<${payload.length} bytes>`;
    const code = (body as { error?: { code?: string } } | undefined)?.error?.code ?? '';
    return `${keyOf(call)} as ${actor}: ${problems.join(', ')} (${status} ${code}) ← ${shown} ${JSON.stringify(headers)}`;
  }

  /** Runs a property for one call; a failure is recorded (the rest still run) with its seed. */
  async function property<T>(
    call: CallDef,
    what: string,
    values: fc.Arbitrary<T>,
    run: (value: T) => Promise<string | undefined>,
  ) {
    try {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const problem = await run(value);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    } catch (error) {
      const { message, cause } = error as Error;
      const problem = cause instanceof Error ? cause.message : '';
      failures.push(`${what}: ${problem} | ${message.split('\n').slice(0, 3).join(' | ')}`);
    }
  }

  it('answers every hostile case within the contract, fast, storing nothing on a 4xx', async () => {
    const calls = registry.calls();
    counts.calls = calls.length;
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) {
      const schema = jsonSchemaOf(call.input);
      const valid = valueOf(schema, hints);
      // Values of the schema's own shape: most pass validation and reach the handler.
      await property(
        call,
        `${keyOf(call)} generated`,
        fc.tuple(valid, actorArbitrary(call), ipArbitrary),
        ([input, actor, ip]) => check(call, actor, ip, JSON.stringify(input)),
      );
      for (const path of fieldPaths(schema)) {
        counts.fields += 1;
        const cases = fc.tuple(valid, hostileValue, actorArbitrary(call), ipArbitrary);
        await property(
          call,
          `${keyOf(call)} ${path.join('.')}`,
          cases,
          ([base, value, actor, ip]) =>
            check(call, actor, ip, JSON.stringify(withField(base, path, value))),
        );
      }
      const actors = actorsOf(call);
      for (const [index, body] of HOSTILE_BODIES.entries()) {
        const problem = await check(
          call,
          actors[index % 2]!,
          `198.19.0.${index + 1}`,
          body.payload,
          body.headers,
        );
        if (problem) failures.push(`body "${body.name}": ${problem}`);
      }
      for (const [index, { name, headers }] of HOSTILE_HEADERS.entries()) {
        const problem = await check(
          call,
          actors[index % 2]!,
          `198.19.1.${index + 1}`,
          '{}',
          headers,
        );
        if (problem) failures.push(`headers "${name}": ${problem}`);
      }
    }
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `hostile input: ${counts.cases} cases over ${counts.calls} calls and ${counts.fields} fields ` +
        `(${RUNS} runs a field, seed ${SEED}; ${statuses.join(' ')})`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
