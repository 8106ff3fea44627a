import type { Locale } from '../../../shared/locale.js';

/**
 * Dates, times, durations and numbers of a detail page, in the user's language and always in
 * Korean time (product §14), whatever the device's time zone. Korean is written by hand so it reads
 * the same in every browser ("2026년 11월 30일(월) 20:00", as the list cards); English uses Intl.
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const KO_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  /** The instant shifted so that its UTC fields are Korean local time. */
  shifted: Date;
}

function seoulParts(iso: string): Parts | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const shifted = new Date(time + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    shifted,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day (`YYYY-MM-DD`): "2026.10.28" / "Oct 28, 2026". */
export function formatDay(ymd: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  if (locale === 'ko-KR') return `${match[1]}.${match[2]}.${match[3]}`;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${ymd}T00:00:00Z`));
}

/** An application period: "2026.10.28 ~ 2026.11.27", open-ended on either side when unknown. */
export function formatPeriod(start: string | null, end: string | null, locale: Locale): string {
  const from = start ? formatDay(start, locale) : '';
  const to = end ? formatDay(end, locale) : '';
  const dash = locale === 'ko-KR' ? '~' : '–';
  if (from && to) return `${from} ${dash} ${to}`;
  if (to) return `${dash} ${to}`;
  return from ? `${from} ${dash}` : '';
}

/** As the list cards write it: "12월 10일(목)", 24-hour "19:00". */
function koDate(p: Parts, withYear: boolean): string {
  return `${withYear ? `${p.year}년 ` : ''}${p.month}월 ${p.day}일(${KO_WEEKDAYS[p.weekday]})`;
}

function koTime(p: Parts): string {
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

function enDate(p: Parts, withYear: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(p.shifted);
}

function enTime(p: Parts): string {
  const half = p.hour < 12 ? 'AM' : 'PM';
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${pad(p.minute)} ${half}`;
}

/**
 * An event's time in Korea: "2026년 11월 30일(월) 20:00 ~ 21:30", across days
 * "2026년 11월 30일(월) 20:00 ~ 12월 2일(수) 18:00"; English adds "KST".
 */
export function formatEventTime(startsAt: string, endsAt: string, locale: Locale): string {
  const start = seoulParts(startsAt);
  if (!start) return '';
  const end = seoulParts(endsAt);
  const isKo = locale === 'ko-KR';
  const date = isKo ? koDate : enDate;
  const time = isKo ? koTime : enTime;
  const from = `${date(start, true)}${isKo ? ' ' : ', '}${time(start)}`;
  const zone = isKo ? '' : ' KST';
  if (!end || end.shifted.getTime() <= start.shifted.getTime()) return `${from}${zone}`;
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  const to = sameDay
    ? time(end)
    : `${date(end, end.year !== start.year)}${isKo ? ' ' : ', '}${time(end)}`;
  return `${from} ${isKo ? '~' : '–'} ${to}${zone}`;
}

/** A video's length: "4분 45초", "1시간 2분" / "4 min 45 sec", "1 hr 2 min". */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const [hr, min, sec] = locale === 'ko-KR' ? ['시간', '분', '초'] : [' hr', ' min', ' sec'];
  if (h) return m ? `${h}${hr} ${m}${min}` : `${h}${hr}`;
  if (m) return s ? `${m}${min} ${s}${sec}` : `${m}${min}`;
  return `${s}${sec}`;
}

/** A video's length for the poster: "4:45", "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The last change of an item, as a Korean day. */
export function formatUpdated(iso: string, locale: Locale): string {
  const p = seoulParts(iso);
  return p ? formatDay(`${p.year}-${pad(p.month)}-${pad(p.day)}`, locale) : '';
}
