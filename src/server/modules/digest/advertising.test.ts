import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase } from '../../test-support/test-app.js';
import { markAdvertising, withAdvertisingConsent } from './advertising.js';

/** 정보통신망법 §50: the "(광고)" mark, and advertising consent that lapses after two years. */

describe('the (광고) mark', () => {
  it('starts the subject and the sender’s name of an advertising mail, and nothing else', () => {
    const mail = { subject: '이번 주 청년혜택 소식이에요', from: '청년혜택 <no-reply@hyetaek.kr>' };
    expect(markAdvertising(mail, false)).toEqual(mail);
    expect(markAdvertising(mail, true)).toEqual({
      subject: '(광고) 이번 주 청년혜택 소식이에요',
      from: '"(광고) 청년혜택" <no-reply@hyetaek.kr>',
    });
    expect(markAdvertising({ subject: 's', from: 'no-reply@hyetaek.kr' }, true).from).toBe(
      '"(광고) no-reply@hyetaek.kr" <no-reply@hyetaek.kr>',
    );
  });
});

describe('advertising consent in force', () => {
  let database: DatabaseHandle;
  const now = new Date('2027-03-01T00:00:00Z');
  const yearsBefore = (years: number, days = 0) =>
    new Date(Date.UTC(2027 - years, 2, 1) - days * 86_400_000);
  const address = (tag: string) => `${tag}-${randomUUID()}@example.com`;
  const emails = {
    recent: address('recent'),
    lapsed: address('lapsed'),
    renewed: address('renewed'),
    withdrawn: address('withdrawn'),
    newsletterOnly: address('newsletter'),
    never: address('never'),
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const consent = (
      email: string,
      purpose: 'newsletter' | 'advertising',
      granted: boolean,
      at: Date,
    ) => ({
      email,
      purpose,
      granted,
      text_version: '2026-01',
      source: 'test',
      recorded_at: at,
    });
    await database.db
      .insertInto('consent_records')
      .values([
        consent(emails.recent.toUpperCase(), 'advertising', true, yearsBefore(1)),
        // Two years and a day ago: lapsed.
        consent(emails.lapsed, 'advertising', true, yearsBefore(2, 1)),
        consent(emails.renewed, 'advertising', true, yearsBefore(3)),
        consent(emails.renewed, 'advertising', true, yearsBefore(0, 30)),
        consent(emails.withdrawn, 'advertising', true, yearsBefore(1)),
        consent(emails.withdrawn, 'advertising', false, yearsBefore(0, 10)),
        consent(emails.newsletterOnly, 'newsletter', true, yearsBefore(0, 10)),
      ])
      .execute();
  });
  afterAll(() => database.close());

  it('is the latest advertising grant of the last two years, whatever the case of the address', async () => {
    const allowed = await withAdvertisingConsent(database.db, Object.values(emails), now);
    expect([...allowed].sort()).toEqual([emails.recent, emails.renewed].sort());
    expect(await withAdvertisingConsent(database.db, [], now)).toEqual(new Set());
  });
});
