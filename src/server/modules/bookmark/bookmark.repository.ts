import { sql, type Kysely } from 'kysely';
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';

/**
 * All SQL of bookmarks. The service asks the rules (decision 012) whether the actor may touch a
 * user's bookmarks; every query names that user as well (defence in depth).
 */

type Db = Kysely<Database>;

/** The id of the catalogue item with `cid`, or undefined when there is none. */
export async function itemIdOf(db: Db, cid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('catalogue_items')
    .select(sql<number>`id::int`.as('id'))
    .where('cid', '=', cid)
    .executeTakeFirst();
  return row?.id;
}

/** Saves the item for the user; a second save of the same item changes nothing. */
export async function addBookmark(db: Db, userId: string, itemId: number): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ user_id: userId, item_id: itemId })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .execute();
}

export interface BookmarkPage {
  /** The page's catalogue item ids, newest saved first. */
  itemIds: number[];
  total: number;
}

/**
 * One page of the user's bookmarks of the given kinds (all when empty), newest saved first. A
 * user saves tens, not thousands, of items, so an OFFSET on the (user, newest) index is cheap.
 */
export async function bookmarkPage(
  db: Db,
  userId: string,
  kinds: readonly ItemKind[],
  page: { offset: number; limit: number },
): Promise<BookmarkPage> {
  let query = db.selectFrom('bookmarks').where('bookmarks.user_id', '=', userId);
  // Without a kind, the (user, newest) index alone answers both the page and the count.
  if (kinds.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('catalogue_items as i')
          .select('i.id')
          .whereRef('i.id', '=', 'bookmarks.item_id')
          .where('i.kind', 'in', kinds),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(sql<number>`bookmarks.item_id::int`.as('item_id'))
      .orderBy('bookmarks.created_at', 'desc')
      .orderBy('bookmarks.item_id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { itemIds: rows.map((row) => row.item_id), total: count.count };
}

/**
 * The cids of the user's saved items, newest saved first, at most `limit`: the saved state of
 * every card, read once (decision 016). The same (user, newest) index answers it.
 */
export async function savedCids(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .innerJoin('catalogue_items', 'catalogue_items.id', 'bookmarks.item_id')
    .where('bookmarks.user_id', '=', userId)
    .select('catalogue_items.cid')
    .orderBy('bookmarks.created_at', 'desc')
    .orderBy('bookmarks.item_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.cid);
}

/** Removes the user's bookmarks of the items with `cids`; returns how many went. */
export async function deleteBookmarks(
  db: Db,
  userId: string,
  cids: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('item_id', 'in', (sub) =>
      sub.selectFrom('catalogue_items').select('id').where('cid', 'in', cids),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Withdrawal erases the account's bookmarks with its other personal data (AccountService eraser). */
export async function forgetBookmarksOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('bookmarks').where('user_id', '=', userId).execute();
}
