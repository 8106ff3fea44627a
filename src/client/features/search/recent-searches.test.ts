import { describe, expect, it } from 'vitest';
import { parseRecent, RECENT_SEARCHES_MAX, withoutRecent, withRecent } from './recent-searches.js';

describe('recent searches', () => {
  it('put the newest first, once, whatever its spacing or case', () => {
    let list: string[] = [];
    list = withRecent(list, '월세');
    list = withRecent(list, '  K-패스 ');
    list = withRecent(list, '청년  월세');
    list = withRecent(list, 'k-패스');
    expect(list).toEqual(['k-패스', '청년 월세', '월세']);
  });

  it('keep at most ten, dropping the oldest', () => {
    let list: string[] = [];
    for (let n = 1; n <= 12; n += 1) list = withRecent(list, `검색어 ${n}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('검색어 12');
    expect(list.at(-1)).toBe('검색어 3');
  });

  it('ignore empty searches and cut long ones to the keyword limit', () => {
    expect(withRecent(['월세'], '   ')).toEqual(['월세']);
    expect(withRecent([], 'ㄱ'.repeat(150))[0]).toHaveLength(100);
  });

  it('remove one search', () => {
    expect(withoutRecent(['취업', '청년 월세', '월세'], '청년  월세')).toEqual(['취업', '월세']);
  });

  it('read what storage holds defensively', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify(['취업', 3, null, ' 월세 ', '취업', '']))).toEqual([
      '취업',
      '월세',
    ]);
    const many = Array.from({ length: 15 }, (_, n) => `검색어 ${n}`);
    expect(parseRecent(JSON.stringify(many))).toEqual(many.slice(0, 10));
  });
});
