import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en.js';
import { interpolate, lookup, type MessageValues } from '../../../shared/i18n/format.js';
import { ko } from '../../../shared/i18n/ko.js';
import {
  durationText,
  eventWhenText,
  eventWhereText,
  ownThumbnail,
  periodText,
  regionText,
} from './item-format.js';

const tKo = (key: string, values?: MessageValues) => interpolate(lookup(ko, key) as string, values);
const tEn = (key: string, values?: MessageValues) => interpolate(lookup(en, key) as string, values);

const event = (over: Partial<{ is_online: boolean; venue_name: string | null }> = {}) => ({
  starts_at: '2026-12-10T19:00:00+09:00',
  ends_at: '2026-12-10T21:00:00+09:00',
  is_online: false,
  venue_name: '청년센터 라운지',
  ...over,
});

describe('regionText', () => {
  it('names one 시·도, or the first and how many more', () => {
    expect(regionText({ regions: ['11'], event: null }, 'ko-KR', tKo)).toBe('서울');
    expect(regionText({ regions: ['26', '11', '41'], event: null }, 'ko-KR', tKo)).toBe(
      '부산 외 2곳',
    );
    expect(regionText({ regions: ['26', '11'], event: null }, 'en-US', tEn)).toBe('Busan +1');
  });

  it('says 전국 for no regions and 온라인 for online events; unknown codes are skipped', () => {
    expect(regionText({ regions: [], event: null }, 'ko-KR', tKo)).toBe('전국');
    expect(regionText({ regions: ['99'], event: null }, 'en-US', tEn)).toBe('Nationwide');
    expect(regionText({ regions: [], event: event({ is_online: true }) }, 'ko-KR', tKo)).toBe(
      '온라인',
    );
  });
});

describe('periodText', () => {
  const item = (apply_start: string | null, apply_end: string | null, labels = ['ING']) =>
    ({ apply_start, apply_end, labels }) as Parameters<typeof periodText>[0];

  it('writes the year once when both ends share it, in Korean', () => {
    expect(periodText(item('2026-10-28', '2026-11-27'), 'ko-KR', tKo)).toBe('2026.10.28 ~ 11.27');
    expect(periodText(item('2026-12-20', '2027-01-10'), 'ko-KR', tKo)).toBe(
      '2026.12.20 ~ 2027.01.10',
    );
  });

  it('uses a natural English range', () => {
    expect(periodText(item('2026-10-28', '2026-11-27'), 'en-US', tEn)).toBe(
      'Oct 28 – Nov 27, 2026',
    );
  });

  it('says 상시 모집 for always-open items and 마감 for closed ones without dates', () => {
    expect(periodText(item(null, null, ['ALWAYS']), 'ko-KR', tKo)).toBe('상시 모집');
    expect(periodText(item(null, null, ['CLOSED']), 'ko-KR', tKo)).toBe('신청 마감');
  });
});

describe('event texts', () => {
  it('gives the Korean day and time of a one-day event', () => {
    expect(eventWhenText(event(), 'ko-KR')).toBe('12월 10일(목) 19:00');
    expect(eventWhenText(event(), 'en-US')).toBe('Thu, Dec 10 7:00 PM');
  });

  it('gives the days of a longer event, in Korean time whatever the offset', () => {
    expect(
      eventWhenText(
        { ...event(), starts_at: '2026-12-10T01:00:00Z', ends_at: '2026-12-12T09:00:00Z' },
        'ko-KR',
      ),
    ).toBe('12월 10일(목) ~ 12월 12일(토)');
  });

  it('places an event by region and venue, or online', () => {
    expect(eventWhereText({ regions: ['27'], event: event() }, 'ko-KR', tKo)).toBe(
      '대구 · 청년센터 라운지',
    );
    expect(eventWhereText({ regions: [], event: event({ is_online: true }) }, 'en-US', tEn)).toBe(
      'Online',
    );
  });
});

describe('durationText and ownThumbnail', () => {
  it('formats a video length', () => {
    expect(durationText(192)).toBe('3:12');
    expect(durationText(59)).toBe('0:59');
    expect(durationText(3723)).toBe('1:02:03');
  });

  it('loads thumbnails from our own origin only', () => {
    expect(ownThumbnail('/media/a.webp')).toBe('/media/a.webp');
    expect(ownThumbnail('https://i.ytimg.com/vi/x/hq.jpg')).toBeUndefined();
    expect(ownThumbnail('//evil.example/x.png')).toBeUndefined();
    expect(ownThumbnail(null)).toBeUndefined();
  });
});
