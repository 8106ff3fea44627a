import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { translate } from '../../../shared/i18n/translate.js';
import { LOCALES } from '../../../shared/locale.js';
import { SIDO } from '../../../shared/regions.js';
import {
  addSearchGrams,
  gramCode,
  initialsOf,
  normalizeSearchText,
  symbolGrams,
} from '../../../shared/search-text.js';
import type { CatalogueItemsTable, CatalogueSearchTable, Database } from '../../db/schema.js';

/**
 * Writes what the search reads of each item into `catalogue_search` (migration 0004): normalised
 * fields, 초성 and the GIN keys, computed here rather than in SQL so that writing 50,000 items
 * stays fast and counting views never recomputes them (decision 008).
 *
 * The catalogue writer (catalogue-writer.ts) writes items and their documents in one statement
 * (`searchDocumentsUpsert` of the rows it writes), with texts made before it; at start,
 * `writeStaleSearchDocuments` catches up on anything written otherwise (by hand, or before
 * migration 0004).
 */

/** The columns of an item its search text is made of. */
export type SearchTextSource = Pick<
  Selectable<CatalogueItemsTable>,
  'kind' | 'title' | 'summary' | 'body' | 'agency' | 'keywords' | 'categories' | 'regions'
>;

/**
 * What a search document holds of an item's text, ready for the INSERT. It depends on the item's
 * content alone, so a writer can make it before the statement that writes the item: on the
 * embedded database, one session, the statement then holds it only while it runs.
 */
export type SearchText = Pick<
  CatalogueSearchTable,
  'title_text' | 'tags_text' | 'summary_text' | 'document' | 'title_initials' | 'tags_initials'
> & {
  /** As one array literal each (see `intArray`). */
  grams: RawBuilder<number[]>;
  title_chars: RawBuilder<number[]>;
};

/** Names an item is known by besides its text: its categories and 시·도, in both languages. */
function tagWords(item: SearchTextSource): string[] {
  const categoryKey = item.kind === 'event' ? 'catalogue.eventCategories' : 'categories';
  const names = LOCALES.flatMap((locale) => [
    ...item.categories.map((c) => translate(locale, `${categoryKey}.${c}`) ?? c),
    ...(item.regions.length === 0
      ? [translate(locale, item.kind === 'event' ? 'catalogue.online' : 'catalogue.nationwide')]
      : item.regions.map((code) => {
          const sido = SIDO.find((s) => s.code === code);
          return locale === 'en-US' ? sido?.en : sido?.ko;
        })),
  ]);
  return [...item.keywords, ...names].filter((name): name is string => Boolean(name));
}

export function searchTextOf(item: SearchTextSource): SearchText {
  const title = normalizeSearchText(item.title);
  const tagList = tagWords(item).map(normalizeSearchText).filter(Boolean);
  const tags = tagList.join(' ');
  const summary = normalizeSearchText(item.summary);
  const rest = [item.body, item.agency].map(normalizeSearchText).filter(Boolean);
  const document = [title, tags, summary, ...rest].filter(Boolean).join(' ');
  const titleInitials = initialsOf(title);
  const tagsInitials = tagList.map(initialsOf).filter(Boolean).join(' ');
  const grams = new Set<number>();
  // Grams never span two fields or two tags: each part is cut on its own.
  for (const part of [
    title,
    ...tagList,
    summary,
    ...rest,
    titleInitials,
    ...tagsInitials.split(' '),
  ])
    addSearchGrams(part, grams);
  const raw = [item.title, item.summary, item.body, item.agency, ...item.keywords].join(' ');
  for (const symbol of symbolGrams(raw)) grams.add(symbol);
  return {
    title_text: title,
    tags_text: tags,
    summary_text: summary,
    document,
    title_initials: titleInitials,
    tags_initials: tagsInitials,
    grams: intArray([...grams]),
    title_chars: intArray(
      [...new Set([title, tags, titleInitials, tagsInitials].join(''))]
        .filter((char) => char !== ' ')
        .map(gramCode),
    ),
  };
}

/** An item's search text, for the item with this cid. */
export interface ItemText {
  cid: string;
  text: SearchText;
}

/**
 * Documents per statement when catching up: 1,000 × 9 parameters stays far below PostgreSQL's
 * 65,535.
 */
const BATCH = 1_000;

/**
 * An integer array as one PostgreSQL array literal. `pg` builds an array parameter by adding its
 * elements to a string one at a time: writing 50,000 documents' grams made 2 GB of garbage that
 * way, and a join makes one string.
 */
const intArray = (values: readonly number[]) => sql<number[]>`${`{${values.join(',')}}`}::int4[]`;

/** What a search document copies of its item's row (the filters and the order). */
export const SEARCH_ITEM_COLUMNS = [
  'kind',
  'is_pick',
  'apply_kind',
  'apply_start',
  'apply_end',
  'created_at',
  'regions',
  'categories',
] as const;
/** What it holds of the item's text (`SearchText`). */
const TEXT_COLUMNS = [
  'title_text',
  'tags_text',
  'summary_text',
  'document',
  'title_initials',
  'tags_initials',
  'grams',
  'title_chars',
] as const;

/**
 * The INSERT that (re)writes the search documents of the items of `items` that have a text here,
 * matched on cid. `items` is `catalogue_items`, or `written`: a CTE of the rows the same statement
 * has just written, with the table's columns. The catalogue writer's items and their documents
 * are then one statement, atomic without a transaction around it: on the embedded database an
 * import's batch was five round trips (BEGIN, two INSERTs, COMMIT and the lookup), now two.
 */
export function searchDocumentsUpsert(
  items: 'catalogue_items' | 'written',
  texts: readonly ItemText[],
): RawBuilder<unknown> {
  const columns = (prefix: string, names: readonly string[]) =>
    sql.join(names.map((name) => sql.ref(`${prefix}${name}`)));
  const values = sql.join(
    texts.map(
      ({ cid, text }) => sql`(${sql.join([cid, ...TEXT_COLUMNS.map((column) => text[column])])})`,
    ),
  );
  return sql`INSERT INTO catalogue_search
      (item_id, item_updated_at, ${columns('', SEARCH_ITEM_COLUMNS)}, ${columns('', TEXT_COLUMNS)})
    SELECT i.id, i.updated_at, ${columns('i.', SEARCH_ITEM_COLUMNS)}, ${columns('t.', TEXT_COLUMNS)}
    FROM ${sql.table(items)} AS i
    JOIN (VALUES ${values}) AS t (cid, ${columns('', TEXT_COLUMNS)}) ON t.cid = i.cid
    ON CONFLICT (item_id) DO UPDATE SET
      item_updated_at = excluded.item_updated_at,
      ${sql.join(
        [...SEARCH_ITEM_COLUMNS, ...TEXT_COLUMNS].map(
          (column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`,
        ),
      )}`;
}

/** The columns of an item its search text is made of, and its cid. */
const TEXT_SOURCE_COLUMNS = [
  'cid',
  'kind',
  'title',
  'summary',
  'body',
  'agency',
  'keywords',
  'categories',
  'regions',
] as const;

/**
 * Writes the documents of items that have none or an older one (items written before migration
 * 0004, or by hand). Returns how many; cheap when there are none (one anti-join).
 */
export async function writeStaleSearchDocuments(db: Kysely<Database>): Promise<number> {
  let written = 0;
  for (;;) {
    const items = await db
      .selectFrom('catalogue_items as i')
      .leftJoin('catalogue_search as s', 's.item_id', 'i.id')
      .select(TEXT_SOURCE_COLUMNS.map((c) => `i.${c}` as const))
      .where((eb) =>
        eb.or([eb('s.item_id', 'is', null), eb('s.item_updated_at', '<>', eb.ref('i.updated_at'))]),
      )
      .orderBy('i.id')
      .limit(BATCH)
      .execute();
    if (items.length === 0) return written;
    await searchDocumentsUpsert(
      'catalogue_items',
      items.map((item) => ({ cid: item.cid, text: searchTextOf(item) })),
    ).execute(db);
    written += items.length;
  }
}
