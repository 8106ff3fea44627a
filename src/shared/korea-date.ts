/**
 * Calendar days in Korea (Asia/Seoul, no daylight saving), as `YYYY-MM-DD`. Labels, D-Day and
 * "closed" all turn over at midnight in Korea, wherever the server runs.
 */
const KOREA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

export function koreaToday(now = new Date()): string {
  return KOREA_DAY.format(now);
}

export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
