import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { PROJECT_ROOT } from '../../project-root.js';
import { openTestDatabase } from '../../test-support/test-app.js';
import { pagingResponder, sendJson, startLoopbackApi, type LoopbackApi } from './loopback-api.js';
import { SAMPLE_ERROR_RESPONSE, sampleRecord, sampleResponse } from './sample-records.js';
import { runImport, type RunImportOptions } from './run-import.js';

let database: DatabaseHandle;
let dir: string;
let api: LoopbackApi | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-yc-import-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom('catalogue_items').where('source', '=', 'youthcenter').execute();
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Saves `content` (JSON unless a string) under the test directory. */
function save(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** A capture as kept for reference: the API's answer under `response`, with a note. */
const capture = (records: unknown[]) => ({
  _source: 'made up for the importer tests',
  response: sampleResponse(records, { totCount: 2751, pageSize: records.length }),
});

async function run(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  extra: Partial<RunImportOptions> = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImport({
    argv,
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    database,
    fetchOptions: { retryDelayMs: 5 },
    ...extra,
  });
  return { code, out, err };
}

const summaryOf = (lines: string[]) => lines.at(-1)?.replace(/ \(\d+\.\d s\)$/, '');

describe('npm run import:youthcenter -- --file', () => {
  it('imports a saved answer, then finds nothing new in it', async () => {
    const file = save('two.json', capture([sampleRecord(1), sampleRecord(2)]));
    const first = await run(['--file', file]);
    expect(first.code).toBe(0);
    expect(summaryOf(first.out)).toBe(
      `온통청년 import of ${file} into the ${database.kind} database: ` +
        'new 2, updated 0, unchanged 0, skipped 0',
    );
    const second = await run([`--file=${file}`]);
    expect(second.code).toBe(0);
    expect(summaryOf(second.out)).toMatch(/new 0, updated 0, unchanged 2, skipped 0$/);
  });

  it('reads the bare envelope, a bare list and a byte-order mark; names skipped records', async () => {
    const envelope = save(
      'envelope.json',
      `\uFEFF${JSON.stringify(sampleResponse([sampleRecord(3)]))}`,
    );
    const list = save('list.json', [sampleRecord(4), { plcyNo: '20260101005400100009' }]);
    const { code, out } = await run(['--file', envelope, '--file', list]);
    expect(code).toBe(0);
    expect(out).toEqual([
      `skipped ${list} record 2 (plcyNo 20260101005400100009): 20260101005400100009: plcyNm is missing`,
      expect.stringMatching(
        /^온통청년 import of 2 files .*: new 2, updated 0, unchanged 0, skipped 1 \(/,
      ),
    ]);
  });

  it('prints progress on long runs to the error stream', async () => {
    const file = save(
      'many.json',
      sampleResponse(Array.from({ length: 25 }, (_, i) => sampleRecord(i + 10))),
    );
    const { code, err } = await run(['--file', file], {}, { progressEvery: 10 });
    expect(code).toBe(0);
    expect(err).toEqual([
      'youthcenter import: 10/25 records (new 10, updated 0, unchanged 0, skipped 0)',
      'youthcenter import: 20/25 records (new 20, updated 0, unchanged 0, skipped 0)',
      'youthcenter import: 25/25 records (new 25, updated 0, unchanged 0, skipped 0)',
    ]);
  });

  it.each([
    [
      'a missing file',
      () => path.join(dir, 'nowhere.json'),
      /cannot read .*nowhere\.json: no such file/,
    ],
    [
      'bad JSON',
      () => save('bad.json', '{"resultCode": 200, "result": {'),
      /bad\.json is not valid JSON/,
    ],
    [
      'an XML answer',
      () => save('x.xml', '<?xml version="1.0"?><result/>'),
      /x\.xml is XML: save the response with rtnType=json/,
    ],
    [
      'an error envelope',
      () => save('error.json', { response: SAMPLE_ERROR_RESPONSE }),
      /error\.json: 온통청년 refused the request: 401 인증키가 유효하지 않습니다\./,
    ],
    [
      'JSON of another kind',
      () => save('other.json', { hello: 'world' }),
      /other\.json is not a getPlcy response/,
    ],
  ])(
    'exits 1 on %s and imports nothing, even from the good files',
    async (_name, makeFile, message) => {
      const good = save('good.json', capture([sampleRecord(5)]));
      const { code, out, err } = await run(['--file', good, '--file', makeFile()]);
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err.join('\n')).toMatch(message);
      const rows = await database.db
        .selectFrom('catalogue_items')
        .select('id')
        .where('source', '=', 'youthcenter')
        .execute();
      expect(rows).toEqual([]);
    },
  );

  it('exits 1 with the usage on unknown arguments, and without a file or a key', async () => {
    for (const argv of [['--fil', 'x.json'], ['--file'], []]) {
      const { code, err } = await run(argv);
      expect(code).toBe(1);
      expect(err.join('\n')).toContain('Usage:');
    }
  });
});

describe('npm run import:youthcenter with YOUTHCENTER_API_KEY', () => {
  it('pages through the API and imports every record', async () => {
    api = await startLoopbackApi(pagingResponder(5));
    const env = { YOUTHCENTER_API_KEY: 'key-1', YOUTHCENTER_API_URL: api.url };
    const { code, out, err } = await run([], env, { fetchOptions: { pageSize: 2 } });
    expect(code).toBe(0);
    expect(summaryOf(out)).toBe(
      `온통청년 API import into the ${database.kind} database: new 5, updated 0, unchanged 0, skipped 0`,
    );
    expect(err).toEqual([`youthcenter import: fetching 5 records from ${new URL(api.url).origin}`]);
    expect(api.requests.map((u) => u.searchParams.get('apiKeyNm'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(summaryOf((await run([], env, { fetchOptions: { pageSize: 2 } })).out)).toMatch(
      /new 0, updated 0, unchanged 5/,
    );
  });

  it('names skipped records by page, and keeps the pages before a refusal', async () => {
    const normal = pagingResponder(6);
    api = await startLoopbackApi((url, response, request) => {
      const pageNum = url.searchParams.get('pageNum');
      if (pageNum === '1')
        sendJson(response, sampleResponse([sampleRecord(1), { plcyNo: 'X' }], { totCount: 6 }));
      else if (pageNum === '3') sendJson(response, SAMPLE_ERROR_RESPONSE);
      else normal(url, response, request);
    });
    const env = { YOUTHCENTER_API_KEY: 'key-2', YOUTHCENTER_API_URL: api.url };
    const { code, out, err } = await run([], env, { fetchOptions: { pageSize: 2 } });
    expect(code).toBe(1);
    expect(out[0]).toBe('skipped page 1 record 2 (plcyNo X): X: plcyNm is missing');
    expect(summaryOf(out)).toMatch(/new 3, updated 0, unchanged 0, skipped 1$/);
    expect(err.at(-1)).toBe(
      'youthcenter import: stopped: 온통청년 refused the request: 401 인증키가 유효하지 않습니다. (page 3)',
    );
  });

  it('says when a page is retried', async () => {
    let calls = 0;
    const normal = pagingResponder(2);
    api = await startLoopbackApi((url, response, request) => {
      calls += 1;
      if (calls === 1) response.writeHead(502).end();
      else normal(url, response, request);
    });
    const { code, err } = await run([], { YOUTHCENTER_API_KEY: 'k', YOUTHCENTER_API_URL: api.url });
    expect(code).toBe(0);
    expect(err[0]).toBe('youthcenter import: page 1: HTTP 502; retry 1 in 5 ms');
  });

  it('refuses a YOUTHCENTER_API_URL that is not http(s)', async () => {
    const { code, err } = await run([], {
      YOUTHCENTER_API_KEY: 'k',
      YOUTHCENTER_API_URL: 'ftp://x',
    });
    expect(code).toBe(1);
    expect(err[0]).toMatch(/YOUTHCENTER_API_URL must start with http/);
  });
});

describe('the import:youthcenter command', () => {
  /** Runs the real CLI in its own process, as `npm run import:youthcenter` does. */
  function cli(args: string[], env: NodeJS.ProcessEnv) {
    const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
    const script = path.join(PROJECT_ROOT, 'src/server/importers/youthcenter/import-cli.ts');
    const child = spawn(tsx, [script, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', YOUTHCENTER_API_KEY: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    );
  }

  it('imports into the configured database and exits 0, or exits 1 on a missing file', async () => {
    let env: NodeJS.ProcessEnv;
    const dataDir = path.join(dir, 'cli-data');
    if (process.env.TEST_DATABASE_URL) {
      env = { DATABASE_URL: process.env.TEST_DATABASE_URL };
    } else {
      fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
      fs.rmSync(path.join(dataDir, 'hyetaek.lock'), { force: true });
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
    }
    const file = save('cli.json', capture([sampleRecord(31), sampleRecord(32), sampleRecord(33)]));
    const done = await cli(['--file', file], env);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(/: new 3, updated 0, unchanged 0, skipped 0 \(\d+\.\d s\)\n$/);
    expect(done.code).toBe(0);

    const missing = await cli(['--file', path.join(dir, 'missing.json')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*missing\.json: no such file/);
  }, 60_000);

  it('answers a mistyped command with the usage, without opening a database', async () => {
    const dataDir = path.join(dir, 'never-opened');
    const done = await cli(['--flie', 'x.json'], { DATABASE_URL: '', DATA_DIR: dataDir });
    expect(done.code).toBe(1);
    expect(done.stderr).toMatch(/unexpected argument "--flie"\nUsage:/);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});
