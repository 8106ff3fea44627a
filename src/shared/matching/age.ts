import type { MatchPerson } from './person.js';

/** Today in Korea as numbers, read from `YYYY-MM-DD` without allocating. */
export interface Day {
  year: number;
  month: number;
  day: number;
}
const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
export function readDay(today: string, into: Day): Day {
  into.year =
    digit(today, 0) * 1000 + digit(today, 1) * 100 + digit(today, 2) * 10 + digit(today, 3);
  into.month = digit(today, 5) * 10 + digit(today, 6);
  into.day = digit(today, 8) * 10 + digit(today, 9);
  return into;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/**
 * The person's age in whole months today, as the range the answers allow: the birth day is never
 * asked, and without the month any day of the year is possible. 만 나이 counts a year on the
 * birthday (someone born on 29 February turns a year older on 1 March in other years).
 */
export interface MonthsAge {
  low: number;
  high: number;
}
export function monthsAge(person: MatchPerson, today: Day, into: MonthsAge): MonthsAge {
  const years = today.year - person.birthYear;
  const month = person.birthMonth;
  if (month !== undefined) {
    const base = years * 12 + (today.month - month);
    into.high = base; // born on the 1st
    into.low = today.day < daysInMonth(person.birthYear, month) ? base - 1 : base; // born on the last day
  } else {
    into.high = years * 12 + (today.month - 1); // born on 1 January
    into.low = years * 12 + (today.month - 12) - (today.day < 31 ? 1 : 0); // born on 31 December
  }
  return into;
}
