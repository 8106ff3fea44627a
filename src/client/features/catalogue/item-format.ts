import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { Locale } from '../../../shared/locale.js';
import { SIDO } from '../../../shared/regions.js';

/**
 * What a card writes about an item, as pure functions of the item and the language: the region,
 * the application period, an event's date and place, a video's length. Dates are Korean days.
 */

type Translate = (key: string, values?: Record<string, string | number>) => string;

const SEOUL = 'Asia/Seoul';

/** 시·도 name of a code, in the language; undefined for codes we do not know. */
export function sidoName(code: string, locale: Locale): string | undefined {
  const sido = SIDO.find((s) => s.code === code);
  if (!sido) return undefined;
  return locale === 'en-US' ? sido.en : sido.ko;
}

/** "서울", "서울 외 2곳", "전국" (policies, empty regions) or "온라인" (online events). */
export function regionText(
  item: Pick<ListItem, 'regions' | 'event'>,
  locale: Locale,
  t: Translate,
): string {
  if (item.event?.is_online) return t('catalogue.online');
  const names = item.regions.flatMap((code) => sidoName(code, locale) ?? []);
  const [first] = names;
  if (first === undefined) return t('catalogue.nationwide');
  if (names.length === 1) return first;
  return t('list.card.regionMore', { name: first, count: names.length - 1 });
}

const ymdParts = (ymd: string) => {
  const [y = 0, m = 1, d = 1] = ymd.split('-').map(Number);
  return { y, m, d };
};
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The application period: "2026.10.28 ~ 11.27" in Korean (the year once when both ends share it),
 * "Oct 28 – Nov 27, 2026" in English; 상시 for always-open items.
 */
export function periodText(
  item: Pick<ListItem, 'apply_start' | 'apply_end' | 'labels'>,
  locale: Locale,
  t: Translate,
): string {
  const { apply_start: start, apply_end: end } = item;
  if (item.labels.includes('ALWAYS')) return t('list.card.alwaysOpen');
  if (!start || !end) {
    return item.labels.includes('CLOSED') ? t('list.card.closed') : t('list.card.noPeriod');
  }
  if (locale === 'en-US') {
    const format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    // ICU puts thin spaces around the dash; plain ones read the same on every platform.
    return format
      .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
      .replace(/[\u2009\u202f]/g, ' ');
  }
  const a = ymdParts(start);
  const b = ymdParts(end);
  const from = `${a.y}.${pad(a.m)}.${pad(a.d)}`;
  const to = a.y === b.y ? `${pad(b.m)}.${pad(b.d)}` : `${b.y}.${pad(b.m)}.${pad(b.d)}`;
  return `${from} ~ ${to}`;
}

interface SeoulTime {
  day: string;
  month: number;
  date: number;
  weekday: string;
  time: string;
}

function seoulParts(iso: string, locale: Locale): SeoulTime | undefined {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat(locale === 'en-US' ? 'en-US' : 'ko-KR', {
    timeZone: SEOUL,
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: locale === 'en-US' ? 'h12' : 'h23',
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const month = Number(part('month'));
  const date = Number(part('day'));
  const hourMinute = `${part('hour')}:${part('minute')}`;
  return {
    day: new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL }).format(when),
    month,
    date,
    weekday: part('weekday'),
    time: locale === 'en-US' ? `${hourMinute} ${part('dayPeriod')}` : hourMinute,
  };
}

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function dayText(p: SeoulTime, locale: Locale): string {
  return locale === 'en-US'
    ? `${p.weekday}, ${EN_MONTHS[p.month - 1]} ${p.date}`
    : `${p.month}월 ${p.date}일(${p.weekday})`;
}

/** When an event is held, in Korean time: "12월 10일(목) 19:00", or a range of days. */
export function eventWhenText(event: NonNullable<ListItem['event']>, locale: Locale): string {
  const start = seoulParts(event.starts_at, locale);
  if (!start) return '';
  const end = seoulParts(event.ends_at, locale);
  if (!end || end.day === start.day) return `${dayText(start, locale)} ${start.time}`;
  return `${dayText(start, locale)} ~ ${dayText(end, locale)}`;
}

/** Where an event is held: "온라인", or the region and the venue. */
export function eventWhereText(
  item: Pick<ListItem, 'regions' | 'event'>,
  locale: Locale,
  t: Translate,
): string {
  const region = regionText(item, locale, t);
  if (item.event?.is_online || !item.event?.venue_name) return region;
  return `${region} · ${item.event.venue_name}`;
}

/** A video's length: "3:12", "1:02:03". */
export function durationText(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A thumbnail the page may load: our own origin only (no third-party requests, no tracking). */
export function ownThumbnail(url: string | null): string | undefined {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}
