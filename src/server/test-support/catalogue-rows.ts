import type { Insertable, Kysely } from 'kysely';
import { addDays, koreaToday } from '../../shared/korea-date.js';
import type { CatalogueItemsTable, Database } from '../db/schema.js';
import type { KyselyPlugin } from 'kysely';
import { writeStaleSearchDocuments } from '../modules/search/search-documents.js';
import { memoryCacheInvalidation } from '../shared-state/cache-invalidation.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Catalogue records written for tests, with dates relative to today in Korea like the demo
 * content. `item` numbers them, so later items are newer.
 */
export type CatalogueRow = Insertable<CatalogueItemsTable>;

export const testToday = koreaToday();
export const testDay = (offset: number) => addDays(testToday, offset);

let sequence = 0;
export function testItem(
  kind: CatalogueRow['kind'],
  slug: string,
  fields: Partial<CatalogueRow> = {},
): CatalogueRow {
  sequence += 1;
  return {
    kind,
    cid: `${kind}-t-${slug}`,
    source: 'editor',
    source_id: `${kind}:${slug}`,
    title: `${slug} 제목`,
    summary: `${slug} 요약`,
    agency: '테스트 기관',
    apply_kind: kind === 'video' ? 'none' : 'always',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    ...fields,
  };
}

/** `count` policies created a minute apart, the last the newest, named by `slugOf(at)`. */
export function policiesMinuteApart(count: number, slugOf: (at: number) => string): CatalogueRow[] {
  return Array.from({ length: count }, (_, at) =>
    testItem('policy', slugOf(at), {
      created_at: new Date(Date.UTC(2026, 0, 1) + at * 60_000).toISOString(),
    }),
  );
}

export const applyRange = (start: number, end: number) => ({
  apply_kind: 'range' as const,
  apply_start: testDay(start),
  apply_end: testDay(end),
});

/** Replaces the whole catalogue (the shared PostgreSQL of CI may hold other files' items). */
export async function replaceCatalogue(db: Kysely<Database>, rows: CatalogueRow[]): Promise<void> {
  await db.deleteFrom('catalogue_items').execute();
  await db.insertInto('catalogue_items').values(rows).execute();
  await writeStaleSearchDocuments(db);
}

/**
 * A test app whose catalogue is `count` policies a minute apart (see `policiesMinuteApart`),
 * written after its start and announced, as an import would be.
 */
export async function appWithPolicies(options: {
  count: number;
  slugOf: (at: number) => string;
  holdsEveryItem: boolean;
  queryPlugin: KyselyPlugin;
}): Promise<TestApp> {
  const invalidation = memoryCacheInvalidation({ warn: () => {} });
  const t = await createTestApp({
    queryPlugin: options.queryPlugin,
    cacheInvalidation: invalidation,
    holdsEveryItem: options.holdsEveryItem,
  });
  await replaceCatalogue(t.database.db, policiesMinuteApart(options.count, options.slugOf));
  await invalidation.publish();
  return t;
}
