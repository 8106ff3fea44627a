import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countItems(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalogue_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One sitemap file's items in a stable order. OFFSET is fine here: search engines ask for a
 * handful of files a day, and the index-only scan over the primary key is cheap.
 */
export function sitemapItems(db: Kysely<Database>, offset: number, limit: number) {
  return db
    .selectFrom('catalogue_items')
    .select(['kind', 'cid', 'updated_at'])
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}
