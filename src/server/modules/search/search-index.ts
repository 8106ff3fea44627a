import { sql, type Kysely } from 'kysely';
import type { ApplyKind, Database } from '../../db/schema.js';
import { slicesById } from '../../db/slices-by-id.js';
import type { ItemKind } from '../../../shared/routes.js';
import { ChangeFollower } from '../../lib/change-follower.js';
import { normalizeSearchText, pairCode, type SearchWord } from '../../../shared/search-text.js';
import {
  packMatch,
  SEARCH_MATCH_LIMIT,
  type SearchMatches,
  type SearchQuery,
} from './search.repository.js';

/**
 * The search documents of every item, held in memory with an index of their characters and
 * character pairs (decision 028): a search answered here costs the database nothing. On the
 * embedded database, which runs one query at a time, never-seen searches at 100 a second queued
 * behind each other (p99 0.2–0.7 s on 50,000 items); here each costs about a millisecond.
 *
 * It answers exactly what `searchMatchesSql` answers (a test holds the two to the same results):
 * the same words, filters, bound and orders. What it does not hold (the views, which change all
 * day, and the raw text a word of symbols is looked for in) it leaves to the SQL: `matches`
 * returns undefined for those queries.
 *
 * It follows the catalogue through `catalogue_search.search_seq` (migration 0024): after a change
 * it reads the documents written and removed since the last number it read, and lays them over
 * what it built; past OVERLAY_LIMIT of them it builds everything again, in slices that let other
 * work through.
 */

/** Rows read per query when loading everything: a few megabytes, a few milliseconds each. */
const LOAD_SLICE = 2_000;
/** Items indexed between two turns of the event loop while building. */
const BUILD_SLICE = 1_000;
/** Changed items laid over the built index before it is built again. */
const OVERLAY_LIMIT = 5_000;
/**
 * A change nobody announced (a statement by hand; a tool writing beside a server without Redis)
 * is read at most this long after the last read, as the caches refresh (decision 023).
 */
const FOLLOW_AT_LEAST_EVERY_MS = 60_000;

interface IndexedItem {
  id: number;
  kind: ItemKind;
  isPick: boolean;
  applyKind: ApplyKind;
  applyStart: string | null;
  applyEnd: string | null;
  /** Microseconds since the epoch (newest first, then the higher id, is the index's order). */
  createdAt: number;
  regionKeys: string[];
  categories: string[];
  /**
   * The normalised title, tags, summary, document (all of them, space-separated, with body and
   * agency), 초성 of the title and of the tags, in that order, each followed by FIELD_END: one
   * string rather than six, so that a full collection has a sixth of the strings to walk. The
   * ends below say where each field stops; a field starts one after the previous end.
   */
  text: string;
  titleEnd: number;
  tagsEnd: number;
  summaryEnd: number;
  documentEnd: number;
  titleInitialsEnd: number;
}

/** Ends each field of `IndexedItem.text`: no normalised text or query word holds it. */
const FIELD_END = '\u0001';
const SPACE = 32;
const FIELD_END_CODE = 1;

type Row = Pick<
  IndexedItem,
  | 'id'
  | 'kind'
  | 'isPick'
  | 'applyKind'
  | 'applyStart'
  | 'applyEnd'
  | 'regionKeys'
  | 'categories'
  | 'text'
> & { createdAt: string; seq: string };

/** Whether `value` occurs in the text between `from` and `end` (a word never spans two fields). */
function occursIn(item: IndexedItem, value: string, from: number, end: number): boolean {
  const at = item.text.indexOf(value, from);
  return at >= 0 && at + value.length <= end;
}

const inTitle = (item: IndexedItem, value: string) => occursIn(item, value, 0, item.titleEnd);
const titleStartsWith = (item: IndexedItem, value: string) =>
  value.length <= item.titleEnd && item.text.startsWith(value);
/** In the 초성 of the title or of the tags (the last two fields). */
const inInitials = (item: IndexedItem, value: string) =>
  item.text.indexOf(value, item.documentEnd + 1) >= 0;

/** Newest first; among items created in the same microsecond, the higher id first. */
const newestFirst = (a: IndexedItem, b: IndexedItem) => b.createdAt - a.createdAt || b.id - a.id;

/** Built once from a set of items: the items in newest-first order and where each key occurs. */
interface Built {
  items: IndexedItem[];
  /** Index key (see `keysOf`) → the slots holding it, ascending (newest first). */
  postings: Map<number, Int32Array>;
  /** Region key (a 시·도 code or `nationwide`) → the slots holding it, ascending. */
  regions: Map<string, Int32Array>;
}

const EMPTY: Built = { items: [], postings: new Map(), regions: new Map() };
const NONE = new Int32Array(0);

/**
 * The keys a word can be found by: a single character of the title, tags or their 초성 (where a
 * one-character word is looked for), and every pair of neighbouring characters of the document and
 * the 초성. Spaces separate fields, so no key spans two.
 */
function keysOf(item: IndexedItem, into: KeyBuffer): void {
  into.clear();
  const { text } = item;
  const isInWord = (code: number) => code !== SPACE && code !== FIELD_END_CODE;
  // Single characters: of the title and tags, and of the 초성.
  for (let at = 0; at < text.length; at += 1) {
    if (at === item.tagsEnd) at = item.documentEnd;
    if (isInWord(text.charCodeAt(at))) into.add(text.charCodeAt(at));
  }
  // Pairs: of the document and the 초성.
  for (let at = item.summaryEnd + 1; at + 1 < text.length; at += 1) {
    if (isInWord(text.charCodeAt(at)) && isInWord(text.charCodeAt(at + 1))) {
      into.add(pairCode(text, at));
    }
  }
}

/**
 * One item's keys, each once, in a buffer every item reuses. A Set cleared for each item left its
 * tables behind, hundreds of megabytes of them for 50,000 items: a full collection every second
 * or two while the index was built.
 */
class KeyBuffer {
  private keys = new Int32Array(1 << 12);
  private size = 0;

  clear(): void {
    this.size = 0;
  }

  add(key: number): void {
    if (this.size === this.keys.length) {
      const grown = new Int32Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.size++] = key;
  }

  /** Each key added since `clear` once, ascending; a view of the buffer, read before the next. */
  distinct(): Int32Array {
    const sorted = this.keys.subarray(0, this.size).sort();
    let kept = 0;
    for (const key of sorted) {
      if (kept === 0 || key !== sorted[kept - 1]) sorted[kept++] = key;
    }
    return sorted.subarray(0, kept);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the postings of these items, a slice at a time so that requests are answered between.
 * Two passes into one typed array (count, then place): lists grown one push at a time left
 * hundreds of megabytes for the collector, whose full collection then held requests for 0.2 s.
 */
async function build(items: IndexedItem[]): Promise<Built> {
  items.sort(newestFirst);
  // Pass 1: each item's keys as dense numbers, and how many items hold each.
  const denseOf = new Map<number, number>();
  let counts = new Int32Array(1 << 14);
  const keysBySlot: Int32Array[] = [];
  const keys = new KeyBuffer();
  for (let slot = 0; slot < items.length; slot += 1) {
    if (slot % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
    keysOf(items[slot]!, keys);
    const distinct = keys.distinct();
    const dense = new Int32Array(distinct.length);
    let at = 0;
    for (const key of distinct) {
      let index = denseOf.get(key);
      if (index === undefined) {
        index = denseOf.size;
        denseOf.set(key, index);
        if (index === counts.length) {
          const grown = new Int32Array(counts.length * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      counts[index]! += 1;
      dense[at++] = index;
    }
    keysBySlot.push(dense);
  }
  // Pass 2: every key's slots in one array, ascending because the slots are visited in order.
  const starts = new Int32Array(denseOf.size + 1);
  for (let index = 0; index < denseOf.size; index += 1) {
    starts[index + 1] = starts[index]! + counts[index]!;
  }
  const all = new Int32Array(starts[denseOf.size]!);
  const next = starts.slice(0, denseOf.size);
  for (let slot = 0; slot < items.length; slot += 1) {
    if (slot % BUILD_SLICE === BUILD_SLICE - 1) await nextTurn();
    for (const index of keysBySlot[slot]!) all[next[index]!++] = slot;
  }
  const postings = new Map<number, Int32Array>();
  for (const [key, index] of denseOf)
    postings.set(key, all.subarray(starts[index], starts[index + 1]));

  const regionLists = new Map<string, number[]>();
  items.forEach((item, slot) => {
    for (const region of item.regionKeys) {
      const list = regionLists.get(region);
      if (list) list.push(slot);
      else regionLists.set(region, [slot]);
    }
  });
  const regions = new Map([...regionLists].map(([key, list]) => [key, Int32Array.from(list)]));
  return { items, postings, regions };
}

/** The slots of either list, ascending, each once (an item of two 시·도 is in both). */
function union(a: Int32Array, b: Int32Array): Int32Array {
  const all = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let kept = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (kept === 0 || all[kept - 1] !== next) all[kept++] = next;
  }
  return all.subarray(0, kept);
}

/** Whether the item holds the word, as `matchCondition` in db/item-sql.ts decides it. */
function holds(item: IndexedItem, word: SearchWord): boolean {
  const { value } = word;
  if (word.kind === 'initials') return inInitials(item, value);
  // One character: titles and tags only (decision 008), or their 초성.
  if (value.length === 1) return occursIn(item, value, 0, item.tagsEnd) || inInitials(item, value);
  // Two characters are one pair of the index, which the 초성 give too.
  if (value.length === 2) return item.text.indexOf(value, item.summaryEnd + 1) >= 0;
  return occursIn(item, value, item.summaryEnd + 1, item.documentEnd);
}

/** The index key with the fewest items that every holder of the word has. */
function rarestKey(word: SearchWord, postings: Map<number, Int32Array>): Int32Array {
  const { value } = word;
  if (value.length === 1) return postings.get(value.charCodeAt(0)) ?? NONE;
  let rarest: Int32Array | undefined;
  for (let at = 0; at + 1 < value.length; at += 1) {
    const list = postings.get(pairCode(value, at)) ?? NONE;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest!;
}

const isClosedOn = (item: IndexedItem, today: string) =>
  item.applyKind === 'closed' || (item.applyKind === 'range' && item.applyEnd! < today);

/**
 * The query's filters and these of its words, as `searchMatchesSql`'s where clause. A text word
 * of one or two characters is itself a key: the index's lists prove it, as the GIN index does.
 */
function matcher(query: SearchQuery, words: SearchWord[]): (item: IndexedItem) => boolean {
  const regions = query.region.length ? new Set([...query.region, 'nationwide']) : undefined;
  const categories = query.category.length ? new Set(query.category) : undefined;
  const isInRegions = (key: string) => regions!.has(key);
  const isInCategories = (category: string) => categories!.has(category);
  return (item) =>
    (query.showClosed || !isClosedOn(item, query.today)) &&
    (!regions || item.regionKeys.some(isInRegions)) &&
    (!categories || item.categories.some(isInCategories)) &&
    words.every((word) => holds(item, word));
}

const isProvedByKey = (word: SearchWord) => word.kind === 'text' && word.value.length <= 2;

/** Where a word occurs first: 0 title, 1 tags, 2 summary, 3 the rest (`fieldRank`). */
function fieldRank(item: IndexedItem, word: SearchWord): number {
  // The first occurrence tells the field: the fields come in the order of their ranks.
  if (word.kind === 'initials') {
    const at = item.text.indexOf(word.value, item.documentEnd + 1);
    return at < 0 ? 3 : at < item.titleInitialsEnd ? 0 : 1;
  }
  const at = item.text.indexOf(word.value);
  return at < 0 || at > item.summaryEnd ? 3 : at < item.titleEnd ? 0 : at < item.tagsEnd ? 1 : 2;
}

/** The relevance tier of `relevanceTier` in search-match.ts, best (0) to worst (7). */
function tierOf(item: IndexedItem, query: SearchQuery, phrase: string): number {
  if (phrase) {
    if (titleStartsWith(item, phrase)) return phrase.length === item.titleEnd ? 0 : 1;
    if (inTitle(item, phrase)) return 2;
  }
  const worst = Math.max(...query.words.map((word) => fieldRank(item, word)));
  const first = query.words[0]!;
  if (worst === 0) return 3;
  if (first.kind === 'text' && titleStartsWith(item, first.value)) return 4;
  return worst === 1 ? 5 : worst === 2 ? 6 : 7;
}

/** SQL's `asc` (nulls last) for day strings. */
const ascNullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
/** SQL's `desc nulls last` for day strings. */
const descNullsLast = (a: string | null, b: string | null) =>
  a === null || b === null ? ascNullsLast(a, b) : -ascNullsLast(a, b);

/** Orders matches (given newest first) by each one's key, computed once per match. */
function sortedBy<K>(
  matches: IndexedItem[],
  keyOf: (item: IndexedItem) => K,
  compare: (a: K, b: K) => number,
): IndexedItem[] {
  return matches
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => compare(a.key, b.key) || newestFirst(a.item, b.item))
    .map(({ item }) => item);
}

/**
 * Puts matches in the answer's order, as `scoringOrder` and `orderBy` in SQL (ties newest
 * first, which is the SQL's `created_at desc, id desc` or, for deadlines, `id desc` among items
 * that tie on every day). Undefined for `views`: the SQL answers that order.
 */
function orderOf(query: SearchQuery): ((matches: IndexedItem[]) => IndexedItem[]) | undefined {
  const { today } = query;
  switch (query.order) {
    case 'newest':
      return (matches) => matches;
    case 'deadline':
      return (matches) =>
        sortedBy(
          matches,
          (item) => {
            // A range always has both days (a check of migration 0002).
            const isRange = item.applyKind === 'range';
            const isOpen = isRange && item.applyStart! <= today && item.applyEnd! >= today;
            const isComing = isRange && item.applyStart! > today;
            const group = isOpen ? 0 : isComing ? 1 : item.applyKind === 'always' ? 2 : 3;
            return {
              group,
              open: isOpen ? item.applyEnd : null,
              coming: isComing ? item.applyStart : null,
              end: item.applyEnd,
              id: item.id,
            };
          },
          (a, b) =>
            a.group - b.group ||
            ascNullsLast(a.open, b.open) ||
            ascNullsLast(a.coming, b.coming) ||
            descNullsLast(a.end, b.end) ||
            b.id - a.id,
        );
    case 'scoring': {
      const phrase = query.words.every((word) => word.kind === 'text')
        ? normalizeSearchText(query.keyword)
        : '';
      return (matches) =>
        sortedBy(
          matches,
          (item) => {
            const isClosed = isClosedOn(item, today);
            return {
              tier: query.words.length ? tierOf(item, query, phrase) : 0,
              isClosed: Number(isClosed),
              end: isClosed ? null : item.applyEnd,
            };
          },
          (a, b) => a.tier - b.tier || a.isClosed - b.isClosed || ascNullsLast(a.end, b.end),
        );
    }
    default:
      return undefined;
  }
}

/** A change laid over the built index: the item as written, or undefined when it was removed. */
interface Change {
  seq: number;
  item: IndexedItem | undefined;
}

export class SearchIndex {
  private built: Built = EMPTY;
  /** What changed since `built` was loaded, by item id: it hides the item's built version. */
  private overlay = new Map<number, Change>();
  /** The highest `search_seq` read. */
  private seq = 0;
  private isLoaded = false;
  /** A change was announced and is being read: searches wait for it. */
  private isAnnounced = false;
  /**
   * Reads what changed, one read at a time; when the reads end, past OVERLAY_LIMIT changes laid
   * over the index, it is built anew behind the readers. After a failed read (the database was
   * away) the next search tries again first.
   */
  private readonly changes = new ChangeFollower(
    () => this.readChanges(),
    () => {
      this.isAnnounced = false;
      if (this.overlay.size > this.overlayLimit && !this.rebuilding) {
        this.rebuilding = this.rebuild()
          .catch(() => undefined)
          .finally(() => (this.rebuilding = undefined));
      }
    },
  );
  /** When changes were last read. */
  private readAt = 0;
  private rebuilding: Promise<void> | undefined;
  /** Shares values between the rows read; each build starts a new one, so it holds no leftovers. */
  private reader = new ItemReader();

  private readonly now: () => number;
  private readonly overlayLimit: number;

  constructor(
    private readonly db: Kysely<Database>,
    options: { now?: () => number; overlayLimit?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.overlayLimit = options.overlayLimit ?? OVERLAY_LIMIT;
  }

  /** Loads every document (before the server says it is ready). */
  async load(): Promise<void> {
    await this.rebuild();
    await this.changes.follow();
  }

  /**
   * The catalogue changed: reads what changed. A search asked meanwhile waits for it (a few
   * milliseconds), so an edit shows in the next search.
   */
  noteChange(): void {
    if (!this.isLoaded) return;
    this.isAnnounced = true;
    void this.changes.follow().catch(() => undefined);
  }

  /** The matches of a search, or undefined when the SQL must answer it (see above). */
  async matches(query: SearchQuery): Promise<SearchMatches | undefined> {
    if (!this.isLoaded || query.words.some((word) => word.kind === 'symbols')) return undefined;
    const order = orderOf(query);
    if (!order) return undefined;
    if (this.changes.isBehind || this.now() - this.readAt >= FOLLOW_AT_LEAST_EVERY_MS) {
      void this.changes.follow().catch(() => undefined);
    }
    // An announced change, or a read after a failure, is waited for; the once-a-minute look for
    // changes nobody announced runs behind the readers, as the caches' refresh does.
    const following = this.changes.current;
    if (following && (this.isAnnounced || this.changes.isBehind)) {
      await following.catch(() => undefined);
    }
    // The changes could not be read: the SQL answers (or says why it cannot).
    if (this.changes.isBehind) return undefined;

    const newest = this.newestMatches(query);
    const isCapped = newest.length > SEARCH_MATCH_LIMIT;
    if (isCapped) newest.length = SEARCH_MATCH_LIMIT;
    const matches = order(newest);
    return {
      packed: Int32Array.from(matches, (item) =>
        packMatch(item.id, item.kind, item.isPick && !isClosedOn(item, query.today)),
      ),
      isCapped,
    };
  }

  /** The newest SEARCH_MATCH_LIMIT + 1 items that match, newest first. */
  private newestMatches(query: SearchQuery): IndexedItem[] {
    const { items, postings, regions } = this.built;
    const { overlay } = this;
    const { words } = query;
    // The built items come through their words' keys; what is laid over them has none.
    const isMatch = matcher(
      query,
      words.filter((word) => !isProvedByKey(word)),
    );
    const isOverlayMatch = matcher(query, words);
    const found: IndexedItem[] = [];
    const wanted = SEARCH_MATCH_LIMIT + 1;
    const consider = (item: IndexedItem) => {
      if (!overlay.has(item.id) && isMatch(item)) found.push(item);
    };
    // The slots each word needs, and those of the region filter when they are fewer: a broad
    // word in one 시·도 walks the 시·도's slots rather than the word's.
    const lists = words.map((word) => rarestKey(word, postings));
    const regionLists = query.region.length
      ? [...query.region, 'nationwide'].map((key) => regions.get(key) ?? NONE)
      : [];
    const regionSlots = regionLists.reduce((sum, list) => sum + list.length, 0);
    if (regionLists.length && regionSlots < Math.min(...lists.map((list) => list.length))) {
      lists.push(regionLists.reduce(union));
    }
    if (lists.length === 0) {
      for (let slot = 0; slot < items.length && found.length < wanted; slot += 1) {
        consider(items[slot]!);
      }
    } else {
      // Walk the shortest list and keep the slots that every other list holds too.
      const [walked, ...others] = lists.sort((a, b) => a.length - b.length);
      const cursors = others.map(() => 0);
      for (let at = 0; at < walked!.length && found.length < wanted; at += 1) {
        const slot = walked![at]!;
        const inAll = others.every((list, i) => {
          let cursor = cursors[i]!;
          while (cursor < list.length && list[cursor]! < slot) cursor += 1;
          cursors[i] = cursor;
          return list[cursor] === slot;
        });
        if (inAll) consider(items[slot]!);
      }
    }
    if (overlay.size === 0) return found;
    for (const { item } of overlay.values()) if (item && isOverlayMatch(item)) found.push(item);
    return found.sort(newestFirst).slice(0, wanted);
  }

  /**
   * Loads every document and builds the index anew, while the old one answers. What changed
   * after the load began stays laid over the new one.
   */
  private async rebuild(): Promise<void> {
    // Everything committed up to here is read below; what commits later has a higher number
    // (migration 0024), so the changes above it are kept over the new index.
    const { rows } = await sql<{ seq: string | null }>`
      select greatest(
        (select max(search_seq) from catalogue_search),
        (select max(search_seq) from catalogue_search_removed)) as seq`.execute(this.db);
    const loadedAt = Number(rows[0]?.seq ?? 0);
    const items: IndexedItem[] = [];
    const reader = new ItemReader();
    const slices = slicesById(
      (after) =>
        selectDocuments(this.db)
          .where('item_id', '>', after)
          .orderBy('item_id')
          .limit(LOAD_SLICE)
          .execute(),
      LOAD_SLICE,
    );
    for await (const slice of slices) items.push(...slice.map((row) => reader.read(row)));
    const built = await build(items);
    const overlay = new Map<number, Change>();
    for (const [id, change] of this.overlay) if (change.seq > loadedAt) overlay.set(id, change);
    this.built = built;
    this.reader = reader;
    this.overlay = overlay;
    this.seq = Math.max(this.seq, loadedAt);
    this.isLoaded = true;
  }

  /** Lays what was written and removed since the last number read over the built index. */
  private async readChanges(): Promise<void> {
    const after = String(this.seq);
    // One snapshot for both reads: a removal never jumps over a write it did not see.
    const { written, removed } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => ({
        written: await selectDocuments(trx)
          .where('search_seq', '>', after)
          .orderBy('search_seq')
          .execute(),
        removed: await trx
          .selectFrom('catalogue_search_removed')
          .select(['item_id as id', 'search_seq as seq'])
          .where('search_seq', '>', after)
          .execute(),
      }));
    const changes = [
      ...written.map((row) => ({ id: row.id, seq: Number(row.seq), item: this.reader.read(row) })),
      ...removed.map((row) => ({ id: Number(row.id), seq: Number(row.seq), item: undefined })),
    ].sort((a, b) => a.seq - b.seq);
    for (const { id, seq, item } of changes) {
      this.overlay.set(id, { seq, item });
      this.seq = Math.max(this.seq, seq);
    }
    this.readAt = this.now();
  }
}

function selectDocuments(db: Kysely<Database>) {
  return db.selectFrom('catalogue_search').select([
    sql<number>`item_id::int`.as('id'),
    sql<string>`search_seq::text`.as('seq'),
    'kind',
    'is_pick as isPick',
    'apply_kind as applyKind',
    sql<string | null>`apply_start::text`.as('applyStart'),
    sql<string | null>`apply_end::text`.as('applyEnd'),
    sql<string>`(extract(epoch from created_at) * 1000000)::int8::text`.as('createdAt'),
    'region_keys as regionKeys',
    'categories',
    sql<string>`concat_ws(${FIELD_END}, title_text, tags_text, summary_text, document,
        title_initials, tags_initials) || ${FIELD_END}`.as('text'),
  ]);
}

/**
 * Reads rows into items, holding one copy of each value many items share (kinds, days, lists of
 * regions and categories): the driver makes a new string of each per row, and the collector would
 * walk half a million of them at every full collection.
 */
class ItemReader {
  private readonly shared = new Map<string, unknown>();

  private one<T>(key: string, value: T): T {
    const held = this.shared.get(key);
    if (held !== undefined) return held as T;
    this.shared.set(key, value);
    return value;
  }

  read(row: Row): IndexedItem {
    const { text } = row;
    const titleEnd = text.indexOf(FIELD_END);
    const tagsEnd = text.indexOf(FIELD_END, titleEnd + 1);
    const summaryEnd = text.indexOf(FIELD_END, tagsEnd + 1);
    const documentEnd = text.indexOf(FIELD_END, summaryEnd + 1);
    return {
      id: row.id,
      kind: this.one(`kind:${row.kind}`, row.kind),
      isPick: row.isPick,
      applyKind: this.one(`apply:${row.applyKind}`, row.applyKind),
      applyStart: row.applyStart && this.one(`day:${row.applyStart}`, row.applyStart),
      applyEnd: row.applyEnd && this.one(`day:${row.applyEnd}`, row.applyEnd),
      createdAt: Number(row.createdAt),
      regionKeys: this.one(`regions:${row.regionKeys.join()}`, row.regionKeys),
      categories: this.one(`categories:${row.categories.join()}`, row.categories),
      text,
      titleEnd,
      tagsEnd,
      summaryEnd,
      documentEnd,
      titleInitialsEnd: text.indexOf(FIELD_END, documentEnd + 1),
    };
  }
}
