import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ChangeFollower } from '../../lib/change-follower.js';
import * as repository from './catalogue.repository.js';
import type { ListRow } from './catalogue.repository.js';
import type { ViewCounter } from './view-counter.js';

/**
 * Every item's list card, held in memory on the embedded database (decision 023, "Every card"),
 * so that no page of any list, search, bookmark page or recommendation reads the database for
 * its rows. PGlite answers one query at a time: on a slow two-core machine it reads at most
 * 330–375 pages of cards a second, so 500 readers a second of pages nobody had read before queued
 * without end (p99 1 s, bench/RESULTS.md, session 16). PostgreSQL reads them side by side and is
 * shared by several instances, whose views a held card would not see: there the pages' own cache
 * serves.
 *
 * It follows the catalogue as the search index does (decision 028): through
 * `catalogue_search.search_seq` (migration 0024), which every write of the catalogue writer takes
 * in commit order, and the removals beside it. After an announced change its cards are not used
 * until the change is read (the readers go to the database meanwhile), so an edit shows in the
 * next page. A change nobody announced (a statement by hand, a tool writing beside a server
 * without Redis) is looked for at least once a minute behind the readers, by the catalogue's
 * version (migration 0025): when it moved, every card is read again.
 */

/** Cards read per statement: a few milliseconds each, so readers' queries between them never wait long. */
const READ_SLICE = 250;
/** Past this many items nothing is held (a card is about 2 KB: 100,000 are about 200 MB). */
export const CARDS_MAX = 100_000;
/** A change nobody announced is read at most this long after the last read, as the caches refresh. */
const FOLLOW_AT_LEAST_EVERY_MS = 60_000;

/** A row read from the database, with what this instance had written of its views then. */
export interface HeldRow<R extends ListRow = ListRow> {
  row: R;
  writtenViews: number;
}

/**
 * Rows as held: with what this instance had written of their views when they were read, so that
 * views counted later show on top, however long a row is held (`ViewCounter.since`). A flush
 * ending in the instant between the read and this note is missed until the row is read again;
 * noted before the read, it would be counted twice.
 */
export function holdRows<R extends ListRow>(rows: R[], views: Pick<ViewCounter, 'written'>) {
  return rows.map((row): HeldRow<R> => ({ row, writtenViews: views.written(row.id) }));
}

export class CardStore {
  private cards = new Map<number, HeldRow>();
  private isLoaded = false;
  /** The highest `search_seq` read. */
  private seq = 0;
  /** The catalogue's version when every card was last read (see `readChanges`). */
  private version = '';
  /** A change was announced and is not read yet: no card is used until it is. */
  private isAnnounced = false;
  /** Reads what changed; after a failed read no card is used until a read succeeds. */
  private readonly changes = new ChangeFollower(
    () => this.readChanges(),
    () => (this.isAnnounced = false),
  );
  private readAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly views: Pick<ViewCounter, 'written'>,
    private readonly options: { now?: () => number; maxCards?: number } = {},
  ) {}

  /**
   * Reads every card (before the server says it is ready), unless the catalogue has more items
   * than the limit. Says how many items there are and whether their cards are held.
   */
  async load(): Promise<{ items: number; isHeld: boolean }> {
    const { count } = await this.db
      .selectFrom('catalogue_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const items = Number(count);
    if (items > (this.options.maxCards ?? CARDS_MAX)) return { items, isHeld: false };
    await this.readAll();
    this.isLoaded = true;
    return { items, isHeld: true };
  }

  /** The catalogue changed (a message of the cache-invalidation bus): its cards wait for the change. */
  noteChange(): void {
    if (!this.isLoaded) return;
    this.isAnnounced = true;
    void this.changes.follow().catch(() => undefined);
  }

  /**
   * The held cards of these ids, or undefined when the cards cannot be used now (not loaded, a
   * change not read yet): the caller reads the rows itself. An id without a card (an item made
   * after the last read) is left out of the map.
   */
  cardsOf(ids: readonly number[]): Map<number, HeldRow> | undefined {
    if (!this.isLoaded) return undefined;
    if (this.changes.isBehind || this.now() - this.readAt >= FOLLOW_AT_LEAST_EVERY_MS) {
      void this.changes.follow().catch(() => undefined);
    }
    if (this.isAnnounced || this.changes.isBehind) return undefined;
    const found = new Map<number, HeldRow>();
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card) found.set(id, card);
    }
    return found;
  }

  get size(): number {
    return this.cards.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Every card, in slices by id. The number and the version are read first: whatever commits
   * later has a higher number, and is read by the next `readChanges`.
   */
  private async readAll(): Promise<void> {
    const mark = await changeMark(this.db);
    const cards = new Map<number, HeldRow>();
    for (let after = 0; ;) {
      const rows = await repository.itemsAfter(this.db, after, READ_SLICE);
      for (const card of holdRows(rows, this.views)) cards.set(card.row.id, card);
      if (rows.length < READ_SLICE) break;
      after = rows.at(-1)!.id;
    }
    this.cards = cards;
    this.seq = mark.seq;
    this.version = mark.version;
    this.readAt = this.now();
  }

  /**
   * An announced change: reads the cards of the items written and removed since the last number
   * read. The minute's look for changes nobody announced: every card again, when the catalogue's
   * version moved since they were all read. A statement by hand on `catalogue_items` moves the
   * version and no search number, and a version cannot tell whose change moved it, so the
   * minute after announced changes reads everything once too.
   */
  private async readChanges(): Promise<void> {
    const mark = await changeMark(this.db);
    if (!this.isAnnounced && mark.version !== this.version) return this.readAll();
    if (mark.seq === this.seq) {
      this.readAt = this.now();
      return;
    }
    const changed = await this.db
      .selectFrom('catalogue_search')
      .select(sql<number>`item_id::int`.as('id'))
      .where('search_seq', '>', String(this.seq))
      .where('search_seq', '<=', String(mark.seq))
      .union((eb) =>
        eb
          .selectFrom('catalogue_search_removed')
          .select(sql<number>`item_id::int`.as('id'))
          .where('search_seq', '>', String(this.seq))
          .where('search_seq', '<=', String(mark.seq)),
      )
      .execute();
    const ids = changed.map((row) => row.id);
    for (let start = 0; start < ids.length; start += READ_SLICE) {
      const slice = ids.slice(start, start + READ_SLICE);
      const rows = await repository.itemsBy(this.db, 'id', slice);
      const cards = new Map(holdRows(rows, this.views).map((card) => [card.row.id, card]));
      // An id without a row now was removed.
      for (const id of slice) {
        const card = cards.get(id);
        if (card) this.cards.set(id, card);
        else this.cards.delete(id);
      }
    }
    this.seq = mark.seq;
    this.readAt = this.now();
  }
}

/**
 * The last search number committed and the catalogue's version, in one statement: a writer's
 * transaction moves both, and one snapshot sees both moves or neither.
 */
async function changeMark(db: Kysely<Database>): Promise<{ seq: number; version: string }> {
  const { rows } = await sql<{ seq: string | null; version: string }>`
    select
      greatest(
        (select max(search_seq) from catalogue_search),
        (select max(search_seq) from catalogue_search_removed)) as seq,
      (select version from catalogue_version) as version`.execute(db);
  return { seq: Number(rows[0]?.seq ?? 0), version: String(rows[0]?.version) };
}
