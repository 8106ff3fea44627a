import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-app.js';
import type { DatabaseHandle } from '../database.js';
import { DEMO_EVENTS } from './demo/events.js';
import { DEMO_POLICIES } from './demo/policies.js';
import { DEMO_VIDEOS } from './demo/videos.js';
import { addDays, koreaToday } from '../../../shared/korea-date.js';
import { seedDemoContent } from './seed-demo.js';

describe('demo content seeding', () => {
  let database: DatabaseHandle;
  const today = '2026-11-22';
  beforeAll(async () => {
    database = await openTestDatabase();
    await sql`delete from catalogue_items where source = 'demo'`.execute(database.db);
  });
  afterAll(() => database.close());

  it('installs every demo item once, in one go, and adds nothing the second time', async () => {
    const total = DEMO_POLICIES.length + DEMO_EVENTS.length + DEMO_VIDEOS.length;
    expect(await seedDemoContent(database.db, today)).toEqual({ added: total });
    expect(await seedDemoContent(database.db, today)).toEqual({ added: 0 });
    const counts = await database.db
      .selectFrom('catalogue_items')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('source', '=', 'demo')
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    expect(counts).toEqual([
      { kind: 'event', n: DEMO_EVENTS.length },
      { kind: 'policy', n: DEMO_POLICIES.length },
      { kind: 'video', n: DEMO_VIDEOS.length },
    ]);
  });

  it('puts back a demo item deleted since, leaving the stored ones and their views alone', async () => {
    const [gone, kept] = DEMO_POLICIES.map((p) => `policy-${p.slug}`);
    await sql`delete from catalogue_items where cid = ${gone}`.execute(database.db);
    await sql`update catalogue_items set views = 777 where cid = ${kept}`.execute(database.db);
    expect(await seedDemoContent(database.db, today)).toEqual({ added: 1 });
    const rows = await database.db
      .selectFrom('catalogue_items')
      .select(['cid', 'views'])
      .where('cid', 'in', [gone!, kept!])
      .orderBy('cid')
      .execute();
    expect(rows.map((row) => row.cid).sort()).toEqual([gone, kept].sort());
    expect(rows.find((row) => row.cid === kept)?.views).toBe(777);
  });

  it('dates application periods from the seed day, as Korean calendar days', async () => {
    const demo = DEMO_POLICIES.find((p) => p.period.kind === 'range')!;
    const row = await database.db
      .selectFrom('catalogue_items')
      .select(['apply_kind', 'apply_start', 'apply_end', 'eligibility', 'details'])
      .where('cid', '=', `policy-${demo.slug}`)
      .executeTakeFirstOrThrow();
    if (demo.period.kind !== 'range') throw new Error('unreachable');
    expect(row.apply_kind).toBe('range');
    expect(row.apply_start).toBe(addDays(today, demo.period.startDay));
    expect(row.apply_end).toBe(addDays(today, demo.period.endDay));
    expect(row.eligibility).toEqual(JSON.parse(JSON.stringify(demo.eligibility)));
    expect(row.details).toMatchObject({ support: demo.support, howToApply: demo.howToApply });
  });

  it('leaves videos with nothing to apply for and links them to their related items by cid', async () => {
    const video = DEMO_VIDEOS[0]!;
    const row = await database.db
      .selectFrom('catalogue_items')
      .select(['apply_kind', 'details'])
      .where('cid', '=', `video-${video.slug}`)
      .executeTakeFirstOrThrow();
    expect(row.apply_kind).toBe('none');
    const related = (row.details as { related: { cid: string }[] }).related;
    for (const { cid } of related) {
      const found = await database.db
        .selectFrom('catalogue_items')
        .select('id')
        .where('cid', '=', cid)
        .executeTakeFirst();
      expect(found, cid).toBeDefined();
    }
  });

  it('counts days in Korea time', () => {
    expect(koreaToday(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22'); // 00:30 in Seoul
    expect(koreaToday(new Date('2026-11-21T14:59:00Z'))).toBe('2026-11-21');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
