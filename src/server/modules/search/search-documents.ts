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
 * The catalogue writer (catalogue-writer.ts) calls `writeSearchDocuments` with the rows it wrote,
 * in its transaction, and their texts, made before it; at start, `writeStaleSearchDocuments` catches up on anything written
 * otherwise (by hand, or before migration 0004).
 */

/** What a search document holds of an item's row besides its text (the filters and the order). */
export type SearchRow = Pick<
  Selectable<CatalogueItemsTable>,
  'kind' | 'categories' | 'regions' | 'is_pick' | 'apply_kind' | 'apply_start' | 'apply_end'
> & {
  id: number;
  /** As text: a Date would drop the microseconds and never compare equal again. */
  updated_at: string;
  created_at: string;
};

/** The columns of an item its search text is made of. */
export type SearchTextSource = Pick<
  Selectable<CatalogueItemsTable>,
  'kind' | 'title' | 'summary' | 'body' | 'agency' | 'keywords' | 'categories' | 'regions'
>;

export type SearchSource = SearchRow & SearchTextSource;

/**
 * What a search document holds of an item's text, ready for the INSERT. It depends on the item's
 * content alone, so a writer can make it before the transaction that writes the item: on the
 * embedded database, one session, the transaction then holds it only for its statements.
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

/** An item's row as written, with its search text (made from it, or before it was written). */
export interface SearchDocumentInput {
  row: SearchRow;
  text: SearchText;
}

/**
 * Documents per INSERT: 1,000 × 18 parameters stays far below PostgreSQL's 65,535, and an import's
 * batch (250) is one statement, not two round trips.
 */
const BATCH = 1_000;

/**
 * An integer array as one PostgreSQL array literal. `pg` builds an array parameter by adding its
 * elements to a string one at a time: writing 50,000 documents' grams made 2 GB of garbage that
 * way, and a join makes one string.
 */
const intArray = (values: readonly number[]) => sql<number[]>`${`{${values.join(',')}}`}::int4[]`;

/** (Re)writes the search documents of these items; call it in the transaction that wrote them. */
export async function writeSearchDocuments(
  db: Kysely<Database>,
  documents: readonly SearchDocumentInput[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH) {
    await writeBatch(db, documents.slice(start, start + BATCH));
  }
}

async function writeBatch(
  db: Kysely<Database>,
  documents: readonly SearchDocumentInput[],
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('catalogue_search')
    .values(
      documents.map(({ row, text }) => ({
        item_id: row.id,
        item_updated_at: row.updated_at,
        kind: row.kind,
        is_pick: row.is_pick,
        apply_kind: row.apply_kind,
        apply_start: row.apply_start,
        apply_end: row.apply_end,
        created_at: row.created_at,
        regions: row.regions,
        categories: row.categories,
        title_text: text.title_text,
        tags_text: text.tags_text,
        summary_text: text.summary_text,
        document: text.document,
        title_initials: text.title_initials,
        tags_initials: text.tags_initials,
        grams: text.grams,
        title_chars: text.title_chars,
      })),
    )
    .onConflict((oc) =>
      oc.column('item_id').doUpdateSet((eb) => ({
        item_updated_at: eb.ref('excluded.item_updated_at'),
        kind: eb.ref('excluded.kind'),
        is_pick: eb.ref('excluded.is_pick'),
        apply_kind: eb.ref('excluded.apply_kind'),
        apply_start: eb.ref('excluded.apply_start'),
        apply_end: eb.ref('excluded.apply_end'),
        created_at: eb.ref('excluded.created_at'),
        regions: eb.ref('excluded.regions'),
        categories: eb.ref('excluded.categories'),
        title_text: eb.ref('excluded.title_text'),
        tags_text: eb.ref('excluded.tags_text'),
        summary_text: eb.ref('excluded.summary_text'),
        document: eb.ref('excluded.document'),
        title_initials: eb.ref('excluded.title_initials'),
        tags_initials: eb.ref('excluded.tags_initials'),
        grams: eb.ref('excluded.grams'),
        title_chars: eb.ref('excluded.title_chars'),
      })),
    )
    .execute();
}

/** The plain columns of `SearchRow` (the times and days are read as text). */
export const SEARCH_ROW_COLUMNS = [
  'id',
  'kind',
  'categories',
  'regions',
  'is_pick',
  'apply_kind',
] as const;

/** And of `SearchSource`. */
const SEARCH_SOURCE_COLUMNS = [
  ...SEARCH_ROW_COLUMNS,
  'title',
  'summary',
  'body',
  'agency',
  'keywords',
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
      .select(SEARCH_SOURCE_COLUMNS.map((c) => `i.${c}` as const))
      .select(sql<string>`i.updated_at::text`.as('updated_at'))
      .select(sql<string>`i.created_at::text`.as('created_at'))
      .select(sql<string | null>`i.apply_start::text`.as('apply_start'))
      .select(sql<string | null>`i.apply_end::text`.as('apply_end'))
      .where((eb) =>
        eb.or([eb('s.item_id', 'is', null), eb('s.item_updated_at', '<>', eb.ref('i.updated_at'))]),
      )
      .orderBy('i.id')
      .limit(BATCH)
      .execute();
    if (items.length === 0) return written;
    await db.transaction().execute((trx) =>
      writeBatch(
        trx,
        items.map((row) => ({ row, text: searchTextOf(row) })),
      ),
    );
    written += items.length;
  }
}
