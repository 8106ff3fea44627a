import { describe, expect, it } from 'vitest';
import { orderPositions, type MatchOrder } from './match-order.js';
import type { PolicyFactsRow } from './match.repository.js';
import { dayNumber, PolicyIndex } from './policy-index.js';

/**
 * The packed sort keys against the orders written out as comparisons: many policies with ties
 * on every key, so each tie-break is exercised.
 */

const TODAY = '2026-11-25';
const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 10, 25 + offset));
  return date.toISOString().slice(0, 10);
};

function rows(count: number): PolicyFactsRow[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 7 === 0 ? 'always' : i % 11 === 0 ? 'closed' : 'range';
    const start = (i % 5) - 3;
    return {
      id: 1000 + ((i * 37) % count),
      cid: `policy-${i}`,
      regions: [],
      categories: i % 3 === 0 ? ['housing'] : i % 3 === 1 ? ['housing', 'jobs'] : ['welfare'],
      apply_kind: kind,
      apply_start: kind === 'range' ? day(start) : null,
      apply_end: kind === 'range' ? day(start + (i % 4) * 3 - 2) : null,
      is_pick: false,
      views: i % 6,
      created_ms: Date.UTC(2026, 0, 1 + (i % 9)),
      eligibility: {},
    } as PolicyFactsRow;
  }).filter((row) => !row.apply_start || row.apply_start <= row.apply_end!);
}

describe('orderPositions', () => {
  const index = new PolicyIndex(rows(400));
  const today = dayNumber(TODAY);
  const results = Uint8Array.from({ length: index.size }, (_, at) => at % 3);
  const interests = new Set(['housing', 'jobs']);
  const context = { index, results, day: today, interests };
  const all = Array.from({ length: index.size }, (_, at) => at);
  const id = (at: number) => index.ids[at]!;
  const shared = (at: number) => index.categories[at]!.filter((c) => interests.has(c)).length;
  const closed = (at: number) => (index.isClosed(at, today) ? 1 : 0);
  const deadline = (at: number) =>
    closed(at) || !index.deadline(at) ? Infinity : index.deadline(at);

  const written: Record<MatchOrder, (a: number, b: number) => number> = {
    scoring: (a, b) =>
      results[a]! - results[b]! ||
      closed(a) - closed(b) ||
      shared(b) - shared(a) ||
      (deadline(a) === deadline(b) ? 0 : deadline(a) < deadline(b) ? -1 : 1) ||
      index.views[b]! - index.views[a]! ||
      id(b) - id(a),
    deadline: (a, b) => {
      const tier = (at: number) =>
        closed(at) ? 3 : index.isComing(at, today) ? 1 : index.isAlways(at) ? 2 : 0;
      const within = (at: number) =>
        [index.deadline(at), index.startDay(at), 0, -index.deadline(at)][tier(at)]!;
      return tier(a) - tier(b) || within(a) - within(b) || id(b) - id(a);
    },
    newest: (a, b) => index.createdMs[b]! - index.createdMs[a]! || id(b) - id(a),
  };

  it.each(['scoring', 'deadline', 'newest'] as const)('orders by %s as written', (order) => {
    const packed = Array.from(orderPositions(all, order, context));
    expect(packed).toEqual([...all].sort(written[order]));
  });

  it('orders only the positions given', () => {
    const some = all.filter((at) => at % 4 === 0);
    expect(Array.from(orderPositions(some, 'scoring', context))).toEqual(
      [...some].sort(written.scoring),
    );
  });
});
