const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next midnight in Korea (Asia/Seoul, UTC+9 all year) after `now` (epoch ms), whatever the
 * device's time zone: when "오늘 하루 보지 않기" ends.
 */
export function nextKoreanMidnight(now: number): number {
  return (Math.floor((now + KOREA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - KOREA_OFFSET_MS;
}
