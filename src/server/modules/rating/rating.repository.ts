import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isShownSql } from '../moderation/moderated-content.js';

/**
 * All SQL of one-line reviews. The service asks the rules (decision 012) who may change which;
 * the writes name the author as well (defence in depth). Reads come from the indexes of
 * migration 0013: an item's newest, an item's per score, and one user's review of an item.
 */

type Db = Kysely<Database>;

/** A review with what showing it needs: its item's cid and its author's account state. */
function selectRatings(db: Db) {
  return db
    .selectFrom('ratings')
    .innerJoin('users', 'users.id', 'ratings.author_id')
    .innerJoin('catalogue_items', 'catalogue_items.id', 'ratings.item_id')
    .select([
      sql<number>`ratings.id::int`.as('id'),
      sql<number>`ratings.item_id::int`.as('item_id'),
      'catalogue_items.cid',
      'ratings.author_id',
      'ratings.score',
      'ratings.text',
      'ratings.created_at',
      'ratings.updated_at',
      'ratings.hidden_reason',
      'ratings.hidden_at',
      'ratings.hidden_until',
      'users.nickname',
      'users.deleted_at',
      'users.dormant_at',
    ]);
}

export type RatingRow = Awaited<
  ReturnType<ReturnType<typeof selectRatings>['executeTakeFirstOrThrow']>
>;

export async function ratingById(db: Db, id: number): Promise<RatingRow | undefined> {
  return selectRatings(db).where('ratings.id', '=', id).executeTakeFirst();
}

/** The user's own review of the item, if they wrote one (give to get asks this). */
export async function ownRatingOf(
  db: Db,
  authorId: string,
  itemId: number,
): Promise<RatingRow | undefined> {
  return selectRatings(db)
    .where('ratings.author_id', '=', authorId)
    .where('ratings.item_id', '=', itemId)
    .executeTakeFirst();
}

export interface RatingPageQuery {
  itemId: number;
  /** Only reviews of this score (read_by_score). */
  score?: number;
  /** Reviews older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

/** One keyset page of an item's reviews, newest first, hidden ones included (shown as such). */
export async function ratingPage(db: Db, query: RatingPageQuery): Promise<RatingRow[]> {
  let select = selectRatings(db).where('ratings.item_id', '=', query.itemId);
  if (query.score !== undefined) select = select.where('ratings.score', '=', query.score);
  if (query.beforeId !== undefined) select = select.where('ratings.id', '<', query.beforeId);
  return select.orderBy('ratings.id', 'desc').limit(query.limit).execute();
}

/** How many reviews the pages of `ratingPage` hold in all. */
export async function countRatings(db: Db, itemId: number, score?: number): Promise<number> {
  let select = db
    .selectFrom('ratings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('item_id', '=', itemId);
  if (score !== undefined) select = select.where('score', '=', score);
  return (await select.executeTakeFirstOrThrow()).count;
}

/** How many reviews shown at `now` gave each score (a score nobody gave is missing). */
export async function scoreCounts(
  db: Db,
  itemId: number,
  now: Date,
): Promise<{ score: number; count: number }[]> {
  return db
    .selectFrom('ratings as r')
    .select(['r.score', sql<number>`count(*)::int`.as('count')])
    .where('r.item_id', '=', itemId)
    .where(isShownSql('r', now))
    .groupBy('r.score')
    .execute();
}

/** Writes the review; undefined when the author has one of the item already (the unique key). */
export async function insertRating(
  db: Db,
  rating: { itemId: number; authorId: string; score: number; text: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('ratings')
    .values({
      item_id: rating.itemId,
      author_id: rating.authorId,
      score: rating.score,
      text: rating.text,
    })
    .onConflict((conflict) => conflict.columns(['author_id', 'item_id']).doNothing())
    .returning(sql<number>`id::int`.as('id'))
    .executeTakeFirst();
  return row?.id;
}

/** The author of a review, locked for the change that follows; undefined when there is none. */
export async function lockRatingAuthor(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('ratings')
    .select('author_id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.author_id;
}

export async function updateRating(
  db: Db,
  id: number,
  authorId: string,
  change: { score: number; text: string },
): Promise<void> {
  await db
    .updateTable('ratings')
    .set({ score: change.score, text: change.text, updated_at: new Date() })
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .execute();
}

export async function deleteRating(db: Db, id: number, authorId: string): Promise<number> {
  const result = await db
    .deleteFrom('ratings')
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
