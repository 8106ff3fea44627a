import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BOOKMARK_CIDS_READ_MAX,
  type bookmarkDelete,
  type bookmarkRead,
} from '../../../shared/contract/bookmark.js';
import type { ListAnswer } from '../../../shared/contract/catalogue.js';
import { authorize, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { presentBookmarkPage } from './bookmark.presenter.js';
import {
  addBookmark,
  bookmarkPage,
  deleteBookmarks,
  itemIdOf,
  savedCids,
} from './bookmark.repository.js';

type BookmarkReadRequest = z.output<(typeof bookmarkRead)['input']>;
type BookmarkDeleteRequest = z.output<(typeof bookmarkDelete)['input']>;

/**
 * The saved-items calls. Who may save, read or remove bookmarks is the rules' to say
 * (authorization/rules.ts: any signed-in user saves; only the owner reads or removes); every
 * call here is about the actor's own bookmarks, and the SQL names the owner as well.
 */
export class BookmarkService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Presents the saved items as list cards, exactly as the catalogue's lists do. */
    private readonly catalogue: Pick<CatalogueService, 'pageItems'>,
  ) {}

  /** Saves the item with `cid`; pressing save twice leaves one bookmark. Unknown cid: 404. */
  async create(actor: Actor, cid: string) {
    authorize(actor, 'create', { type: 'bookmark' });
    const { id: userId } = signedIn(actor);
    await this.db.transaction().execute(async (trx) => {
      const itemId = await itemIdOf(trx, cid);
      if (itemId === undefined) throw notFound();
      await addBookmark(trx, userId, itemId);
    });
    return { cid, bookmarked: true as const };
  }

  /** A page of the actor's bookmarks, newest saved first; closed items stay, labelled CLOSED. */
  async read(actor: Actor, request: BookmarkReadRequest): Promise<ListAnswer> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'bookmark', ownerId });
    const { current_page_no: page, item_no_per_page: size } = request.pagination;
    const { itemIds, total } = await bookmarkPage(this.db, ownerId, request.filters.kind ?? [], {
      offset: (page - 1) * size,
      limit: size,
    });
    const { items } = await this.catalogue.pageItems(itemIds, []);
    return presentBookmarkPage(items, total, request.pagination);
  }

  /**
   * The cids the actor saved, newest first (at most BOOKMARK_CIDS_READ_MAX): what every card
   * needs to show its saved state, in one read per session (decision 016).
   */
  async readCids(actor: Actor): Promise<{ cids: string[] }> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'bookmark', ownerId });
    return { cids: await savedCids(this.db, ownerId, BOOKMARK_CIDS_READ_MAX) };
  }

  /** Removes the actor's bookmarks of `cid` or `cids`; cids not saved (or unknown) count 0. */
  async delete(actor: Actor, request: BookmarkDeleteRequest) {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'delete', { type: 'bookmark', ownerId });
    const cids = request.cids ?? (request.cid === undefined ? [] : [request.cid]);
    const count = await this.db.transaction().execute((trx) => deleteBookmarks(trx, ownerId, cids));
    return { count };
  }
}
