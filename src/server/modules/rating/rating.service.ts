import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  RATING_PAGE_SIZE,
  type ratingCreate,
  type ratingUpdate,
} from '../../../shared/contract/rating.js';
import { authorize, can, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../http/app-error.js';
import { itemIdOf } from '../bookmark/bookmark.repository.js';
import { presentRating, presentStats } from './rating.presenter.js';
import {
  countRatings,
  deleteRating,
  insertRating,
  lockRatingAuthor,
  ownRatingOf,
  ratingById,
  ratingPage,
  scoreCounts,
  updateRating,
  type RatingRow,
} from './rating.repository.js';

type RatingCreateRequest = z.output<(typeof ratingCreate)['input']>;
type RatingUpdateRequest = z.output<(typeof ratingUpdate)['input']>;
type Db = Kysely<Database>;

interface PageRequest {
  cid: string;
  score?: number;
  cursor?: string | undefined;
}

/**
 * One-line reviews (issue 12, product §1, §7, §8). Writing, changing and deleting follow the
 * rules (any signed-in user writes one per item; only the author changes or deletes it). Reading
 * others' reviews or the statistics is give to get: it needs one's own review of the item, else
 * 403 `review_required`, for a visitor as well, since the message says what to do rather than
 * only "sign in". Operators read them without one, to moderate (rule `item_reviews`).
 */
export class RatingService {
  constructor(
    private readonly db: Db,
    /** The time hidden states are judged at (a 임시조치 ends by the clock). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes the actor's review of `cid`; a second (or a double submit) is 409 rating_exists. */
  async create(actor: Actor, request: RatingCreateRequest) {
    authorize(actor, 'create', { type: 'rating' });
    const { id: authorId } = signedIn(actor);
    const row = await this.db.transaction().execute(async (trx) => {
      const itemId = await this.itemOf(trx, request.cid);
      const { score, text } = request;
      const id = await insertRating(trx, { itemId, authorId, score, text });
      if (id === undefined) throw new AppError('rating_exists');
      return ratingById(trx, id);
    });
    return presentRating(row!, actor, this.now());
  }

  /** A page of the item's reviews, newest first, with the actor's own. */
  async read(actor: Actor, request: PageRequest) {
    const itemId = await this.itemOf(this.db, request.cid);
    const own = await this.unlock(actor, itemId);
    const page = await this.page(actor, itemId, request);
    // The new field before the spread: see decision 030.
    return { mine: own ? presentRating(own, actor, this.now()) : null, ...page };
  }

  /** The item's reviews of one score, newest first. */
  async readByScore(actor: Actor, request: PageRequest & { score: number }) {
    const itemId = await this.itemOf(this.db, request.cid);
    await this.unlock(actor, itemId);
    return this.page(actor, itemId, request);
  }

  /** One review: one's own always, another's with one's own review of that item. */
  async readById(actor: Actor, id: number) {
    const row = await ratingById(this.db, id);
    if (!row) throw notFound();
    const isOwn = actor.kind === 'user' && actor.id === row.author_id;
    if (!isOwn) await this.unlock(actor, row.item_id);
    return presentRating(row, actor, this.now());
  }

  /** The average, count and count per score of the item's reviews that show now. */
  async readStats(actor: Actor, cid: string) {
    const itemId = await this.itemOf(this.db, cid);
    await this.unlock(actor, itemId);
    return presentStats(await scoreCounts(this.db, itemId, this.now()));
  }

  /** Changes the score and text of the actor's own review; missing: 404, another's: 403. */
  async update(actor: Actor, request: RatingUpdateRequest) {
    signedIn(actor);
    const row = await this.db.transaction().execute(async (trx) => {
      const authorId = await this.lockAuthor(trx, actor, 'update', request.id);
      await updateRating(trx, request.id, authorId, request);
      return ratingById(trx, request.id);
    });
    return presentRating(row!, actor, this.now());
  }

  /** Deletes the actor's own review; missing: 404, another's: 403. */
  async delete(actor: Actor, id: number) {
    signedIn(actor);
    const count = await this.db.transaction().execute(async (trx) => {
      const authorId = await this.lockAuthor(trx, actor, 'delete', id);
      return deleteRating(trx, id, authorId);
    });
    return { count };
  }

  private async itemOf(db: Db, cid: string): Promise<number> {
    const itemId = await itemIdOf(db, cid);
    if (itemId === undefined) throw notFound();
    return itemId;
  }

  /**
   * Give to get (product §8): the actor's own review of the item, which lets them read the
   * others; null for an operator without one; otherwise 403 `review_required`.
   */
  private async unlock(actor: Actor, itemId: number): Promise<RatingRow | null> {
    const own = actor.kind === 'user' ? await ownRatingOf(this.db, actor.id, itemId) : undefined;
    if (own) return own;
    if (can(actor, 'read_without_review', { type: 'item_reviews' })) return null;
    throw forbidden('review_required');
  }

  private async page(actor: Actor, itemId: number, request: PageRequest) {
    const beforeId = request.cursor === undefined ? undefined : Number(request.cursor);
    const [rows, total] = await Promise.all([
      ratingPage(this.db, { itemId, score: request.score, beforeId, limit: RATING_PAGE_SIZE + 1 }),
      countRatings(this.db, itemId, request.score),
    ]);
    const now = this.now();
    const shown = rows.slice(0, RATING_PAGE_SIZE);
    return {
      ratings: shown.map((row) => presentRating(row, actor, now)),
      next_cursor: rows.length > RATING_PAGE_SIZE ? String(shown.at(-1)!.id) : null,
      total_count: total,
    };
  }

  /** The review's author, locked, once the rules let `actor` do `action` to it. */
  private async lockAuthor(
    trx: Db,
    actor: Actor,
    action: 'update' | 'delete',
    id: number,
  ): Promise<string> {
    const authorId = await lockRatingAuthor(trx, id);
    if (authorId === undefined) throw notFound();
    authorize(actor, action, { type: 'rating', authorId });
    return authorId;
  }
}
