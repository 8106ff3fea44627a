import { sql, type Kysely } from 'kysely';
import type { ItemKind } from '../../../shared/routes.js';
import type { Database } from '../../db/schema.js';
import { slicesById } from '../../db/slices-by-id.js';
import { ChangeFollower } from '../../lib/change-follower.js';
import { STALE_AFTER_CHANGE_MS } from '../../lib/refreshing-cache.js';
import * as repository from './catalogue.repository.js';
import type { DetailRow, ListRow } from './catalogue.repository.js';
import { relatedCids } from './catalogue.presenter.js';
import type { ViewCounter } from './view-counter.js';

/**
 * Every item held in memory (decision 023, "Every item"): its list card as read, and the rest of
 * its detail as JSON, so that no page of any list, search, bookmark page or recommendation reads
 * the database for its rows, and no detail does. PGlite answers one query at a time: on a slow
 * two-core machine it reads at most 330–375 pages of cards a second, so 500 readers a second of
 * pages nobody had read before queued without end (p99 1 s, bench/RESULTS.md, session 16), and
 * 500 details a second of any of 50,000 items kept its one process 40 % busy with a p99 of
 * 17–108 ms (session 17). On PostgreSQL the database kept up, but the service's own thread did
 * not: sending each page's query and parsing its 24 rows cost 2.6 ms of CPU a page, and 500 pages
 * a second queued without end on two cores (p99 2.2 s, session 20).
 *
 * On PostgreSQL other instances count views in the same rows: with `readsViewsOfOthers` the
 * views of every held item are read again every 10 s, as a held detail was re-read, so that
 * theirs show too.
 *
 * It follows the catalogue as the search index does (decision 028): through
 * `catalogue_search.search_seq` (migration 0024), which every write of the catalogue writer takes
 * in commit order, and the removals beside it. An announced change is read at once; meanwhile
 * what is held is served for at most a second, as every cache is (decision 023), and past it the
 * readers go to the database until the change is read. A change nobody announced (a statement by
 * hand, a tool writing beside a server without Redis) is looked for at least once a minute behind
 * the readers, by the catalogue's version (migration 0025): when it moved, every item is read
 * again.
 */

/** Items read per statement: a few milliseconds each, so readers' queries between them never wait long. */
const READ_SLICE = 250;
/**
 * Past this many items nothing is held: 50,000 of the benchmark's items take 88 MB of memory
 * outside the heap (card and detail text as UTF-8, real 온통청년 records up to twice that), so
 * 100,000 take 180–360 MB.
 */
export const ITEMS_MAX = 100_000;
/** A change nobody announced is read at most this long after the last read, as the caches refresh. */
const FOLLOW_AT_LEAST_EVERY_MS = 60_000;
/** Other instances' views show this long after they are written at most, as on a held detail. */
const VIEWS_READ_EVERY_MS = 10_000;
/**
 * The views are read a slice at a time, one slice a second: a tenth of the items each, so every
 * item's are read within `VIEWS_READ_EVERY_MS`. Read all at once, the ten statements of 5,000
 * rows made every tenth second of PostgreSQL's 70 s mixed benchmark row its slowest (117–134 ms
 * against at most 73 ms without them, session 26).
 */
const VIEWS_STEP_MS = 1_000;
const VIEWS_STEPS = VIEWS_READ_EVERY_MS / VIEWS_STEP_MS;

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

/** An item's detail held: its card as read, and related videos' cards for a video. */
export interface HeldDetail {
  detail: HeldRow<DetailRow>;
  related: HeldRow[];
}

/** What a detail adds to a card. */
type DetailRest = Omit<DetailRow, keyof ListRow>;

/**
 * An item as held: its card and then the rest of its detail as JSON, in one UTF-8 buffer, parsed
 * when read (tens of microseconds, where a read from PGlite costs most of a millisecond).
 *
 * A buffer's bytes lie outside V8's heap, where the collector neither marks nor moves them. Held
 * as rows, 50,000 items made every full collection walk about a million objects, and its marking
 * held the thread answering requests for 120–300 ms (bench/RESULTS.md, session 18). Held as
 * strings, they were a few objects each but 130 MB of the heap's 258: each full collection and
 * each compaction of it (the memory reducer's, after a quiet spell) took both cores for a few
 * hundred milliseconds, and the requests waiting behind it passed 100 ms (session 19).
 * Compressing the text halved it but tripled the start-up's read (2.6 s to 7.8 s).
 */
interface HeldItem {
  kind: ItemKind;
  cid: string;
  /** The card's JSON but its views, then the rest's: `cardBytes` says where the card ends. */
  text: Buffer;
  cardBytes: number;
  /** The item's views when they were last read. */
  views: number;
  /** What this instance had written of its views then (`holdRows`). */
  writtenViews: number;
}

/** A held item's card as the database read it. */
function cardOf(item: HeldItem): HeldRow {
  const row = JSON.parse(item.text.toString('utf8', 0, item.cardBytes)) as ListRow;
  // JSON holds the time as a string.
  row.created_at = new Date(row.created_at);
  row.views = item.views;
  return { row, writtenViews: item.writtenViews };
}

export class ItemStore {
  private items = new Map<number, HeldItem>();
  private idsByCid = new Map<string, number>();
  private isLoaded = false;
  /** The highest `search_seq` read. */
  private seq = 0;
  /** The catalogue's version when every item was last read (see `readChanges`). */
  private version = '';
  /**
   * When the oldest change not read yet was announced: what is held is served for at most
   * `STALE_AFTER_CHANGE_MS` after it, as every cache is (decision 023), then not until it is read.
   */
  private announcedAt: number | undefined;
  /** Reads what changed; after a failed read nothing held is used until a read succeeds. */
  private readonly changes = new ChangeFollower(
    () => this.readChanges(),
    () => (this.announcedAt = undefined),
  );
  private readAt = 0;
  private viewsReadAt = 0;
  /** Where the next slice of views starts (`readViews`): after this id. */
  private viewsAfterId = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly views: Pick<ViewCounter, 'written'>,
    private readonly options: {
      now?: () => number;
      maxItems?: number;
      /** Other instances count views in the same rows (PostgreSQL): read them every 10 s. */
      readsViewsOfOthers?: boolean;
    } = {},
  ) {}

  /**
   * Reads every item (before the server says it is ready), unless the catalogue has more items
   * than the limit. Says how many items there are, whether they are held, and in how many bytes
   * of text (outside the heap).
   */
  async load(): Promise<{ items: number; isHeld: boolean; bytes: number }> {
    const { count } = await this.db
      .selectFrom('catalogue_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const items = Number(count);
    if (items > this.maxItems) return { items, isHeld: false, bytes: 0 };
    await this.readAll();
    this.isLoaded = true;
    let bytes = 0;
    for (const item of this.items.values()) bytes += item.text.length;
    return { items, isHeld: true, bytes };
  }

  /** The catalogue changed (a message of the cache-invalidation bus): what is held waits for it. */
  noteChange(): void {
    if (!this.isLoaded) return;
    this.announcedAt ??= this.now();
    void this.changes.follow().catch(() => undefined);
  }

  /**
   * The held cards of these ids, or undefined when nothing held can be used now (not loaded, a
   * change not read yet): the caller reads the rows itself. An id without a card (an item made
   * after the last read) is left out of the map.
   */
  cardsOf(ids: readonly number[]): Map<number, HeldRow> | undefined {
    if (!this.isUsable()) return undefined;
    const found = new Map<number, HeldRow>();
    for (const id of ids) {
      const item = this.items.get(id);
      if (item) found.set(id, cardOf(item));
    }
    return found;
  }

  /**
   * An item's whole detail, or undefined when nothing held can be used now or the item is not
   * held (made after the last read, or no such item): the caller reads it itself, and says
   * "not found" for an unknown one.
   */
  detailOf(kind: ItemKind, cid: string): HeldDetail | undefined {
    if (!this.isUsable()) return undefined;
    const item = this.itemOfCid(cid);
    if (!item || item.kind !== kind) return undefined;
    const { row: card, writtenViews } = cardOf(item);
    const { updated_at: updatedAt, ...rest } = JSON.parse(
      item.text.toString('utf8', item.cardBytes),
    ) as DetailRest;
    // New fields before the spreads: see decision 030.
    const row: DetailRow = { updated_at: new Date(updatedAt), ...card, ...rest };
    const related = (kind === 'video' ? relatedCids(row) : []).flatMap((relatedCid) => {
      const relatedItem = this.itemOfCid(relatedCid);
      return relatedItem ? [cardOf(relatedItem)] : [];
    });
    return { detail: { row, writtenViews }, related };
  }

  private itemOfCid(cid: string): HeldItem | undefined {
    const id = this.idsByCid.get(cid);
    return id === undefined ? undefined : this.items.get(id);
  }

  get size(): number {
    return this.items.size;
  }

  /** Whether what is held can be used now; starts the look for changes when it is due. */
  private isUsable(): boolean {
    if (!this.isLoaded) return false;
    if (this.changes.isBehind || this.isMinuteDue() || this.areViewsDue()) {
      void this.changes.follow().catch(() => undefined);
    }
    if (this.changes.isBehind) return false;
    return this.announcedAt === undefined || this.now() - this.announcedAt < STALE_AFTER_CHANGE_MS;
  }

  /** The minute's look for changes nobody announced is due. */
  private isMinuteDue(): boolean {
    return this.now() - this.readAt >= FOLLOW_AT_LEAST_EVERY_MS;
  }

  private areViewsDue(): boolean {
    return !!this.options.readsViewsOfOthers && this.now() - this.viewsReadAt >= VIEWS_STEP_MS;
  }

  private get maxItems(): number {
    return this.options.maxItems ?? ITEMS_MAX;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private hold(row: DetailRow, items: Map<number, HeldItem>, idsByCid: Map<string, number>) {
    const { body, keywords, details, eligibility, updated_at, views, ...card } = row;
    const rest: DetailRest = { body, keywords, details, eligibility, updated_at };
    const previous = items.get(row.id);
    if (previous && previous.cid !== row.cid) idsByCid.delete(previous.cid);
    const cardJson = JSON.stringify(card);
    items.set(row.id, {
      kind: row.kind,
      cid: row.cid,
      text: Buffer.from(cardJson + JSON.stringify(rest)),
      cardBytes: Buffer.byteLength(cardJson),
      views,
      writtenViews: this.views.written(row.id),
    });
    idsByCid.set(row.cid, row.id);
  }

  /**
   * Every item, in slices by id. The number and the version are read first: whatever commits
   * later has a higher number, and is read by the next `readChanges`.
   */
  private async readAll(): Promise<void> {
    const mark = await changeMark(this.db);
    const items = new Map<number, HeldItem>();
    const idsByCid = new Map<string, number>();
    const slices = slicesById(
      (after) => repository.detailsAfter(this.db, after, READ_SLICE),
      READ_SLICE,
    );
    for await (const rows of slices) {
      for (const row of rows) this.hold(row, items, idsByCid);
      if (items.size > this.maxItems) return this.letGo();
    }
    this.items = items;
    this.idsByCid = idsByCid;
    this.seq = mark.seq;
    this.version = mark.version;
    this.readAt = this.viewsReadAt = this.now();
  }

  /**
   * An announced change: reads the items written and removed since the last number read. The
   * minute's look for changes nobody announced: every item again, when the catalogue's version
   * moved since they were all read. A statement by hand on `catalogue_items` moves the version
   * and no search number, and a version cannot tell whose change moved it, so the minute after
   * announced changes reads everything once too. Then the next slice of views, when it is due:
   * a step that is only for views (every second on PostgreSQL) does not look for changes.
   */
  private async readChanges(): Promise<void> {
    if (this.announcedAt !== undefined || this.changes.isBehind || this.isMinuteDue()) {
      const mark = await changeMark(this.db);
      if (this.announcedAt === undefined && mark.version !== this.version) return this.readAll();
      if (mark.seq !== this.seq) await this.readItemsChangedUpTo(mark.seq);
      // Let go of meanwhile: the catalogue grew past the limit.
      if (!this.isLoaded) return;
      this.readAt = this.now();
    }
    if (this.areViewsDue()) await this.readViews();
  }

  /** The items written and removed after the last search number read, up to `seq`. */
  private async readItemsChangedUpTo(seq: number): Promise<void> {
    const changed = await this.db
      .selectFrom('catalogue_search')
      .select(sql<number>`item_id::int`.as('id'))
      .where('search_seq', '>', String(this.seq))
      .where('search_seq', '<=', String(seq))
      .union((eb) =>
        eb
          .selectFrom('catalogue_search_removed')
          .select(sql<number>`item_id::int`.as('id'))
          .where('search_seq', '>', String(this.seq))
          .where('search_seq', '<=', String(seq)),
      )
      .execute();
    const ids = changed.map((row) => row.id);
    for (let start = 0; start < ids.length; start += READ_SLICE) {
      const slice = ids.slice(start, start + READ_SLICE);
      const rows = await repository.detailsById(this.db, slice);
      for (const row of rows) this.hold(row, this.items, this.idsByCid);
      // An id without a row now was removed.
      const found = new Set(rows.map((row) => row.id));
      for (const id of slice) {
        const removed = found.has(id) ? undefined : this.items.get(id);
        if (!removed) continue;
        this.items.delete(id);
        this.idsByCid.delete(removed.cid);
      }
      if (this.items.size > this.maxItems) return this.letGo();
    }
    this.seq = seq;
  }

  /**
   * The views of the next slice of held items by id (a tenth of them, from the first again after
   * the last), with what this instance had written of them then (as `holdRows` notes it): other
   * instances' views show, and this one's are not counted twice.
   */
  private async readViews(): Promise<void> {
    this.viewsReadAt = this.now();
    const size = Math.max(1, Math.ceil(this.items.size / VIEWS_STEPS));
    const rows = await repository.viewsAfter(this.db, this.viewsAfterId, size);
    for (const { id, views } of rows) {
      const item = this.items.get(id);
      if (!item) continue;
      item.views = views;
      item.writtenViews = this.views.written(id);
    }
    this.viewsAfterId = rows.length < size ? 0 : rows.at(-1)!.id;
  }

  /**
   * The catalogue grew past the limit while the server ran: nothing is held from now on, and the
   * readers go to the database as they do after a start with that many items.
   */
  private letGo(): void {
    this.items = new Map();
    this.idsByCid = new Map();
    this.isLoaded = false;
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
