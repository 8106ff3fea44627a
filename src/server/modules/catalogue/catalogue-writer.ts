import { type Kysely, type OperationNodeSource, sql } from 'kysely';
import { z } from 'zod';
import { issuePath } from '../../../shared/validation-messages.js';
import { SIDO_CODES } from '../../../shared/regions.js';
import { ITEM_KINDS } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { CacheInvalidation } from '../../shared-state/cache-invalidation.js';
import {
  type ItemText,
  SEARCH_ITEM_COLUMNS,
  searchTextOf,
  type SearchText,
  searchDocumentsUpsert,
} from '../search/search-documents.js';

/**
 * The one way items enter or change in `catalogue_items` (decision 013). Each call writes, atomically
 * (one statement, or one transaction of them), the item rows (their stored eligibility included, product §16) and the search
 * documents computed from what was written; after the commit it tells every instance, through
 * `CacheInvalidation`, to forget its cached lists and searches, so the next read shows the change.
 *
 * Items are checked before anything is written: one bad item refuses the whole call.
 */

const CID = /^[A-Za-z0-9_-]{1,80}$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A calendar day: 2026-02-31 has the shape but PostgreSQL would refuse it mid-transaction. */
const day = z
  .string()
  .regex(DAY, 'YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'no such day');
const jsonObject = z.record(z.string(), z.unknown());
const words = z.array(z.string().trim().min(1));

/** What a writer accepts for one item. Dates are Korean days (YYYY-MM-DD), times ISO strings. */
const itemSchema = z
  // Unknown fields are refused rather than dropped: a misspelt column would be lost silently.
  .strictObject({
    kind: z.enum(ITEM_KINDS as ['policy', 'event', 'video']),
    cid: z.string().regex(CID, 'letters, digits, "-" or "_", at most 80'),
    source: z.enum(['demo', 'youthcenter', 'editor']),
    source_id: z.string().min(1),
    title: z.string().trim().min(1, 'must not be empty'),
    summary: z.string().default(''),
    body: z.string().default(''),
    agency: z.string().default(''),
    thumbnail_url: z.string().min(1).nullable().default(null),
    apply_kind: z.enum(['range', 'always', 'closed', 'none']),
    apply_start: day.nullable().default(null),
    apply_end: day.nullable().default(null),
    is_pick: z.boolean().default(false),
    views: z.int().min(0).default(0),
    regions: z.array(z.enum(SIDO_CODES as [string, ...string[]])).default([]),
    categories: words.default([]),
    keywords: words.default([]),
    details: jsonObject.default({}),
    eligibility: jsonObject.default({}),
    source_record: jsonObject.nullable().default(null),
    created_at: z.iso.datetime({ offset: true }).optional(),
    updated_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((item, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (item.apply_kind === 'range') {
      if (!item.apply_start) problem('apply_start', 'a range needs its first day');
      if (!item.apply_end) problem('apply_end', 'a range needs its last day');
      if (item.apply_start && item.apply_end && item.apply_end < item.apply_start) {
        problem('apply_end', 'must not be before apply_start');
      }
    } else {
      if (item.apply_start)
        problem('apply_start', `must be empty when apply_kind is ${item.apply_kind}`);
      if (item.apply_end)
        problem('apply_end', `must be empty when apply_kind is ${item.apply_kind}`);
    }
    // A video has nothing to apply for; a policy or an event always has an application state.
    if ((item.kind === 'video') !== (item.apply_kind === 'none')) {
      problem(
        'apply_kind',
        item.kind === 'video' ? 'must be none for a video' : 'must not be none',
      );
    }
  });

export type CatalogueItemInput = z.input<typeof itemSchema>;
type CatalogueItem = z.output<typeof itemSchema>;

/** What an editor may change of an existing item (not its identity, views or creation time). */
export type CatalogueItemChanges = Partial<
  Omit<
    CatalogueItemInput,
    'kind' | 'cid' | 'source' | 'source_id' | 'views' | 'created_at' | 'updated_at'
  >
>;

/** An item refused before anything was written; `problems` name the fields (`title`, …). */
export class InvalidCatalogueItemError extends Error {
  override name = 'InvalidCatalogueItemError';
  constructor(
    /** Position of the item in the call, from 0. */
    readonly index: number,
    readonly cid: string | undefined,
    readonly problems: { field: string; message: string }[],
  ) {
    super(
      `item ${cid ?? `#${index}`} refused: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`,
    );
  }
}

/**
 * What happens to an item whose (source, source_id) is already stored:
 * - `fail`: the call fails (a new item that must not exist yet);
 * - `skip`: the stored item is left as it is (the demo seed: its views may have grown);
 * - `update`: what a source owns is replaced (an import); what the site added is kept: is_pick,
 *   thumbnail_url, created_at, and views, which the source's count may only raise.
 */
export type ConflictRule = 'fail' | 'skip' | 'update';

export interface WrittenItem {
  id: number;
  cid: string;
  /** False when an existing item was updated. */
  inserted: boolean;
}

/** Rows per INSERT: 1,000 × 22 parameters stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1_000;

/** Columns a source owns, replaced by `update` and by an editor's changes. */
const SOURCE_COLUMNS = [
  'title',
  'summary',
  'body',
  'agency',
  'apply_kind',
  'apply_start',
  'apply_end',
  'regions',
  'categories',
  'keywords',
  'details',
  'eligibility',
  'source_record',
] as const;

/**
 * The columns a source owns as a select list, its days as text: the same YYYY-MM-DD on
 * PostgreSQL and PGlite, whatever the driver's date parser.
 */
type DayColumn = 'apply_start' | 'apply_end';
const DAYS_AS_TEXT = [
  sql<string | null>`apply_start::text`.as('apply_start'),
  sql<string | null>`apply_end::text`.as('apply_end'),
] as const;
export const SOURCE_COLUMNS_AS_STORED = [
  ...SOURCE_COLUMNS.filter(
    (column): column is Exclude<(typeof SOURCE_COLUMNS)[number], DayColumn> =>
      column !== 'apply_start' && column !== 'apply_end',
  ),
  ...DAYS_AS_TEXT,
];

/**
 * What an INSERT or UPDATE of items returns into the `written` CTE of its statement: what their
 * search documents copy, and what a write hands back.
 */
const WRITTEN_COLUMNS = ['id', 'cid', 'updated_at', ...SEARCH_ITEM_COLUMNS] as const;

/**
 * One statement: `change` (items written, returning `WRITTEN_COLUMNS` and `inserted`) and the
 * search documents of what it wrote. A statement is atomic on its own: an import's batch is one
 * round trip, with no BEGIN and COMMIT around it.
 */
function withSearchDocuments(change: OperationNodeSource, texts: readonly ItemText[]) {
  return sql<WrittenItem>`WITH written AS (${change}),
    documents AS (${searchDocumentsUpsert('written', texts)})
    SELECT id, cid, inserted FROM written`;
}

export interface CatalogueWriterOptions {
  db: Kysely<Database>;
  /** Told after every committed change; every instance then forgets its cached lists. */
  invalidation: Pick<CacheInvalidation, 'publish'>;
}

export class CatalogueWriter {
  private readonly db: Kysely<Database>;
  private readonly invalidation: Pick<CacheInvalidation, 'publish'>;

  constructor(options: CatalogueWriterOptions) {
    this.db = options.db;
    this.invalidation = options.invalidation;
  }

  /** A new item; fails when its cid or (source, source_id) is taken. */
  async create(item: CatalogueItemInput): Promise<WrittenItem> {
    const [written] = await this.upsert([item], 'fail');
    return written!;
  }

  /**
   * Writes many items atomically (statements of 1,000 rows, in one transaction when more): the import, the seed and the
   * benchmark loader. Returns what was written, in order; with `skip`, items already stored are
   * left out.
   */
  async upsert(
    items: readonly CatalogueItemInput[],
    onConflict: ConflictRule,
  ): Promise<WrittenItem[]> {
    return this.write(items.map(prepareItem), onConflict);
  }

  /**
   * `upsert` of items prepared already (`prepareItem`). Everything the statements carry is made
   * before they are sent: on the embedded database (one session) an import's write otherwise
   * held it while this thread made the search texts.
   */
  async write(prepared: readonly PreparedItem[], onConflict: ConflictRule): Promise<WrittenItem[]> {
    const statements = Array.from(
      { length: Math.ceil(prepared.length / ROWS_PER_STATEMENT) },
      (_, at) => {
        const part = prepared.slice(at * ROWS_PER_STATEMENT, (at + 1) * ROWS_PER_STATEMENT);
        return withSearchDocuments(
          insertItems(
            this.db,
            part.map(({ item }) => item),
            onConflict,
          ),
          part.map(({ item, text }) => ({ cid: item.cid, text: text() })),
        ).compile(this.db);
      },
    );
    const run = async (db: Kysely<Database>) => {
      const all: WrittenItem[] = [];
      for (const statement of statements) all.push(...(await db.executeQuery(statement)).rows);
      return all;
    };
    // One statement needs no transaction around it (see `withSearchDocuments`).
    const written =
      statements.length === 1 ? await run(this.db) : await this.db.transaction().execute(run);
    if (written.length > 0) await this.invalidation.publish();
    return written;
  }

  /** Changes an item; the result is checked as a whole (an end moved before the start is refused). */
  async update(cid: string, changes: CatalogueItemChanges): Promise<WrittenItem> {
    const written = await this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('catalogue_items')
        .select([
          'id',
          'kind',
          'cid',
          'source',
          'source_id',
          'thumbnail_url',
          'is_pick',
          'views',
          ...SOURCE_COLUMNS_AS_STORED,
        ])
        .where('cid', '=', cid)
        .forUpdate()
        .executeTakeFirst();
      if (!stored) throw notFound();
      const { id: _id, ...current } = stored;
      const item = checkItem({ ...current, ...changes } as CatalogueItemInput, 0);
      const change = trx
        .updateTable('catalogue_items')
        .set({
          ...columnsOf(item, SOURCE_COLUMNS),
          is_pick: item.is_pick,
          thumbnail_url: item.thumbnail_url,
          updated_at: sql<string>`now()`,
        })
        .where('id', '=', stored.id)
        .returning([...WRITTEN_COLUMNS, sql<boolean>`false`.as('inserted')]);
      const { rows } = await withSearchDocuments(change, [
        { cid, text: searchTextOf(item) },
      ]).execute(trx);
      return rows[0]!;
    });
    await this.invalidation.publish();
    return written;
  }

  /** Ends applications to an item now (마감): it leaves the lists that hide closed items. */
  close(cid: string): Promise<WrittenItem> {
    return this.update(cid, { apply_kind: 'closed', apply_start: null, apply_end: null });
  }
}

/** An item checked, with its search text: what `CatalogueWriter.write` takes. */
export interface PreparedItem {
  item: CatalogueItem;
  /**
   * Made on the first call and kept. `write` makes the texts it lacks; an import makes them
   * while the batch before is written, or never for a record it finds unchanged.
   */
  text: () => SearchText;
}

/**
 * Checks an item, without the database: an import does it while the batch before is written.
 * Throws `InvalidCatalogueItemError` naming `index`.
 */
export function prepareItem(input: CatalogueItemInput, index = 0): PreparedItem {
  const item = checkItem(input, index);
  let text: SearchText | undefined;
  return { item, text: () => (text ??= searchTextOf(item)) };
}

function checkItem(input: CatalogueItemInput, index: number): CatalogueItem {
  const result = itemSchema.safeParse(input);
  if (result.success) return result.data;
  const cid = typeof input?.cid === 'string' ? input.cid : undefined;
  throw new InvalidCatalogueItemError(
    index,
    cid,
    result.error.issues.map((issue) => ({ field: issuePath(issue), message: issue.message })),
  );
}

/** The row as the table takes it: JSON columns as text. */
function columnsOf<K extends keyof CatalogueItem>(item: CatalogueItem, keys: readonly K[]) {
  const row: Record<string, unknown> = {};
  for (const key of keys) {
    const value = item[key];
    row[key] =
      key === 'details' || key === 'eligibility' || key === 'source_record'
        ? value === null
          ? null
          : JSON.stringify(value)
        : value;
  }
  return row as {
    [P in K]: P extends 'details' | 'eligibility' | 'source_record' ? string : CatalogueItem[P];
  };
}

/** The INSERT of these items under the conflict rule, returning what was written. */
function insertItems(db: Kysely<Database>, items: CatalogueItem[], onConflict: ConflictRule) {
  const rows = items.map((item) => ({
    ...columnsOf(item, SOURCE_COLUMNS),
    kind: item.kind,
    cid: item.cid,
    source: item.source,
    source_id: item.source_id,
    thumbnail_url: item.thumbnail_url,
    is_pick: item.is_pick,
    views: item.views,
    ...(item.created_at ? { created_at: item.created_at } : {}),
    ...(item.updated_at ? { updated_at: item.updated_at } : {}),
  }));
  let insert = db.insertInto('catalogue_items').values(rows);
  if (onConflict === 'skip') {
    insert = insert.onConflict((oc) => oc.columns(['source', 'source_id']).doNothing());
  } else if (onConflict === 'update') {
    insert = insert.onConflict((oc) =>
      oc.columns(['source', 'source_id']).doUpdateSet((eb) => ({
        ...Object.fromEntries(
          SOURCE_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]),
        ),
        views: sql<number>`greatest(catalogue_items.views, excluded.views)`,
        updated_at: sql<string>`now()`,
      })),
    );
  }
  // xmax is 0 on a freshly inserted row and the locking transaction's id on an updated one.
  return insert.returning([...WRITTEN_COLUMNS, sql<boolean>`(xmax = 0)`.as('inserted')]);
}
