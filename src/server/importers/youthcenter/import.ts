import { sql, type Kysely } from 'kysely';
import { analyzeCatalogue } from '../../db/maintenance.js';
import type { Database } from '../../db/schema.js';
import { canonicalJson } from '../../../shared/canonical-json.js';
import {
  CatalogueWriter,
  InvalidCatalogueItemError,
  type PreparedItem,
  prepareItem,
  SOURCE_COLUMNS_AS_STORED,
  type WrittenItem,
} from '../../modules/catalogue/catalogue-writer.js';
import { type CacheInvalidation, NO_OTHER_CACHES } from '../../shared-state/cache-invalidation.js';
import { InvalidRecordError, normalizeRecord, type YouthcenterRecord } from './normalize.js';

/**
 * Writes 온통청년 records into `catalogue_items`, keyed by (source 'youthcenter', plcyNo). A record
 * whose content is what the table already holds is left alone; a bad record is reported and
 * skipped. The records of a batch (250) are written through the catalogue writer in one
 * statement, with what the search reads of them; when one is refused, that batch is written
 * again record by record, so a failure leaves no half-written record, names its record and does
 * not stop the run.
 */

export interface SkippedRecord {
  /** Position in the batch, from 0. */
  index: number;
  plcyNo: string | undefined;
  reason: string;
}

export interface ImportSummary {
  new: number;
  updated: number;
  unchanged: number;
  skipped: SkippedRecord[];
}

export interface ImportProgress {
  done: number;
  /** When the caller knows it (the API's totCount). */
  total: number | undefined;
  summary: ImportSummary;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** Report progress after every this many records (default 500). */
  progressEvery?: number;
  total?: number;
  /** Records looked up together in one query and written together in one statement (default 250). */
  lookupBatch?: number;
  /**
   * Tells running servers what changed (see cache-invalidation.ts); by default nobody is told.
   */
  invalidation?: Pick<CacheInvalidation, 'publish'>;
}

/**
 * The run stopped early: a page could not be fetched, or the database stopped answering. What was
 * imported before stays imported; `summary` says how much.
 */
export class ImportAbortedError extends Error {
  override name = 'ImportAbortedError';
  constructor(
    readonly summary: ImportSummary,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

const CID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;
/**
 * Records prepared between two turns of the event loop (see `prepareBatch`): each takes about a
 * third of a millisecond, and the database waits that long for its next statement at worst.
 * 3 rather than 10: 26.5–29.8 s against 28.2–33.5 s for the whole command (PGlite, session 25).
 */
const PREPARE_SLICE = 3;

/**
 * The columns an import writes and compares. views, is_pick, thumbnail_url and the times belong
 * to the table once the row exists.
 */
interface PolicyContent {
  title: string;
  summary: string;
  body: string;
  agency: string;
  apply_kind: 'range' | 'always' | 'closed';
  apply_start: string | null;
  apply_end: string | null;
  regions: string[];
  categories: string[];
  keywords: string[];
  details: Record<string, unknown>;
  eligibility: Record<string, unknown>;
  source_record: Record<string, unknown>;
}

interface PreparedRecord {
  index: number;
  sourceId: string;
  fingerprint: Fingerprint;
  /** The item checked, made while the batch before is written (see `textsAhead`). */
  item: PreparedItem;
}

export async function importRecords(
  db: Kysely<Database>,
  records: Iterable<unknown> | AsyncIterable<unknown>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { new: 0, updated: 0, unchanged: 0, skipped: [] };
  // Running servers hear of the import once a batch, not once a record: each message empties
  // every server's list and search caches, which thousands of records in a row would keep cold.
  const writer = new CatalogueWriter({ db, invalidation: NO_OTHER_CACHES });
  const announce = options.invalidation ?? NO_OTHER_CACHES;
  const progressEvery = Math.max(1, options.progressEvery ?? 500);
  const lookupBatch = Math.max(1, options.lookupBatch ?? 250);
  let done = 0;
  // Whether a batch's search texts are made while the batch before is written, rather than for
  // the records found changed once it has been. A first import writes every record and gains
  // the overlap; a re-import finds most unchanged, and making their texts was 2.5 s of CPU spent
  // on 50,000 records for nothing. The last batch written is the guess for the next.
  let textsAhead = true;

  const countDone = () => {
    done += 1;
    if (done % progressEvery === 0) {
      options.onProgress?.({ done, total: options.total, summary });
    }
  };

  /** The records of a batch as they would be written; an unreadable one is reported and left out. */
  const prepareBatch = async (batch: { index: number; raw: unknown }[]) => {
    const prepared: PreparedRecord[] = [];
    for (const [at, { index, raw }] of batch.entries()) {
      // Lets the batch being written send its next statement as soon as the last one is answered,
      // so the database is kept busy while this one is prepared.
      if (at % PREPARE_SLICE === PREPARE_SLICE - 1) await new Promise(setImmediate);
      try {
        const record = prepare(index, raw);
        if (textsAhead) record.item.text();
        prepared.push(record);
      } catch (error) {
        const reason =
          error instanceof InvalidRecordError
            ? error.message
            : error instanceof InvalidCatalogueItemError
              ? `not stored: ${error.message}`
              : `unreadable: ${messageOf(error)}`;
        summary.skipped.push({ index, plcyNo: plcyNoOf(raw), reason });
        countDone();
      }
    }
    return prepared;
  };

  /** Writes what changed of a prepared batch (batches are written one after another). */
  const writeBatch = async (prepared: PreparedRecord[]) => {
    // What the batch's plcyNos hold now: the batches before this one have committed, so a plcyNo
    // seen again in a later batch finds what its first occurrence wrote.
    const stored = await storedFingerprints(db, [...new Set(prepared.map((p) => p.sourceId))]);
    let writtenCount = 0;
    // Records to write, each plcyNo once: a plcyNo seen again in the batch writes what came
    // before it first, then compares with what that wrote.
    let pending: PreparedRecord[] = [];
    const writePending = async () => {
      const records = pending;
      pending = [];
      if (records.length === 0) return;
      writtenCount += records.length;
      for (const { record, written, refusal } of await writeRecords(writer, records)) {
        if (written) {
          stored.set(record.sourceId, record.fingerprint);
          if (written.inserted) summary.new += 1;
          else summary.updated += 1;
        } else {
          summary.skipped.push({
            index: record.index,
            plcyNo: record.sourceId,
            reason: `not stored: ${messageOf(refusal)}`,
          });
        }
        countDone();
      }
    };
    try {
      for (const record of prepared) {
        if (pending.some((p) => p.sourceId === record.sourceId)) await writePending();
        const storedPrint = stored.get(record.sourceId);
        // A record with nothing stored under its plcyNo never works out its fingerprint.
        if (storedPrint && storedPrint() === record.fingerprint()) {
          summary.unchanged += 1;
          countDone();
        } else {
          pending.push(record);
        }
      }
      await writePending();
    } finally {
      textsAhead = writtenCount * 2 >= prepared.length;
      if (writtenCount > 0) await announce.publish();
    }
  };

  // A batch is prepared (this thread's work) while the one before it is written (mostly the
  // database's work: on the embedded default, in its own process), so the two overlap.
  let writing: Promise<void> = Promise.resolve();
  const startWriting = async (batch: { index: number; raw: unknown }[]) => {
    const prepared = await prepareBatch(batch);
    await writing;
    writing = writeBatch(prepared);
    // Awaited before the next batch or at the end; this only keeps a failure from being reported
    // as unhandled while the next batch is read.
    writing.catch(() => undefined);
  };

  let batch: { index: number; raw: unknown }[] = [];
  let index = 0;
  try {
    for await (const raw of records) {
      batch.push({ index, raw });
      index += 1;
      if (batch.length >= lookupBatch) {
        const full = batch;
        batch = [];
        await startWriting(full);
      }
    }
  } catch (error) {
    // The input (a page) or the database failed: what came before it still counts.
    await writing.catch(() => undefined);
    await writeBatch(await prepareBatch(batch)).catch(() => undefined);
    throw new ImportAbortedError(sortedSummary(summary), error);
  }
  try {
    const rest = batch;
    batch = [];
    await startWriting(rest);
    await writing;
  } catch (error) {
    throw new ImportAbortedError(sortedSummary(summary), error);
  }
  sortedSummary(summary);
  if (done % progressEvery !== 0 && done > progressEvery) {
    options.onProgress?.({ done, total: options.total, summary });
  }
  if (summary.new + summary.updated > 0) await analyzeCatalogue(db);
  return summary;
}

/**
 * The skipped records in input order: a batch's unreadable records are found while the batch
 * before it is written, so before that batch's refusals.
 */
function sortedSummary(summary: ImportSummary): ImportSummary {
  summary.skipped.sort((a, b) => a.index - b.index);
  return summary;
}

/**
 * Writes the records in one statement (the INSERT of them all and of their search documents). When
 * a record is refused, the batch is written again one record at a time, so that each refused
 * record is named and skipped and the others are stored. A failing connection throws.
 */
async function writeRecords(
  writer: CatalogueWriter,
  records: PreparedRecord[],
): Promise<{ record: PreparedRecord; written?: WrittenItem; refusal?: unknown }[]> {
  try {
    const written = new Map(
      (
        await writer.write(
          records.map((record) => record.item),
          'update',
        )
      ).map((item) => [item.cid, item]),
    );
    return records.map((record) => ({ record, written: written.get(record.item.item.cid)! }));
  } catch (error) {
    if (records.length === 1 || !isRecordRefusal(error)) {
      if (!isRecordRefusal(error)) throw error;
      return [{ record: records[0]!, refusal: error }];
    }
  }
  const results = [];
  for (const record of records) results.push(...(await writeRecords(writer, [record])));
  return results;
}

function prepare(index: number, raw: unknown): PreparedRecord {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InvalidRecordError('the record is not a JSON object');
  }
  const original = cleanJson(raw) as Record<string, unknown>;
  const policy = normalizeRecord(original as YouthcenterRecord);
  const cid = `policy-yc-${policy.sourceId}`;
  if (!CID_PATTERN.test(cid)) {
    throw new InvalidRecordError(
      `${policy.sourceId}: plcyNo must be at most 70 letters, digits, "-" or "_"`,
    );
  }
  const { period } = policy;
  const content: PolicyContent = {
    title: policy.title,
    summary: policy.summary,
    // The detail page composes support, howToApply and documents from details.
    body: '',
    agency: policy.agency,
    apply_kind: period.kind,
    apply_start: period.kind === 'range' ? period.start : null,
    apply_end: period.kind === 'range' ? period.end : null,
    regions: policy.eligibility.regions?.sido ?? [],
    categories: policy.categories,
    keywords: policy.keywords,
    details: {
      support: policy.support,
      howToApply: policy.howToApply,
      documents: policy.documents,
      contacts: policy.contacts,
      links: policy.links,
      sigungu: policy.eligibility.regions?.sigungu ?? [],
      supervisingAgency: policy.supervisingAgency,
    },
    eligibility: { ...policy.eligibility },
    source_record: original,
  };
  // The source has no pictures: one added by an editor is kept, like is_pick, when the record is
  // imported again (the writer's `update` rule).
  const item = prepareItem({
    kind: 'policy',
    cid,
    source: 'youthcenter',
    source_id: policy.sourceId,
    ...content,
    views: policy.views,
    ...(policy.sourceCreatedAt ? { created_at: policy.sourceCreatedAt } : {}),
  });
  return { index, sourceId: policy.sourceId, fingerprint: fingerprintOf(content), item };
}

/** What decides "unchanged" (`fingerprintOf`), worked out once and only when compared. */
type Fingerprint = () => string;

/**
 * What decides "unchanged": the row we would write, with the record's own view count left out.
 * inqCnt moves on every fetch while our counter takes over after the first import; counting it
 * would rewrite thousands of rows per run for nothing. Worked out only when there is something
 * to compare with: on a first import of 50,000 records nothing is, and the canonical JSON of
 * every record was 1.5 GB of garbage.
 */
function fingerprintOf(content: PolicyContent): Fingerprint {
  let text: string | undefined;
  return () => {
    if (text === undefined) {
      const { inqCnt: _views, ...record } = content.source_record;
      text = canonicalJson({ ...content, source_record: record });
    }
    return text;
  };
}

/** The fingerprints of what is stored under these plcyNos. */
async function storedFingerprints(
  db: Kysely<Database>,
  sourceIds: string[],
): Promise<Map<string, Fingerprint>> {
  const found = new Map<string, Fingerprint>();
  if (sourceIds.length === 0) return found;
  // One index lookup per plcyNo, whatever the statistics say. During a first import the table
  // grows from nothing with none, and `source_id in (…250 ids)` was planned as a scan of every
  // row: 17 ms a batch at 50,000 rows on PostgreSQL, 2 s of a 33 s import. A LIMIT keeps the
  // planner from turning the lateral join back into that scan.
  const rows = await db
    .selectFrom(sql<{ wanted: string }>`unnest(${sourceIds}::text[])`.as('wanted'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('catalogue_items')
          .select(['source_id', ...SOURCE_COLUMNS_AS_STORED])
          .where('source', '=', 'youthcenter')
          .whereRef('source_id', '=', 'wanted.wanted')
          .limit(1)
          .as('stored'),
      (join) => join.onTrue(),
    )
    .selectAll('stored')
    .execute();
  for (const { source_id, ...row } of rows) {
    found.set(
      source_id,
      fingerprintOf({ ...row, source_record: row.source_record ?? {} } as PolicyContent),
    );
  }
  return found;
}

/**
 * PostgreSQL text and jsonb refuse NUL, and a lone UTF-16 surrogate (possible after JSON.parse of
 * "\ud800") would be stored as U+FFFD and never compare equal again: clean both everywhere.
 */
function cleanJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        cleanText(k),
        cleanJson(v),
      ]),
    );
  }
  return value;
}

const cleanText = (text: string) =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function plcyNoOf(raw: unknown): string | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const id = (raw as Record<string, unknown>).plcyNo;
  return typeof id === 'string' && id.trim() ? id.trim() : undefined;
}

/**
 * PostgreSQL's verdict on this record's data (SQLSTATE classes 22 data exception, 23 integrity
 * constraint, 54 program limit such as an oversized index entry), as opposed to a failing
 * connection or server. The writer's own checks were made with the record (`prepareItem`).
 */
function isRecordRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
