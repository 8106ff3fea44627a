import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  calendarFileName,
  escapeText,
  foldLine,
  itemCalendarEntries,
  seoulDateTime,
} from './calendar.js';

const NOW = new Date('2026-11-22T01:00:00Z');
const texts = { deadlineTitle: (title: string) => `[마감] ${title}`, online: '온라인' };

/** Unfolds continuation lines, as a calendar reader does. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('청년, 월세; 지원')).toBe('청년\\, 월세\\; 지원');
  });

  it('folds lines at 75 octets without splitting a Hangul character', () => {
    const line = `SUMMARY:${'가'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes Korean time for any offset', () => {
    expect(seoulDateTime('2026-11-30T20:00:00+09:00')).toBe('20261130T200000');
    expect(seoulDateTime('2026-11-30T15:30:00Z')).toBe('20261201T003000');
  });

  it('names the file after the cid', () => {
    expect(calendarFileName('policy-youth-rent')).toBe('policy-youth-rent.ics');
    expect(calendarFileName('../a b/c')).toBe('.._a_b_c.ics');
  });
});

describe('the deadline of an open item', () => {
  const item = {
    cid: 'policy-youth-rent',
    kind: 'policy',
    title: '청년월세, 한시 특별지원',
    summary: '월 최대 20만 원; 12개월',
    apply_end: '2026-11-27',
    labels: ['PICK', 'ING'],
    event: null,
  };
  const url = 'https://hyetaek.example/policy-details/policy-youth-rent/';

  it('is an all-day event on the last day, titled [마감], with a stable UID', () => {
    const ics = buildCalendar(itemCalendarEntries(item, url, texts, NOW), NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:policy-policy-youth-rent-deadline@hyetaek');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261127');
    expect(lines).toContain('DTEND;VALUE=DATE:20261128');
    expect(lines).toContain('SUMMARY:[마감] 청년월세\\, 한시 특별지원');
    expect(lines).toContain(`DESCRIPTION:월 최대 20만 원\\; 12개월\\n\\n${url}`);
    expect(lines).toContain(`URL:${url}`);
    expect(lines).toContain('DTSTAMP:20261122T010000Z');
    expect(lines).toContain('TRIGGER:-PT900M');
    // No timed entry, so no time zone is needed.
    expect(ics).not.toContain('VTIMEZONE');
    // The same item gives the same UID again (importing twice updates, never duplicates).
    const again = buildCalendar(itemCalendarEntries(item, url, texts, NOW), NOW);
    expect(again).toBe(ics);
  });

  it('is left out once the item has closed, or when there is no deadline', () => {
    expect(itemCalendarEntries({ ...item, labels: ['CLOSED'] }, url, texts, NOW)).toEqual([]);
    expect(
      itemCalendarEntries({ ...item, apply_end: null, labels: ['ALWAYS'] }, url, texts, NOW),
    ).toEqual([]);
  });
});

describe('an event', () => {
  const event = {
    cid: 'event-jeonse',
    kind: 'event',
    title: '전세사기 예방 교실',
    summary: '',
    apply_end: '2026-11-27',
    labels: ['ING'],
    event: {
      starts_at: '2026-11-30T20:00:00+09:00',
      ends_at: '2026-11-30T21:30:00+09:00',
      is_online: false,
      venue_name: '서울청년센터',
      venue_address: '서울 마포구 양화로 1',
    },
  };

  it('adds its own time in Korean time with the Asia/Seoul time zone, beside its deadline', () => {
    const ics = unfold(
      buildCalendar(itemCalendarEntries(event, 'https://x.kr/e/', texts, NOW), NOW),
    );
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('TZID:Asia/Seoul');
    expect(lines).toContain('TZOFFSETTO:+0900');
    expect(lines).toContain('DTSTART;TZID=Asia/Seoul:20261130T200000');
    expect(lines).toContain('DTEND;TZID=Asia/Seoul:20261130T213000');
    expect(lines).toContain('LOCATION:서울청년센터\\, 서울 마포구 양화로 1');
    expect(lines).toContain('UID:event-event-jeonse-event@hyetaek');
    expect(lines).toContain('SUMMARY:전세사기 예방 교실');
  });

  it('says online for an online event, and is left out once it has ended', () => {
    const online = { ...event, event: { ...event.event, is_online: true, venue_name: null } };
    const ics = buildCalendar(itemCalendarEntries(online, 'https://x.kr/e/', texts, NOW), NOW);
    expect(ics).toContain('LOCATION:온라인');
    const later = new Date('2026-12-01T00:00:00Z');
    const entries = itemCalendarEntries(
      { ...event, labels: ['CLOSED'] },
      'https://x.kr/',
      texts,
      later,
    );
    expect(entries).toEqual([]);
  });

  it('keeps hostile text inside its property', () => {
    const hostile = {
      ...event,
      title: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:injected',
      event: { ...event.event, venue_name: 'a;b,c\\' },
    };
    const ics = buildCalendar(itemCalendarEntries(hostile, 'javascript:alert(1)', texts, NOW), NOW);
    const lines = unfold(ics).split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:x\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:injected');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
    expect(lines).toContain('LOCATION:a\\;b\\,c\\\\\\, 서울 마포구 양화로 1');
  });
});
