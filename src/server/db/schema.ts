import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as an object, written as JSON text, optional on insert where it has a default. */
type Json<T = Record<string, unknown>> = ColumnType<T, string | undefined, string>;

/**
 * Kysely's view of the tables. Each migration that adds a table adds its interface here; the
 * repositories are the only code that queries them.
 */
export interface Database {
  catalogue_items: CatalogueItemsTable;
  catalogue_search: CatalogueSearchTable;
}

export type ItemKindColumn = 'policy' | 'event' | 'video';
export type ApplyKind = 'range' | 'always' | 'closed' | 'none';

export interface CatalogueItemsTable {
  id: Generated<number>;
  kind: ItemKindColumn;
  cid: string;
  source: 'demo' | 'youthcenter' | 'editor';
  source_id: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  agency: ColumnType<string, string | undefined, string>;
  thumbnail_url: string | null;
  apply_kind: ApplyKind;
  /** YYYY-MM-DD (a Korean calendar day) */
  apply_start: string | null;
  apply_end: string | null;
  is_pick: ColumnType<boolean, boolean | undefined, boolean>;
  views: ColumnType<number, number | undefined, number>;
  regions: ColumnType<string[], string[] | undefined, string[]>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  details: Json;
  eligibility: Json;
  source_record: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  created_at: ColumnType<Date, string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** What the search reads of an item (migration 0004), written by modules/search/search-documents. */
export interface CatalogueSearchTable {
  item_id: number;
  item_updated_at: ColumnType<Date, string, string>;
  kind: ItemKindColumn;
  is_pick: boolean;
  apply_kind: ApplyKind;
  apply_start: string | null;
  apply_end: string | null;
  created_at: ColumnType<Date, string, string>;
  regions: string[];
  categories: string[];
  title_text: string;
  tags_text: string;
  summary_text: string;
  document: string;
  title_initials: string;
  tags_initials: string;
  grams: number[];
  title_chars: number[];
}
