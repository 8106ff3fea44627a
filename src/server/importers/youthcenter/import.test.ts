import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase } from '../../test-support/test-app.js';
import { ImportAbortedError, importRecords, type ImportProgress } from './import.js';
import type { YouthcenterRecord } from './normalize.js';
import { sampleRecord } from './sample-records.js';
import { SIGUNGU_CODES_2026 } from './sigungu-codes.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
// On the shared PostgreSQL of TEST_DATABASE_URL, earlier files may have left imported rows.
beforeEach(async () => {
  await database.db.deleteFrom('catalogue_items').where('source', '=', 'youthcenter').execute();
});

const rowOf = (plcyNo: string) =>
  database.db
    .selectFrom('catalogue_items')
    .selectAll()
    .select([
      sql<string | null>`apply_start::text`.as('start'),
      sql<string | null>`apply_end::text`.as('end'),
    ])
    .where('source', '=', 'youthcenter')
    .where('source_id', '=', plcyNo)
    .executeTakeFirst();

const countImported = async () =>
  Number(
    (
      await database.db
        .selectFrom('catalogue_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('source', '=', 'youthcenter')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importRecords', () => {
  it('writes a policy row the read calls can use', async () => {
    const gyeonggi = SIGUNGU_CODES_2026.filter((c) => c.startsWith('41'));
    const record = sampleRecord(2, {
      plcyNo: '20260907005400213001',
      operInstCdNm: '경기도일자리재단',
      zipCd: [...gyeonggi, '11110', '11140'].join(','),
      aplyPrdSeCd: '0057001',
      aplyYmd: '20260701 ~ 20260713',
      inqCnt: '56',
      frstRegDt: '2026-09-07 17:52:20',
      etcMttrCn: '문의: 경기도일자리재단 1577-0000',
    });
    const summary = await importRecords(database.db, [record]);
    expect(summary).toEqual({ new: 1, updated: 0, unchanged: 0, skipped: [] });

    const row = await rowOf('20260907005400213001');
    expect(row).toMatchObject({
      kind: 'policy',
      source: 'youthcenter',
      cid: 'policy-yc-20260907005400213001',
      title: '청년 창업 초기 자금 지원 2차',
      summary: record.plcyExplnCn,
      body: '',
      agency: '경기도일자리재단',
      thumbnail_url: null,
      apply_kind: 'range',
      start: '2026-07-01',
      end: '2026-07-13',
      is_pick: false,
      views: 56,
      regions: ['11', '41'],
      categories: ['jobs'],
      keywords: ['보조금', '벤처'],
      source_record: record,
    });
    expect(row!.details).toEqual({
      support: record.plcySprtCn,
      howToApply: record.plcyAplyMthdCn,
      documents: record.sbmsnDcmntCn,
      contacts: '문의: 경기도일자리재단 1577-0000',
      links: {
        apply: 'https://youth.example.go.kr/apply',
        reference: ['https://youth.example.go.kr/'],
      },
      // 경기 is listed whole, 서울 in part: only 서울's 시군구 remain.
      sigungu: ['11110', '11140'],
      supervisingAgency: '부산광역시',
    });
    expect(row!.eligibility).toEqual({
      age: { min: 19, max: 39 },
      regions: { sido: ['11', '41'], sigungu: ['11110', '11140'] },
    });
    // frstRegDt is Korea time.
    expect(row!.created_at.toISOString()).toBe('2026-09-07T08:52:20.000Z');
  });

  it('imports an always-open, a closed and an empty-fielded record', async () => {
    const before = Date.now();
    await importRecords(database.db, [
      sampleRecord(2, { plcyNo: 'A-1', aplyPrdSeCd: '0057002', aplyYmd: '' }),
      sampleRecord(3, { plcyNo: 'A-2', aplyPrdSeCd: '0057003', aplyYmd: '' }),
      // A record the source trimmed to its name: every other field missing or blank.
      { plcyNo: 'A-3', plcyNm: '이름만 있는 정책', inqCnt: '', zipCd: '', frstRegDt: '        ' },
    ]);
    expect(await rowOf('A-1')).toMatchObject({ apply_kind: 'always', start: null, end: null });
    expect(await rowOf('A-2')).toMatchObject({ apply_kind: 'closed', start: null, end: null });
    const bare = await rowOf('A-3');
    expect(bare).toMatchObject({
      title: '이름만 있는 정책',
      summary: '',
      agency: '',
      apply_kind: 'always',
      views: 0,
      regions: [],
      categories: ['other'],
      keywords: [],
      eligibility: {},
    });
    expect(bare!.details).toEqual({
      support: '',
      howToApply: '',
      documents: '',
      contacts: '',
      links: {},
      sigungu: [],
      supervisingAgency: '',
    });
    // No frstRegDt: created now.
    expect(bare!.created_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('adds nothing and writes nothing the second time', async () => {
    const records = Array.from({ length: 5 }, (_, i) => sampleRecord(i + 1));
    expect(await importRecords(database.db, records)).toMatchObject({ new: 5, updated: 0 });
    await database.db
      .updateTable('catalogue_items')
      .set({ updated_at: '2000-01-01T00:00:00Z' })
      .where('source', '=', 'youthcenter')
      .execute();

    const again = await importRecords(database.db, records);
    expect(again).toEqual({ new: 0, updated: 0, unchanged: 5, skipped: [] });
    const touched = await database.db
      .selectFrom('catalogue_items')
      .select('source_id')
      .where('source', '=', 'youthcenter')
      .where('updated_at', '>', new Date('2000-01-01T00:00:00Z'))
      .execute();
    expect(touched).toEqual([]);
    expect(await countImported()).toBe(5);
  });

  it('tells running servers once a batch of records, and not when nothing changed', async () => {
    let messages = 0;
    const invalidation = { publish: async () => void (messages += 1) };
    const records = Array.from({ length: 7 }, (_, i) => sampleRecord(i + 40));
    await importRecords(database.db, records, { invalidation, lookupBatch: 3 });
    // Batches of 3, 3 and 1 records: one message each, not one a record.
    expect(messages).toBe(3);
    await importRecords(database.db, records, { invalidation, lookupBatch: 3 });
    expect(messages).toBe(3);
  });

  it('updates a changed record, keeping our views, pick, id and creation time', async () => {
    const first = sampleRecord(7, { inqCnt: '100' });
    await importRecords(database.db, [first]);
    const stored = (await rowOf(first.plcyNo!))!;
    await database.db
      .updateTable('catalogue_items')
      .set({ views: 500, is_pick: true })
      .where('id', '=', stored.id)
      .execute();

    const changed = { ...first, plcyNm: '이름이 바뀐 정책', inqCnt: '120' };
    expect(await importRecords(database.db, [changed])).toMatchObject({ new: 0, updated: 1 });
    const row = (await rowOf(first.plcyNo!))!;
    expect(row).toMatchObject({
      id: stored.id,
      title: '이름이 바뀐 정책',
      views: 500,
      is_pick: true,
      source_record: changed,
    });
    expect(row.created_at).toEqual(stored.created_at);
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(stored.updated_at.getTime());

    // The source's count may raise ours, never lower it.
    await importRecords(database.db, [{ ...changed, plcyNm: '또 바뀐 이름', inqCnt: '9000' }]);
    expect((await rowOf(first.plcyNo!))!.views).toBe(9000);
  });

  it('treats a record whose only change is the view count as unchanged', async () => {
    const record = sampleRecord(8, { inqCnt: '10' });
    await importRecords(database.db, [record]);
    const again = await importRecords(database.db, [{ ...record, inqCnt: '11' }]);
    expect(again).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('reports and skips bad records without stopping the batch', async () => {
    const records: unknown[] = [
      sampleRecord(1),
      null,
      'not a record',
      [sampleRecord(2)],
      sampleRecord(3, { plcyNo: '' }),
      sampleRecord(4, { plcyNm: '   ' }),
      sampleRecord(5, { plcyAprvSttsCd: '0044004' }),
      sampleRecord(6, { plcyNo: '2026/07/01 정책' }),
      sampleRecord(7, { plcyNo: '9'.repeat(71) }),
      sampleRecord(8),
    ];
    const summary = await importRecords(database.db, records);
    expect(summary.new).toBe(2);
    expect(summary.skipped.map((s) => [s.index, s.reason])).toEqual([
      [1, 'the record is not a JSON object'],
      [2, 'the record is not a JSON object'],
      [3, 'the record is not a JSON object'],
      [4, 'plcyNo is missing'],
      [5, `${sampleRecord(4).plcyNo}: plcyNm is missing`],
      [6, `${sampleRecord(5).plcyNo}: not approved (plcyAprvSttsCd 0044004 임시저장)`],
      [7, '2026/07/01 정책: plcyNo must be at most 70 letters, digits, "-" or "_"'],
      [8, `${'9'.repeat(71)}: plcyNo must be at most 70 letters, digits, "-" or "_"`],
    ]);
    expect(summary.skipped[5]!.plcyNo).toBe(sampleRecord(5).plcyNo);
    expect(await countImported()).toBe(2);
  });

  it('skips a record the database refuses and keeps the rest', async () => {
    // Another source already holds the cid this record would take.
    const taken = sampleRecord(9);
    await database.db
      .insertInto('catalogue_items')
      .values({
        kind: 'policy',
        cid: `policy-yc-${taken.plcyNo}`,
        source: 'editor',
        source_id: 'editor-test',
        title: '편집자가 쓴 정책',
        apply_kind: 'always',
      })
      .execute();
    try {
      // Batches of two: the second batch's unreadable record is found while the first, with the
      // refused one, is written; the report still lists them in the input's order.
      const summary = await importRecords(
        database.db,
        [sampleRecord(10), taken, sampleRecord(11), null],
        { lookupBatch: 2 },
      );
      expect(summary.new).toBe(2);
      expect(summary.skipped.map((skipped) => skipped.index)).toEqual([1, 3]);
      expect(summary.skipped[0]).toMatchObject({ index: 1, plcyNo: taken.plcyNo });
      expect(summary.skipped[0]!.reason).toMatch(/^not stored: .*duplicate key/);
      expect(await rowOf(taken.plcyNo!)).toBeUndefined();
    } finally {
      await database.db
        .deleteFrom('catalogue_items')
        .where('source', '=', 'editor')
        .where('source_id', '=', 'editor-test')
        .execute();
    }
  });

  it('stops, instead of skipping every record, when the database itself fails', async () => {
    const failingWrites = database.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode') throw new Error('Connection terminated unexpectedly');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const failure = await importRecords(failingWrites, [sampleRecord(15), sampleRecord(16)]).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ImportAbortedError);
    expect((failure as ImportAbortedError).message).toBe('Connection terminated unexpectedly');
    expect((failure as ImportAbortedError).summary).toEqual({
      new: 0,
      updated: 0,
      unchanged: 0,
      skipped: [],
    });
  });

  it('keeps a picture an editor gave an imported policy', async () => {
    const record = sampleRecord(17);
    await importRecords(database.db, [record]);
    await database.db
      .updateTable('catalogue_items')
      .set({ thumbnail_url: 'https://img.example.kr/yc.webp' })
      .where('source', '=', 'youthcenter')
      .execute();
    expect(await importRecords(database.db, [record])).toMatchObject({ unchanged: 1 });
    await importRecords(database.db, [{ ...record, plcyNm: '새 이름' }]);
    expect((await rowOf(record.plcyNo!))!.thumbnail_url).toBe('https://img.example.kr/yc.webp');
  });

  it('stores text PostgreSQL would refuse, cleaned, and still finds it unchanged next time', async () => {
    const record = sampleRecord(12, {
      plcyNm: '널\u0000문자가 든 정책',
      plcyExplnCn: '짝 없는 \ud800 대리 문자',
      'key\u0000': 'x',
    });
    expect(await importRecords(database.db, [record])).toMatchObject({ new: 1 });
    const row = (await rowOf(record.plcyNo!))!;
    expect(row.title).toBe('널문자가 든 정책');
    expect(row.summary).toBe('짝 없는 \uFFFD 대리 문자');
    expect(row.source_record).toHaveProperty('key', 'x');
    expect(await importRecords(database.db, [record])).toMatchObject({ unchanged: 1 });
  });

  it('keeps numbers and nested values of the original record, and compares them stably', async () => {
    const record = {
      ...sampleRecord(13),
      inqCnt: 77,
      sprtTrgtMinAge: 20,
      extra: { b: [1, 2, { z: null, a: 'ㄱ' }], a: true },
    } as unknown as YouthcenterRecord;
    expect(await importRecords(database.db, [record])).toMatchObject({ new: 1 });
    const row = (await rowOf(record.plcyNo!))!;
    expect(row.views).toBe(77);
    expect(row.source_record).toEqual(record);
    expect(await importRecords(database.db, [record])).toMatchObject({ unchanged: 1 });
  });

  it('counts a plcyNo repeated in one batch once as new, then by its content', async () => {
    const record = sampleRecord(14);
    const summary = await importRecords(database.db, [
      record,
      record,
      { ...record, plcyNm: '두 번째 판' },
    ]);
    expect(summary).toMatchObject({ new: 1, unchanged: 1, updated: 1 });
    expect((await rowOf(record.plcyNo!))!.title).toBe('두 번째 판');
  });

  it('compares a plcyNo repeated in a later batch with what the earlier batch wrote', async () => {
    const record = sampleRecord(15);
    const changed = { ...record, plcyNm: '두 번째 판' };
    const summary = await importRecords(
      database.db,
      [record, sampleRecord(16), record, changed, changed, record],
      { lookupBatch: 2 },
    );
    expect(summary).toMatchObject({ new: 2, unchanged: 2, updated: 2 });
    expect((await rowOf(record.plcyNo!))!.title).toBe(record.plcyNm);
  });

  it('makes a changed record findable by its new title among unchanged ones', async () => {
    // After a batch with nothing to write, the importer no longer makes texts ahead: the
    // changed record's text is made when it is written.
    const records = Array.from({ length: 12 }, (_, n) => sampleRecord(40 + n));
    await importRecords(database.db, records, { lookupBatch: 4 });
    const renamed = { ...records[10]!, plcyNm: '새로 붙인 이름표 정책' };
    const again = records.map((record, n) => (n === 10 ? renamed : record));
    expect(await importRecords(database.db, again, { lookupBatch: 4 })).toMatchObject({
      unchanged: 11,
      updated: 1,
    });
    const { title_text } = await database.db
      .selectFrom('catalogue_search')
      .innerJoin('catalogue_items', 'catalogue_items.id', 'catalogue_search.item_id')
      .select('catalogue_search.title_text')
      .where('catalogue_items.source_id', '=', records[10]!.plcyNo!)
      .executeTakeFirstOrThrow();
    // The search keeps titles without spaces (normalizeSearchText).
    expect(title_text).toBe('새로붙인이름표정책');
  });

  it('reports progress, across lookup batches, and ends with the totals', async () => {
    const records = Array.from({ length: 23 }, (_, i) => sampleRecord(i + 100));
    records[4] = { plcyNo: '', plcyNm: '' };
    const progress: ImportProgress[] = [];
    const summary = await importRecords(database.db, records, {
      progressEvery: 10,
      lookupBatch: 7,
      total: 23,
      onProgress: (p) => progress.push(structuredClone(p)),
    });
    expect(progress.map((p) => p.done)).toEqual([10, 20, 23]);
    expect(progress[0]).toMatchObject({ total: 23, summary: { new: 9 } });
    expect(progress.at(-1)!.summary).toEqual(summary);
    expect(summary).toMatchObject({ new: 22, skipped: [{ index: 4 }] });
  });

  it('takes records from an async source and keeps what came before a failure', async () => {
    async function* pages() {
      yield sampleRecord(201);
      yield sampleRecord(202);
      throw new Error('page 2: 온통청년 refused the request: 500 서버 오류');
    }
    const failure = await importRecords(database.db, pages()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImportAbortedError);
    expect((failure as ImportAbortedError).message).toMatch(/page 2: .*서버 오류/);
    expect((failure as ImportAbortedError).summary).toMatchObject({ new: 2 });
    expect(await countImported()).toBe(2);
  });

  it('imports 3,000 records well under a minute, and re-reads them faster', async () => {
    const records = Array.from({ length: 3000 }, (_, i) => sampleRecord(i + 1));
    let started = performance.now();
    expect(await importRecords(database.db, records)).toMatchObject({ new: 3000, skipped: [] });
    const firstSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    expect(await importRecords(database.db, records)).toMatchObject({ unchanged: 3000 });
    const secondSeconds = (performance.now() - started) / 1000;
    console.log(
      `3,000 records on ${database.kind}: ${firstSeconds.toFixed(1)} s new, ` +
        `${secondSeconds.toFixed(1)} s unchanged`,
    );
    expect(firstSeconds).toBeLessThan(30);
  }, 120_000);
});
