import { hasOpenDeadline, isEventAhead } from './calendar-availability.js';

/**
 * iCalendar files (RFC 5545) for "캘린더에 추가": the application deadline as an all-day event
 * titled "[마감] …", and an event's own time in Korean time (TZID=Asia/Seoul with its VTIMEZONE).
 *
 * Written by hand rather than with the `ics` package (decision 004): `ics` brings yup and nanoid,
 * 24 KB gzip for two events, and writes times only in UTC or floating local time, while a Korean
 * event reads best in Korean time wherever the calendar is.
 */

export interface CalendarEntry {
  /** Stable per item and kind of entry, so importing the file again updates the entry. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  /** An all-day entry on this day (`YYYY-MM-DD`) … */
  day?: string;
  /** … or a time range (ISO 8601 with an offset), written in Korean time. */
  startsAt?: string;
  endsAt?: string;
  /** Minutes before the start to remind; all-day entries start at midnight. */
  alarmMinutesBefore?: number;
}

const PRODUCT_ID = '-//hyetaek//청년혜택//KO';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const FOLD_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with a space. Counts UTF-8
 * bytes and never splits a character (Hangul is 3 bytes, an emoji 4).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDD` of a `YYYY-MM-DD` day, and of the day after it. */
function dateValue(day: string, offsetDays = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** Local time in Korea (UTC+9, no daylight saving since 1988) as `YYYYMMDDTHHMMSS`. */
export function seoulDateTime(iso: string): string {
  const date = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

function utcDateTime(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

const SEOUL_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Seoul',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function isValidTime(iso: string | undefined): iso is string {
  return iso !== undefined && !Number.isNaN(Date.parse(iso));
}

function eventLines(entry: CalendarEntry, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(entry.uid)}`, `DTSTAMP:${stamp}`];
  if (entry.day) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(entry.day)}`);
    lines.push(`DTEND;VALUE=DATE:${dateValue(entry.day, 1)}`);
    lines.push('TRANSP:TRANSPARENT');
  } else if (isValidTime(entry.startsAt)) {
    lines.push(`DTSTART;TZID=Asia/Seoul:${seoulDateTime(entry.startsAt)}`);
    const end = isValidTime(entry.endsAt) ? entry.endsAt : entry.startsAt;
    lines.push(`DTEND;TZID=Asia/Seoul:${seoulDateTime(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(entry.title)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  // URL is a URI value, not TEXT: only an http(s) address without line breaks goes in.
  if (entry.url && /^https?:\/\/[^\s]+$/i.test(entry.url)) lines.push(`URL:${entry.url}`);
  if (entry.alarmMinutesBefore !== undefined) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(entry.title)}`,
      `TRIGGER:-PT${Math.max(0, Math.round(entry.alarmMinutesBefore))}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A complete .ics file (CRLF line ends, folded lines) with the given entries. */
export function buildCalendar(entries: CalendarEntry[], now = new Date()): string {
  const stamp = utcDateTime(now);
  const usable = entries.filter((e) => e.day || isValidTime(e.startsAt));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(usable.some((e) => !e.day) ? SEOUL_TIMEZONE : []),
    ...usable.flatMap((entry) => eventLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for the item: the cid with anything unsafe in a file name replaced. */
export function calendarFileName(cid: string): string {
  return `${cid.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'calendar'}.ics`;
}

export interface CalendarTexts {
  /** "[마감] {{title}}" in the user's language. */
  deadlineTitle(title: string): string;
  online: string;
}

/** What "캘린더에 추가" saves for an item: its open deadline, and an event's own time if ahead. */
export function itemCalendarEntries(
  item: {
    cid: string;
    kind: string;
    title: string;
    summary: string;
    apply_end: string | null;
    labels: readonly string[];
    event?: {
      starts_at: string;
      ends_at: string;
      is_online: boolean;
      venue_name: string | null;
      venue_address?: string | null;
    } | null;
  },
  pageUrl: string,
  texts: CalendarTexts,
  now = new Date(),
): CalendarEntry[] {
  const description = [item.summary, pageUrl].filter(Boolean).join('\n\n');
  const entries: CalendarEntry[] = [];
  if (hasOpenDeadline(item)) {
    entries.push({
      uid: `${item.kind}-${item.cid}-deadline@hyetaek`,
      title: texts.deadlineTitle(item.title),
      description,
      url: pageUrl,
      day: item.apply_end,
      // 9 a.m. the day before (the all-day entry starts at midnight).
      alarmMinutesBefore: 15 * 60,
    });
  }
  const event = item.event;
  if (event && isEventAhead(event, now)) {
    const place = event.is_online
      ? texts.online
      : [event.venue_name, event.venue_address].filter(Boolean).join(', ');
    entries.push({
      uid: `${item.kind}-${item.cid}-event@hyetaek`,
      title: item.title,
      description,
      ...(place ? { location: place } : {}),
      url: pageUrl,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      alarmMinutesBefore: 60,
    });
  }
  return entries;
}
