import fs from 'node:fs/promises';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { fetchPolicyRecords, YOUTHCENTER_API_URL, type FetchPagesOptions } from './fetch-pages.js';
import {
  ImportAbortedError,
  importRecords,
  type ImportProgress,
  type ImportSummary,
  type SkippedRecord,
} from './import.js';
import { readEnvelope } from './normalize.js';
import {
  type CacheInvalidation,
  connectCacheInvalidation,
} from '../../shared-state/cache-invalidation.js';

const USAGE = `Usage:
  npm run import:youthcenter -- --file PATH [--file PATH…]   import saved getPlcy responses
  YOUTHCENTER_API_KEY=… npm run import:youthcenter           page through the live API
Writes to DATABASE_URL, or the embedded database under DATA_DIR.`;

export interface RunImportOptions {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** The summary and the skipped records. */
  out: (line: string) => void;
  /** Progress, retries and errors. */
  err: (line: string) => void;
  /** A database to use as it is (tests); otherwise the configured one is opened and migrated. */
  database?: DatabaseHandle;
  /**
   * Tells running servers of the changes; by default, with the configured database, through
   * REDIS_URL when set (and nobody with a database given).
   */
  invalidation?: CacheInvalidation;
  /** Overrides for live mode (tests shorten the retry waits). */
  fetchOptions?: Partial<FetchPagesOptions>;
  progressEvery?: number;
}

class UnusableInputError extends Error {}

interface Source {
  label: string;
  records: AsyncIterable<unknown> | unknown[];
  /** Names the n-th record of the run in a skipped-record line. */
  locate: (index: number) => string;
  total: () => number | undefined;
}

/**
 * `npm run import:youthcenter`. Returns the exit code: 0 when the batch ran (skipped records
 * included), 1 when the input cannot be used (a missing or malformed file, an error envelope, an
 * API that refuses or stops answering) or the database cannot be opened.
 */
export async function runImport(options: RunImportOptions): Promise<number> {
  const { out, err } = options;
  const open = () =>
    options.database
      ? Promise.resolve({ database: options.database, redisUrl: undefined, logger: undefined })
      : openConfigured(options);
  let opening: ReturnType<typeof open> | undefined;
  let source: Source;
  try {
    const files = fileArguments(options.argv);
    // Files are read and checked while the database opens: the embedded one starts a process of
    // its own (2 s on this machine, 5.5 s on a new DATA_DIR), and reading 50,000 records takes
    // 2 s of this one. Nothing is migrated or written before the input has been checked.
    if (files.length) {
      opening = open();
      opening.catch(() => undefined);
    }
    source = files.length ? await fileSource(files) : liveSourceOf(options);
  } catch (error) {
    err(`youthcenter import: ${messageOf(error)}`);
    if (!options.database) await (await opening?.catch(() => undefined))?.database.close();
    return 1;
  }

  let database: DatabaseHandle | undefined;
  let invalidation = options.invalidation;
  try {
    const opened = await (opening ?? open());
    database = opened.database;
    if (opened.logger) {
      await migrateToLatest(database.db);
      invalidation ??= await connectCacheInvalidation(opened.redisUrl, opened.logger);
    }
  } catch (error) {
    err(`youthcenter import: ${error instanceof ConfigError ? error.message : messageOf(error)}`);
    if (!options.database) await database?.close();
    return 1;
  }

  const started = performance.now();
  const report = (summary: ImportSummary) => {
    for (const skipped of summary.skipped) out(skippedLine(skipped, source.locate));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `온통청년 ${source.label} into the ${database.kind} database: new ${summary.new}, ` +
        `updated ${summary.updated}, unchanged ${summary.unchanged}, ` +
        `skipped ${summary.skipped.length} (${seconds} s)`,
    );
  };
  try {
    const summary = await importRecords(database.db, source.records, {
      progressEvery: options.progressEvery ?? 500,
      onProgress: (progress) => err(progressLine(progress, source.total())),
      ...(invalidation ? { invalidation } : {}),
    });
    report(summary);
    return 0;
  } catch (error) {
    if (error instanceof ImportAbortedError) report(error.summary);
    err(`youthcenter import: stopped: ${messageOf(error)}`);
    return 1;
  } finally {
    if (!options.invalidation) await invalidation?.close();
    if (!options.database) await database.close();
  }
}

/** The configured database, opened, with what its cache invalidation needs. */
async function openConfigured(options: RunImportOptions) {
  const config = loadConfig(options.env);
  // stdout carries the summary; the database's own warnings go with the progress.
  const logger = pino({ level: config.logLevel }, pino.destination(2));
  const open = (embedded: 'own-process' | 'in-process') =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: 1,
      logger,
      embedded,
    });
  // The embedded database in its own process, so that it writes one batch while this thread
  // prepares the next; when a running server holds DATA_DIR, through that server's process.
  const database = await open('own-process').catch((error: unknown) => {
    if ((error as Error | undefined)?.name !== 'DataDirLockedError') throw error;
    return open('in-process');
  });
  return { database, redisUrl: config.redisUrl, logger };
}

/** The files named by `--file`; throws the usage on any other argument. */
function fileArguments(argv: readonly string[]): string[] {
  const files: string[] = [];
  const args = [...argv];
  while (args.length) {
    const arg = args.shift()!;
    if (arg === '--file' && args[0] !== undefined) files.push(args.shift()!);
    else if (arg.startsWith('--file=') && arg.length > '--file='.length) files.push(arg.slice(7));
    else throw new UnusableInputError(`unexpected argument "${arg}"\n${USAGE}`);
  }
  return files;
}

/** The live API as the source, when its key is set. */
function liveSourceOf(options: RunImportOptions): Source {
  const apiKey = options.env.YOUTHCENTER_API_KEY?.trim();
  if (!apiKey) throw new UnusableInputError(`no --file and no YOUTHCENTER_API_KEY\n${USAGE}`);
  const baseUrl = options.env.YOUTHCENTER_API_URL?.trim() || YOUTHCENTER_API_URL;
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new UnusableInputError('YOUTHCENTER_API_URL must start with http:// or https://');
  }
  return liveSource({ apiKey, baseUrl, ...options.fetchOptions }, options.err);
}

async function fileSource(files: string[]): Promise<Source> {
  // Every file is read and checked before anything is written: a bad file imports nothing.
  const parts: { file: string; records: unknown[] }[] = [];
  for (const file of files)
    parts.push({ file, records: recordsOfSavedResponse(file, await read(file)) });
  const records = parts.flatMap((p) => p.records);
  return {
    label: `import of ${files.length === 1 ? files[0] : `${files.length} files`}`,
    records,
    total: () => records.length,
    locate: (index) => {
      let offset = index;
      for (const part of parts) {
        if (offset < part.records.length) {
          return files.length === 1 ? `record ${offset + 1}` : `${part.file} record ${offset + 1}`;
        }
        offset -= part.records.length;
      }
      return `record ${index + 1}`;
    },
  };
}

async function read(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UnusableInputError(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : messageOf(error)}`,
    );
  }
}

/**
 * The records of a saved answer: the getPlcy envelope itself, the envelope under `response` (how
 * captures are kept with a note on their origin), or a bare array of records.
 */
export function recordsOfSavedResponse(file: string, text: string): unknown[] {
  const content = text.replace(/^\uFEFF/, '').trim();
  if (content.startsWith('<')) {
    throw new UnusableInputError(`${file} is XML: save the response with rtnType=json`);
  }
  let body: unknown;
  try {
    body = JSON.parse(content);
  } catch (error) {
    throw new UnusableInputError(`${file} is not valid JSON: ${messageOf(error)}`);
  }
  if (Array.isArray(body)) return body;
  const object = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const envelope =
    'resultCode' in object
      ? object
      : object.response && typeof object.response === 'object'
        ? object.response
        : undefined;
  if (!envelope) {
    throw new UnusableInputError(`${file} is not a getPlcy response (no resultCode)`);
  }
  try {
    return readEnvelope(envelope).records;
  } catch (error) {
    throw new UnusableInputError(`${file}: ${messageOf(error)}`);
  }
}

function liveSource(fetchOptions: FetchPagesOptions, err: (line: string) => void): Source {
  let total: number | undefined;
  // Where each page starts in the run, to name a skipped record by its page.
  const pages: { pageNum: number; start: number }[] = [];
  let fetched = 0;
  const records = fetchPolicyRecords(
    {
      ...fetchOptions,
      onRetry: ({ pageNum, attempt, reason, waitMs }) =>
        err(`youthcenter import: page ${pageNum}: ${reason}; retry ${attempt} in ${waitMs} ms`),
    },
    (page) => {
      if (page.pageNum === 1) {
        total = Number.isFinite(page.total) ? page.total : undefined;
        err(
          `youthcenter import: fetching ${total ?? 'an unknown number of'} records from ` +
            new URL(fetchOptions.baseUrl ?? YOUTHCENTER_API_URL).origin,
        );
      }
      pages.push({ pageNum: page.pageNum, start: fetched });
      fetched += page.records.length;
    },
  );
  return {
    label: 'API import',
    records,
    total: () => total,
    locate: (index) => {
      const page = pages.findLast((p) => p.start <= index);
      return page ? `page ${page.pageNum} record ${index - page.start + 1}` : `record ${index + 1}`;
    },
  };
}

function progressLine({ done, summary }: ImportProgress, total: number | undefined): string {
  return (
    `youthcenter import: ${done}${total ? `/${total}` : ''} records ` +
    `(new ${summary.new}, updated ${summary.updated}, unchanged ${summary.unchanged}, ` +
    `skipped ${summary.skipped.length})`
  );
}

function skippedLine(skipped: SkippedRecord, locate: (index: number) => string): string {
  const id = skipped.plcyNo ? ` (plcyNo ${skipped.plcyNo})` : '';
  return `skipped ${locate(skipped.index)}${id}: ${skipped.reason}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
