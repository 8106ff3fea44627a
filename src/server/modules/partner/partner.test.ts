import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerFieldsSchema, type PartnerPage } from '../../../shared/contract/partner.js';
import { AccountTestClient } from '../../test-support/account-client.js';
import { newItem } from '../../test-support/community.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  addPartner,
  editPartner,
  PartnerChangeError,
  removePartner,
  setPartnerItems,
} from './partner.service.js';

/**
 * Partner pages: made and changed the operators' way (the functions `npm run partner` runs),
 * read by anyone through `partner/read`, and served as their own page with title and preview
 * tags, or the not-found page with 404.
 */

let t: TestApp;
const slug = `partner-${randomUUID().slice(0, 8)}`;
let cids: string[];

const fields = (overrides: Record<string, unknown> = {}) => ({
  slug,
  name_ko: '청년주거상생센터',
  name_en: 'Youth Housing Centre',
  intro_ko: '첫 독립을 준비하는 청년에게 집 구하기에 필요한 정보를 모아 드려요.',
  intro_en: 'What young people need for their first home of their own.',
  logo_url: 'https://cdn.example.com/partners/logo.png',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://hyetaek.example' } });
  const items = [await newItem(t, 'event'), await newItem(t, 'policy'), await newItem(t, 'video')];
  cids = items.map((item) => item.cid);
  await addPartner(t.database.db, PartnerFieldsSchema.parse(fields()));
  await setPartnerItems(t.database.db, slug, cids);
});
afterAll(() => t.close());

const read = (partnerSlug: string, locale: 'ko-KR' | 'en-US' = 'ko-KR') =>
  new AccountTestClient(t.app, locale).call('partner/read', { slug: partnerSlug });

const page = (path: string, language = 'ko-KR') =>
  t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': language } });

describe('partner/read', () => {
  it('answers the partner in both languages and its items as list cards, in its order', async () => {
    const response = await read(slug);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as PartnerPage;
    expect(data.partner).toEqual({
      slug,
      name: { ko: '청년주거상생센터', en: 'Youth Housing Centre' },
      intro: { ko: fields().intro_ko, en: fields().intro_en },
      logo_url: 'https://cdn.example.com/partners/logo.png',
    });
    expect(data.items.map((item) => item.cid)).toEqual(cids);
    expect(data.items[0]).toMatchObject({ kind: 'event', labels: expect.any(Array) });
  });

  it('answers 404 for an unknown partner and 400 for a slug no partner can have', async () => {
    const unknown = await read('no-such-partner', 'en-US');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found' });
    for (const bad of ['../etc', 'Upper', '-dash', "x' OR 1=1", 'a'.repeat(41)]) {
      const response = await read(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });
});

describe('the partner page', () => {
  it('is served with its own title, preview tags and content, in the reader’s language', async () => {
    const korean = await page(`/collabo/${slug}/`);
    expect(korean.statusCode).toBe(200);
    expect(korean.body).toContain('<title>청년주거상생센터 | 청년혜택</title>');
    expect(korean.body).toContain(
      '<meta property="og:title" content="청년주거상생센터 | 청년혜택">',
    );
    expect(korean.body).toContain(
      '<meta property="og:image" content="https://cdn.example.com/partners/logo.png">',
    );
    expect(korean.body).toContain(
      `<link rel="canonical" href="https://hyetaek.example/collabo/${slug}/">`,
    );
    expect(korean.body).toContain('"@type":"Organization"');
    expect(korean.body).toContain(`"route":"partner/read","input":{"slug":"${slug}"}`);

    const english = await page(`/collabo/${slug}/`, 'en-US');
    expect(english.body).toContain('<title>Youth Housing Centre | Youth Benefits</title>');
    expect(english.body).toContain(`content="${fields().intro_en}"`);
  });

  it('is the not-found page with 404 for an unknown partner', async () => {
    for (const path of ['/collabo/no-such-partner/', '/collabo/Not_A_Slug/']) {
      const response = await page(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>');
      expect(response.body).not.toContain('partner/read');
    }
  });
});

describe('operators’ changes', () => {
  it('checks the fields: slug pattern, http(s) image logo, lengths', () => {
    for (const bad of [
      { slug: 'Bad Slug' },
      { slug: 'x--' + 'y'.repeat(40) },
      { logo_url: 'javascript:alert(1)//logo.png' },
      { logo_url: 'https://cdn.example.com/logo.svg' },
      { name_ko: '' },
      { name_en: 'n'.repeat(61) },
      { intro_en: '\u200B' },
      { website: 'https://extra.example.com' },
    ]) {
      expect(PartnerFieldsSchema.safeParse(fields(bad)).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a taken slug, an unknown partner and items not in the catalogue, changing nothing', async () => {
    await expect(addPartner(t.database.db, PartnerFieldsSchema.parse(fields()))).rejects.toThrow(
      PartnerChangeError,
    );
    await expect(
      setPartnerItems(t.database.db, slug, [cids[0]!, 'policy-nowhere']),
    ).rejects.toMatchObject({
      reason: 'unknown_items',
      subject: 'policy-nowhere',
    });
    await expect(
      editPartner(t.database.db, 'nobody-here', { name_ko: '누구' }),
    ).rejects.toMatchObject({
      reason: 'unknown_partner',
    });
    const data = (await read(slug)).json().data as PartnerPage;
    expect(data.items.map((item) => item.cid)).toEqual(cids);
    expect(data.partner.name.ko).toBe('청년주거상생센터');
  });

  it('edits, reorders and removes, each audited', async () => {
    const other = `${slug}-2`;
    await addPartner(t.database.db, PartnerFieldsSchema.parse(fields({ slug: other })));
    await editPartner(t.database.db, other, { name_en: 'Housing Centre' });
    await setPartnerItems(t.database.db, other, [cids[2]!, cids[0]!, cids[2]!]);
    const data = (await read(other)).json().data as PartnerPage;
    expect(data.partner.name.en).toBe('Housing Centre');
    expect(data.items.map((item) => item.cid)).toEqual([cids[2], cids[0]]);
    await removePartner(t.database.db, other);
    expect((await read(other)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_type', '=', 'partner_page')
      .where('resource_id', '=', other)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'partner_create',
      'partner_update',
      'partner_items',
      'partner_delete',
    ]);
  });
});
