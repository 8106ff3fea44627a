/**
 * When scheduled work runs, in Korean wall-clock time. Korea keeps UTC+9 all year (no daylight
 * saving), so a Korean time is a UTC time nine hours earlier: Monday 09:00 in Seoul is Monday
 * 00:00 UTC, and Monday 00:00 in Seoul is still Sunday 15:00 UTC.
 */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** `hour`:`minute` in Korea on the Korean day that `moment` falls on, as a UTC instant. */
function koreanHourOfDay(moment: Date, hour: number, minute = 0): number {
  const wall = new Date(moment.getTime() + KOREA_OFFSET_MS);
  return (
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour, minute) -
    KOREA_OFFSET_MS
  );
}

/** ISO weekday (1 Monday … 7 Sunday) of the Korean day `moment` falls on. */
function koreanWeekday(moment: Date): number {
  return new Date(moment.getTime() + KOREA_OFFSET_MS).getUTCDay() || 7;
}

/** The first instant strictly after `after` that is `hour`:00 in Korea on ISO weekday `weekday`. */
export function nextWeeklyInKorea(after: Date, weekday: number, hour: number): Date {
  const daysAhead = (weekday - koreanWeekday(after) + 7) % 7;
  let at = koreanHourOfDay(after, hour) + daysAhead * DAY_MS;
  if (at <= after.getTime()) at += 7 * DAY_MS;
  return new Date(at);
}

/** The first instant strictly after `after` that is `hour`:`minute` in Korea. */
export function nextDailyInKorea(after: Date, hour: number, minute = 0): Date {
  let at = koreanHourOfDay(after, hour, minute);
  if (at <= after.getTime()) at += DAY_MS;
  return new Date(at);
}

/** The next whole hour strictly after `after`. */
export function nextWholeHour(after: Date): Date {
  return new Date((Math.floor(after.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** The ISO week (`2026-W48`) of a Korean calendar day `YYYY-MM-DD`; around New Year the week's year may differ. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // The week belongs to the year of its Thursday.
  const thursday = new Date(date.getTime() + (4 - (date.getUTCDay() || 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

export function isIsoWeek(value: string): boolean {
  const match = ISO_WEEK.exec(value);
  return !!match && isoWeekOf(mondayOf(value)) === value;
}

/** The Monday (`YYYY-MM-DD`) of an ISO week `2026-W48`. */
export function mondayOf(week: string): string {
  const match = ISO_WEEK.exec(week);
  if (!match) throw new RangeError(`not an ISO week: ${week}`);
  const year = Number(match[1]);
  // 4 January is always in week 1.
  const january4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = january4 - ((new Date(january4).getUTCDay() || 7) - 1) * DAY_MS;
  return new Date(mondayOfWeek1 + (Number(match[2]) - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}
