import { describe, expect, it } from 'vitest';
import { matchRequest, resultQueryFrom, searchOfResult } from './result-query.js';

describe('the results address', () => {
  it('reads the group and the filters, and leaves out what it does not know', () => {
    expect(resultQueryFrom('?result=likely&category=jobs&region=11')).toEqual({
      result: 'likely',
      category: 'jobs',
      region: '11',
    });
    expect(resultQueryFrom('?result=maybe&category=cars&region=99&birth_year=1998')).toEqual({
      result: 'eligible',
      category: undefined,
      region: undefined,
    });
  });

  it('writes only the group and the filters, the default group left out', () => {
    expect(searchOfResult({ result: 'eligible', category: undefined, region: undefined })).toBe('');
    expect(searchOfResult({ result: 'not_eligible', category: 'housing', region: '26' })).toBe(
      '?result=not_eligible&category=housing&region=26',
    );
    // A round trip keeps the view.
    const query = resultQueryFrom('?region=41&result=likely');
    expect(resultQueryFrom(searchOfResult(query))).toEqual(query);
  });

  it('asks match/common for the group under the filters, in the scoring order', () => {
    expect(matchRequest(resultQueryFrom('?category=jobs'), 2)).toEqual({
      filters: { result: ['eligible'], category: ['jobs'] },
      order: 'scoring',
      pagination: { current_page_no: 2, item_no_per_page: 24 },
      options: { recommend_count: 0 },
    });
  });
});
