import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerRecord } from '../../../shared/contract/banner.js';
import { AccountTestClient } from '../../test-support/account-client.js';
import { member, operator, type Member } from '../../test-support/community.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The banner calls through the real HTTP stack and database: what readers see (placement,
 * language, schedule, switched on, order), who may change banners, and hostile input refused
 * with the error envelope and nothing stored.
 */

let t: TestApp;
let team: Member;
let someone: Member;
const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  // Only this file makes banners; a PostgreSQL test database keeps the last run's.
  await t.database.db.deleteFrom('banners').execute();
  [team, someone] = await Promise.all([operator(t), member(t)]);
});
afterAll(() => t.close());

const newBanner = (fields: Record<string, unknown> = {}) => ({
  placement: 'home_popup',
  locale: 'ko-KR',
  title: '청년 월세 지원 신청이 시작됐어요',
  image_url: 'https://cdn.example.com/banners/rent.png',
  link_url: 'https://www.example.com/rent',
  request_id: randomUUID(),
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<BannerRecord> {
  const response = await team.client.call('banner/update', newBanner(fields), {
    method: 'create',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { banner: BannerRecord }).banner;
}

async function shown(placement: string, locale = 'ko-KR') {
  const reader = new AccountTestClient(t.app);
  const response = await reader.call('banner/read', { placement, locale });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { banners: { id: number; title: string }[] }).banners;
}

const bannerCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('banners')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('banner/read', () => {
  it('shows the switched-on banners of a placement and language within their schedule, by position', async () => {
    const second = await create({ title: '두 번째', position: 2 });
    const first = await create({ title: '첫 번째', position: 1, ends_at: at(HOUR_MS) });
    const started = await create({ title: '시작됨', position: 3, starts_at: at(-HOUR_MS) });
    await create({ title: '끝남', ends_at: at(-1000) });
    await create({ title: '아직', starts_at: at(HOUR_MS) });
    await create({ title: 'English', locale: 'en-US' });
    const detail = await create({ title: '상세', placement: 'detail_popup' });
    const strip = await create({ title: '목록', placement: 'list_strip', link_url: null });
    const off = await create({ title: '꺼짐' });
    expect(
      (await team.client.call('banner/update', { id: off.id }, { method: 'turn_off' })).statusCode,
    ).toBe(200);

    expect((await shown('home_popup')).map((banner) => banner.id)).toEqual([
      first.id,
      second.id,
      started.id,
    ]);
    expect((await shown('home_popup', 'en-US')).map((banner) => banner.title)).toEqual(['English']);
    expect(await shown('detail_popup')).toEqual([
      {
        id: detail.id,
        title: '상세',
        image_url: 'https://cdn.example.com/banners/rent.png',
        link_url: 'https://www.example.com/rent',
      },
    ]);
    expect(await shown('list_strip')).toMatchObject([{ id: strip.id, link_url: null }]);
  });

  it('refuses an unknown placement or language with the envelope', async () => {
    const reader = new AccountTestClient(t.app, 'en-US');
    for (const body of [
      { placement: 'sidebar', locale: 'ko-KR' },
      { placement: 'home_popup', locale: 'fr-FR' },
      { placement: 'home_popup' },
      { placement: "home_popup' OR 1=1 --", locale: 'ko-KR' },
    ]) {
      const response = await reader.call('banner/read', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('banner/update', () => {
  it('lets an operator edit, reschedule, reorder, turn off and on, each audited', async () => {
    const banner = await create({ title: '고칠 배너', placement: 'detail_popup', position: 5 });
    const edit = await team.client.call(
      'banner/update',
      {
        id: banner.id,
        title: '고친 배너',
        locale: 'en-US',
        placement: 'home_popup',
        position: 0,
        image_url: 'https://cdn.example.com/b.WEBP',
        ends_at: at(2 * HOUR_MS),
      },
      { method: 'update' },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.banner).toMatchObject({
      title: '고친 배너',
      locale: 'en-US',
      placement: 'home_popup',
      position: 0,
      image_url: 'https://cdn.example.com/b.WEBP',
      link_url: 'https://www.example.com/rent',
      is_active: true,
    });
    expect((await shown('home_popup', 'en-US')).map((b) => b.id)).toContain(banner.id);

    const off = await team.client.call('banner/update', { id: banner.id }, { method: 'turn_off' });
    expect(off.json().data.banner.is_active).toBe(false);
    expect((await shown('home_popup', 'en-US')).map((b) => b.id)).not.toContain(banner.id);
    await team.client.call('banner/update', { id: banner.id }, { method: 'turn_on' });
    expect((await shown('home_popup', 'en-US')).map((b) => b.id)).toContain(banner.id);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('resource_type', '=', 'banner')
      .where('resource_id', '=', String(banner.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      ['banner_create', 'banner_update', 'banner_turn_off', 'banner_turn_on'].map((action) => ({
        action,
        actor_id: team.id,
      })),
    );

    const all = await team.client.call('banner/read', {}, { method: 'read_all' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.banners.map((b: BannerRecord) => b.id)).toContain(banner.id);
  });

  it('makes one banner of a double submit', async () => {
    const body = newBanner({ title: '두 번 눌러도 하나' });
    const [a, b] = [
      await team.client.call('banner/update', body, { method: 'create' }),
      await team.client.call('banner/update', body, { method: 'create' }),
    ];
    expect(a.json().data.banner.id).toBe(b.json().data.banner.id);
  });

  it('is for operators only: 401 for a visitor, 403 for a member, nothing stored', async () => {
    const banner = await create({ title: '지켜질 배너' });
    const before = await bannerCount();
    const visitorClient = new AccountTestClient(t.app);
    const cases: [string, unknown][] = [
      ['create', newBanner()],
      ['update', { id: banner.id, title: '바꿔치기' }],
      ['turn_off', { id: banner.id }],
      ['turn_on', { id: banner.id }],
    ];
    for (const [method, body] of cases) {
      const asVisitor = await visitorClient.call('banner/update', body, { method });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json().error.code).toBe('unauthorized');
      const asMember = await someone.client.call('banner/update', body, { method });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error).toMatchObject({
        code: 'forbidden',
        message: expect.any(String),
      });
    }
    expect((await someone.client.call('banner/read', {}, { method: 'read_all' })).statusCode).toBe(
      403,
    );
    expect(await bannerCount()).toBe(before);
    expect((await shown('home_popup')).find((b) => b.id === banner.id)?.title).toBe('지켜질 배너');
  });

  it('refuses hostile input with 400 and the envelope in the caller’s language, storing nothing', async () => {
    const before = await bannerCount();
    const english = new AccountTestClient(t.app, 'en-US');
    await english.signIn(team.email);
    const hostile: Record<string, unknown>[] = [
      { image_url: 'javascript:alert(1)//x.png' },
      { image_url: 'data:image/png;base64,iVBORw0KGgo=' },
      { image_url: 'https://cdn.example.com/banner.svg' },
      { image_url: 'https://cdn.example.com/banner.png.exe' },
      { image_url: 'ftp://cdn.example.com/banner.png' },
      { image_url: 'https://user:secret@cdn.example.com/a.png' },
      { image_url: `https://cdn.example.com/${'a'.repeat(3000)}.png` },
      { link_url: 'javascript:alert(document.cookie)' },
      { link_url: '//evil.example.com/' },
      { link_url: 'https://exa mple.com/' },
      { title: '' },
      { title: '\u200B\u200B' },
      { title: 'x'.repeat(101) },
      { placement: 'footer' },
      { locale: 'ja-JP' },
      { position: -1 },
      { position: 1.5 },
      { starts_at: 'tomorrow' },
      { starts_at: at(HOUR_MS), ends_at: at(-HOUR_MS) },
      { request_id: 'not-a-uuid' },
      { is_active: false },
      { title: { $ne: null } },
    ];
    for (const fields of hostile) {
      const response = await english.call('banner/update', newBanner(fields), {
        method: 'create',
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      const { error } = response.json();
      expect(['validation_failed', 'invalid_input']).toContain(error.code);
      expect(error.message).toMatch(/[A-Za-z]/);
    }
    const scheduled = await create({ starts_at: at(HOUR_MS), ends_at: at(2 * HOUR_MS) });
    const after = await bannerCount();
    expect(after).toBe(before + 1);

    const inverted = await english.call(
      'banner/update',
      { id: scheduled.id, ends_at: at(30 * 60 * 1000) },
      { method: 'update' },
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.fields).toEqual({ ends_at: 'The end must come after the start.' });
    const unknown = await english.call('banner/update', { id: 987654321 }, { method: 'turn_off' });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await english.call('banner/update', { id: scheduled.id }, { method: 'delete' })).statusCode,
    ).toBe(400);
    const stored = await t.database.db
      .selectFrom('banners')
      .select(['ends_at'])
      .where('id', '=', scheduled.id)
      .executeTakeFirstOrThrow();
    expect(stored.ends_at?.toISOString()).toBe(scheduled.ends_at);
  });

  it('stores a picture and a link with no markup that a page could run', async () => {
    const banner = await create({
      title: '<script>alert(1)</script>',
      image_url: 'https://cdn.example.com/a.png?"><img/src=x/onerror=alert(1)>',
    });
    expect(banner.title).toBe('<script>alert(1)</script>');
    expect(banner.image_url).not.toContain('"');
    expect(banner.image_url).not.toContain('<');
  });
});
