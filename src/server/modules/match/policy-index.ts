import type { Eligibility } from '../../../shared/eligibility.js';
import { classify, type MatchPerson, type MatchResult } from '../../../shared/matching/index.js';
import type { PolicyFactsRow } from './match.repository.js';

/**
 * Every policy's facts held in memory as columns (issue 13): what `match/common` needs to judge,
 * filter and order all of them for one person without a query. Policies sharing one eligibility
 * (most do: 제한없음 everywhere, the same 19–34 in many places) share one judgement, so a person
 * costs one `classify` per distinct eligibility, then a pass over the columns.
 */

/** Result codes in the scoring order: eligible, likely, not eligible. */
export const RESULT_CODES: Readonly<Record<MatchResult, number>> = {
  eligible: 0,
  likely: 1,
  not_eligible: 2,
};

const APPLY_KINDS = ['range', 'always', 'closed', 'none'] as const;
const RANGE = 0;
const ALWAYS = 1;
const CLOSED = 2;

/** A Korean day as a number that orders like the day: 2026-11-25 → 20261125. */
export const dayNumber = (day: string) =>
  Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

const DAY_MS = 86_400_000;
const DAY_ZERO = Date.UTC(2000, 0, 1);
/** A day as a count of days since 2000-01-01: small enough to pack into a sort key. */
const daysOf = (day: string) =>
  Math.max(
    0,
    Math.round(
      (Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) -
        DAY_ZERO) /
        DAY_MS,
    ),
  );

/** Positions ordered by `compare`, and each position's rank in that order. */
function ranks(n: number, compare: (a: number, b: number) => number): [Int32Array, Int32Array] {
  const byRank = Int32Array.from({ length: n }, (_, at) => at).sort(compare);
  const rank = new Int32Array(n);
  byRank.forEach((at, r) => (rank[at] = r));
  return [byRank, rank];
}

export class PolicyIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly cids: readonly string[];
  readonly regions: readonly (readonly string[])[];
  readonly categories: readonly (readonly string[])[];
  readonly isPick: Uint8Array;
  readonly views: Float64Array;
  readonly createdMs: Float64Array;
  private readonly applyKind: Uint8Array;
  private readonly start: Int32Array;
  private readonly end: Int32Array;
  private readonly startDays: Int32Array;
  private readonly endDays: Int32Array;
  /** Each policy's distinct hard criteria (no free text), and those criteria. */
  readonly group: Uint32Array;
  readonly eligibilities: readonly Eligibility[];
  /** Each policy's free-text conditions (추가자격조건, 참여제한대상): shown, never judged. */
  readonly freeText: readonly (Pick<
    Eligibility,
    'additionalConditions' | 'excludedTargets'
  > | null)[];
  /**
   * Ranks that order ties without a comparison (see match-order.ts): by views then id (more
   * viewed, then newer id first), by id (newer first), by creation (newest first); each with
   * its inverse, rank → position.
   */
  readonly popularityRank: Int32Array;
  readonly byPopularity: Int32Array;
  readonly idRank: Int32Array;
  readonly byIdRank: Int32Array;
  readonly newestRank: Int32Array;
  readonly byNewest: Int32Array;

  constructor(rows: readonly PolicyFactsRow[]) {
    const n = rows.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.isPick = new Uint8Array(n);
    this.views = new Float64Array(n);
    this.createdMs = new Float64Array(n);
    this.applyKind = new Uint8Array(n);
    this.start = new Int32Array(n);
    this.end = new Int32Array(n);
    this.startDays = new Int32Array(n);
    this.endDays = new Int32Array(n);
    this.group = new Uint32Array(n);
    const cids: string[] = [];
    const regions: string[][] = [];
    const categories: string[][] = [];
    const groups = new Map<string, number>();
    const eligibilities: Eligibility[] = [];
    const freeText: (typeof this.freeText)[number][] = [];
    rows.forEach((row, at) => {
      this.ids[at] = row.id;
      this.isPick[at] = row.is_pick ? 1 : 0;
      this.views[at] = row.views;
      this.createdMs[at] = row.created_ms;
      this.applyKind[at] = Math.max(0, APPLY_KINDS.indexOf(row.apply_kind));
      this.start[at] = row.apply_start ? dayNumber(row.apply_start) : 0;
      this.end[at] = row.apply_end ? dayNumber(row.apply_end) : 0;
      this.startDays[at] = row.apply_start ? daysOf(row.apply_start) : 0;
      this.endDays[at] = row.apply_end ? daysOf(row.apply_end) : 0;
      cids.push(row.cid);
      regions.push(row.regions);
      categories.push(row.categories);
      const { additionalConditions, excludedTargets, ...hard } = row.eligibility as Eligibility;
      freeText.push(
        additionalConditions || excludedTargets ? { additionalConditions, excludedTargets } : null,
      );
      const key = JSON.stringify(hard);
      let group = groups.get(key);
      if (group === undefined) {
        group = eligibilities.length;
        groups.set(key, group);
        eligibilities.push(hard);
      }
      this.group[at] = group;
    });
    this.cids = cids;
    this.regions = regions;
    this.categories = categories;
    this.eligibilities = eligibilities;
    this.freeText = freeText;
    const ids = this.ids;
    const newerId = (a: number, b: number) => ids[b]! - ids[a]!;
    [this.byPopularity, this.popularityRank] = ranks(
      n,
      (a, b) => this.views[b]! - this.views[a]! || newerId(a, b),
    );
    [this.byIdRank, this.idRank] = ranks(n, newerId);
    [this.byNewest, this.newestRank] = ranks(
      n,
      (a, b) => this.createdMs[b]! - this.createdMs[a]! || newerId(a, b),
    );
  }

  /** Each policy's result code (RESULT_CODES) for the person on the Korean day `today`. */
  judge(person: MatchPerson, today: string): Uint8Array {
    const byGroup = this.eligibilities.map(
      (eligibility) => RESULT_CODES[classify(eligibility, person, today).result],
    );
    const results = new Uint8Array(this.size);
    for (let at = 0; at < this.size; at += 1) results[at] = byGroup[this.group[at]!]!;
    return results;
  }

  /** Closed on `day` (a dayNumber): closed by the source, or its period is over. */
  isClosed(at: number, day: number): boolean {
    const kind = this.applyKind[at];
    return kind === CLOSED || (kind === RANGE && this.end[at]! < day);
  }

  /** Open to applications on `day`: its period runs, or 상시. */
  isOngoing(at: number, day: number): boolean {
    const kind = this.applyKind[at];
    if (kind === ALWAYS) return true;
    return kind === RANGE && this.start[at]! <= day && day <= this.end[at]!;
  }

  /** Opens after `day`. */
  isComing(at: number, day: number): boolean {
    return this.applyKind[at] === RANGE && this.start[at]! > day;
  }

  /** The last day to apply (days since 2000-01-01), or 0 when there is none (상시). */
  deadline(at: number): number {
    return this.applyKind[at] === RANGE ? this.endDays[at]! : 0;
  }

  /** The first day to apply (days since 2000-01-01), or 0. */
  startDay(at: number): number {
    return this.startDays[at]!;
  }

  isAlways(at: number): boolean {
    return this.applyKind[at] === ALWAYS;
  }
}
