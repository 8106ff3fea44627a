import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListOrder } from '../../../shared/contract/list.js';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import { NO_OTHER_CACHES } from '../../shared-state/cache-invalidation.js';
import {
  applyRange,
  replaceCatalogue,
  testItem,
  testToday,
  type CatalogueRow,
} from '../../test-support/catalogue-rows.js';
import { openTestDatabase } from '../../test-support/test-app.js';
import { CatalogueWriter } from '../catalogue/catalogue-writer.js';
import { SearchIndex } from './search-index.js';
import {
  matchId,
  SEARCH_MATCH_LIMIT,
  searchMatches,
  type SearchQuery,
} from './search.repository.js';

/**
 * The index in memory answers every search it takes exactly as the SQL does (decision 028): the
 * same items, in the same order, with the same kinds, picks and cap. Checked on a catalogue made
 * to hit every rule: words in titles, tags, summaries and bodies only, 초성, one-syllable words,
 * closed and coming applications, regions, categories, and more matches than the bound.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const WORDS = [
  '청년',
  '월세',
  '지원',
  '주거',
  '취업',
  '창업',
  '장학금',
  '면접',
  '마음건강',
  '교통비',
];
const REGIONS = ['11', '26', '41', '50'];
const CATEGORIES = ['housing', 'jobs', 'welfare', 'education'];

function catalogue(): CatalogueRow[] {
  const rng = random(2026);
  const rows: CatalogueRow[] = [];
  for (let i = 0; i < 1_300; i += 1) {
    const kind = rng.pick(['policy', 'policy', 'event', 'video'] as const);
    const words = Array.from({ length: 3 }, () => rng.pick(WORDS));
    const dates = [
      applyRange(-30, -1 - (i % 4)), // closed by its end
      applyRange(-5, 20), // open
      applyRange(3 + (i % 3), 40), // coming
      applyRange(-10, 5 + (i % 7)), // open, deadlines close together
    ];
    rows.push(
      testItem(kind, `i${i}`, {
        // Two items share each creation minute, so ties go to the higher id.
        created_at: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString(),
        title: i % 11 === 0 ? words[0]! : `${words[0]} ${words[1]} 안내 ${i}`,
        summary: `${words[2]} 요약`,
        body: i % 5 === 0 ? `본문에만 있는 말: 보증금 ${rng.pick(WORDS)}` : '',
        keywords: i % 3 === 0 ? [rng.pick(WORDS)] : [],
        regions: i % 4 === 0 ? [] : [rng.pick(REGIONS)],
        categories: kind === 'event' ? [] : [rng.pick(CATEGORIES)],
        is_pick: i % 9 === 0,
        ...(kind === 'video'
          ? { apply_kind: 'none' as const }
          : i % 13 === 0
            ? { apply_kind: 'closed' as const }
            : i % 6 === 0
              ? { apply_kind: 'always' as const }
              : rng.pick(dates)),
      }),
    );
  }
  return rows;
}

const KEYWORDS = [
  '',
  '청',
  '월',
  '보',
  '청년',
  '년월',
  '월세',
  '보증금',
  '장학금',
  '마음건강',
  '청년 월세',
  '월세 청년',
  '청년월세',
  '지원 안내 7',
  'ㅊㄴ',
  'ㅇㅅ',
  'ㅁ',
  '안내',
  '요약',
  '없는말',
  'seoul',
  '서울',
];
const ORDERS: ListOrder[] = ['scoring', 'newest', 'deadline'];

function queries(): SearchQuery[] {
  const rng = random(7);
  return KEYWORDS.flatMap((keyword) =>
    ORDERS.flatMap((order) =>
      [0, 1, 2].map(() => ({
        keyword,
        words: parseSearchKeyword(keyword),
        today: testToday,
        showClosed: order === 'scoring' || rng.next() < 0.5,
        region: rng.next() < 0.5 ? [] : [rng.pick(REGIONS)],
        category: rng.next() < 0.7 ? [] : [rng.pick(CATEGORIES)],
        order,
      })),
    ),
  );
}

/** A search by relevance with no filter, closed items included. */
const plainQuery = (keyword: string): SearchQuery => ({
  keyword,
  words: parseSearchKeyword(keyword),
  today: testToday,
  showClosed: true,
  region: [],
  category: [],
  order: 'scoring',
});

beforeAll(async () => {
  database = await openTestDatabase();
  await replaceCatalogue(database.db, catalogue());
}, 60_000);
afterAll(() => database.close());

describe('the search index', () => {
  it('answers as the SQL does: items, order, kinds, picks and the cap', async () => {
    const index = new SearchIndex(database.db);
    await index.load();
    let capped = 0;
    for (const query of queries()) {
      const fromIndex = await index.matches(query);
      const fromSql = await searchMatches(database.db, query);
      expect(fromIndex, JSON.stringify({ ...query, words: undefined })).toEqual(fromSql);
      if (fromSql.isCapped) capped += 1;
    }
    // The catalogue does reach the bound, and does find things.
    expect(capped).toBeGreaterThan(5);
  }, 120_000);

  it('leaves to the SQL what it does not hold: words of symbols, the views order', async () => {
    const index = new SearchIndex(database.db);
    await index.load();
    expect(await index.matches(plainQuery('%'))).toBeUndefined();
    expect(await index.matches({ ...plainQuery('청년'), order: 'views' })).toBeUndefined();
  });

  it('follows writes and removals, as soon as it is told and within a minute otherwise', async () => {
    const index = new SearchIndex(database.db);
    await index.load();
    const writer = new CatalogueWriter({ db: database.db, invalidation: NO_OTHER_CACHES });
    const ids = async (keyword: string) =>
      Array.from((await index.matches(plainQuery(keyword)))!.packed, matchId);

    const created = await writer.create({
      ...testItem('policy', 'new-one'),
      title: '새로 생긴 우주여행 지원',
    } as never);
    index.noteChange();
    expect(await ids('우주여행')).toEqual([created.id]);

    await writer.update(created.cid, { title: '이름이 바뀐 심해탐사 지원' });
    index.noteChange();
    expect(await ids('우주여행')).toEqual([]);
    expect(await ids('심해탐사')).toEqual([created.id]);

    // A removal (only the catalogue's own cleanup deletes items) is followed too.
    const [first] = Array.from(
      (await searchMatches(database.db, plainQuery('장학금'))).packed,
      matchId,
    );
    await database.db.deleteFrom('catalogue_items').where('id', '=', first!).execute();
    index.noteChange();
    expect(await ids('장학금')).not.toContain(first);
    expect(await ids('장학금')).toEqual(
      Array.from((await searchMatches(database.db, plainQuery('장학금'))).packed, matchId),
    );
    expect((await ids('장학금')).length).toBeLessThanOrEqual(SEARCH_MATCH_LIMIT);
  });

  it('builds itself anew after many changes, and keeps what changed meanwhile', async () => {
    const index = new SearchIndex(database.db, { overlayLimit: 3 });
    await index.load();
    const writer = new CatalogueWriter({ db: database.db, invalidation: NO_OTHER_CACHES });
    const targets = await database.db
      .selectFrom('catalogue_items')
      .select('cid')
      .orderBy('id', 'desc')
      .limit(8)
      .execute();
    for (const [i, { cid }] of targets.entries()) {
      await writer.update(cid, { title: `은하철도 ${i}` });
      index.noteChange();
      // Each change shows at once, before, during and after the new build.
      const query = plainQuery('은하철도');
      expect(await index.matches(query)).toEqual(await searchMatches(database.db, query));
      expect((await index.matches(query))!.packed).toHaveLength(i + 1);
    }
    for (const query of queries().slice(0, 60)) {
      expect(await index.matches(query)).toEqual(await searchMatches(database.db, query));
    }
  });

  it('reads a change nobody announced once its last read is a minute old, behind the search', async () => {
    let now = 1_000_000;
    const index = new SearchIndex(database.db, { now: () => now });
    await index.load();
    const query = plainQuery('화성이주');
    const [item] = await database.db
      .selectFrom('catalogue_items')
      .select(['id', 'cid'])
      .orderBy('id')
      .limit(1)
      .execute();
    await new CatalogueWriter({ db: database.db, invalidation: NO_OTHER_CACHES }).update(
      item!.cid,
      { title: '화성이주 지원' },
    );
    now += 59_000;
    expect(Array.from((await index.matches(query))!.packed, matchId)).toEqual([]);
    now += 1_000;
    // The search that finds the read a minute old answers at once from what is held, and the
    // read runs behind it: the searches after it see the change.
    expect(Array.from((await index.matches(query))!.packed, matchId)).toEqual([]);
    await expect
      .poll(async () => Array.from((await index.matches(query))!.packed, matchId))
      .toEqual([item!.id]);
  });
});
