/**
 * 기준 중위소득 (standard median income) by household size, in 원 a month, one table per year. Policies
 * written as "기준 중위소득 N% 이하" compare a household's monthly income with N % of its size's row.
 *
 * Source: 보건복지부, the year's 기준 중위소득 decided by the 중앙생활보장위원회 and announced by the
 * ministry (2025: decided 2024-07-25; 2026: decided 2025-07-31, +6.51 % for four people). Households of
 * seven or more: the six-person row plus, per extra person, the six-person row less the five-person
 * row (the ministry's rule). Checked 2026-11-25. Add next year's row when the ministry announces it
 * (each August): until then a median-ratio criterion of that year stays `unknown` instead of being
 * judged against an old table.
 */
export const MEDIAN_INCOME_CHECKED_ON = '2026-11-25';
export const MEDIAN_INCOME_SOURCE = '보건복지부 기준 중위소득 (중앙생활보장위원회 의결)';

/** Year → monthly 원 for households of 1 to 6 people. */
const MEDIAN_INCOME_BY_YEAR: Readonly<Record<number, readonly number[]>> = {
  2025: [2_392_013, 3_932_658, 5_025_353, 6_097_773, 7_108_192, 8_064_805],
  2026: [2_564_238, 4_199_292, 5_359_036, 6_494_738, 7_556_719, 8_555_952],
};

/** The 기준 중위소득 of `year` for a household of `size`, or undefined when the year has no table. */
export function medianMonthlyIncome(year: number, size: number): number | undefined {
  const rows = MEDIAN_INCOME_BY_YEAR[year];
  if (!rows || size < 1) return undefined;
  const six = rows[5]!;
  if (size <= 6) return rows[size - 1];
  return six + (size - 6) * (six - rows[4]!);
}

/** N % of the 기준 중위소득 in 원 (cut to whole 원, as the ministry's tables are). */
export function medianLimit(percent: number, year: number, size: number): number | undefined {
  const median = medianMonthlyIncome(year, size);
  return median === undefined ? undefined : Math.floor((median * percent) / 100);
}

/** The years the table holds (tests and the bench report them). */
export const MEDIAN_INCOME_YEARS: readonly number[] =
  Object.keys(MEDIAN_INCOME_BY_YEAR).map(Number);
