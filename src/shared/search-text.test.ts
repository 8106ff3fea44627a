import { describe, expect, it } from 'vitest';
import {
  addSearchGrams,
  gramCode,
  highlightRanges,
  normalizeSearchText,
  parseSearchKeyword,
  searchKey,
} from './search-text.js';

describe('the search’s reading of text', () => {
  it('keeps Latin letters, digits and Hangul, lower case, and nothing else', () => {
    expect(normalizeSearchText('K-패스 청년 추가 환급')).toBe('k패스청년추가환급');
    expect(normalizeSearchText('  2030 청년·정책 (서울) ')).toBe('2030청년정책서울');
    expect(normalizeSearchText('ㅊㄴㅇㅅ')).toBe('ㅊㄴㅇㅅ');
    expect(normalizeSearchText('%_\\\'"')).toBe('');
  });

  it('indexes every character and pair once, as distinct integers', () => {
    const searchGrams = (text: string) => {
      const grams = new Set<number>();
      addSearchGrams(text, grams);
      return [...grams];
    };
    const grams = searchGrams('청년청년');
    expect(grams.sort()).toEqual(['청', '년', '청년', '년청'].map(gramCode).sort());
    expect(searchGrams('월')).toEqual([gramCode('월')]);
    // A pair never collides with a single character.
    expect(new Set(['0', '00', 'a', 'aa', '가', '가가', 'ㄱ', 'ㄱㄱ'].map(gramCode)).size).toBe(8);
  });

  it('reads a query as words of text, 초성 or symbols, dropping what never matches', () => {
    expect(parseSearchKeyword(' 청년  월세 ')).toEqual([
      { kind: 'text', value: '청년' },
      { kind: 'text', value: '월세' },
    ]);
    expect(parseSearchKeyword('ㅊㄴ K-패스 %')).toEqual([
      { kind: 'initials', value: 'ㅊㄴ' },
      { kind: 'text', value: 'k패스' },
      { kind: 'symbols', value: '%' },
    ]);
    expect(parseSearchKeyword('\u0000\u0007 \ud800')).toEqual([]);
    expect(parseSearchKeyword('월세 월세')).toHaveLength(1);
    expect(searchKey(parseSearchKeyword('월세 청년'))).toBe(
      searchKey(parseSearchKeyword('청년 월세')),
    );
  });

  it('highlights what matched in the displayed text, across spacing and 초성', () => {
    const marked = (text: string, keyword: string) =>
      highlightRanges(text, parseSearchKeyword(keyword)).map((r) => text.slice(r.start, r.end));
    expect(marked('서울 청년 월세 지원', '청년월세')).toEqual(['청년 월세']);
    expect(marked('K-패스 청년 추가 환급', 'k패스')).toEqual(['K-패스']);
    expect(marked('청년월세지원 사업', 'ㅊㄴㅇㅅ')).toEqual(['청년월세']);
    expect(marked('100% 매칭', '%')).toEqual(['%']);
    expect(marked('월세와 월세', '월세')).toEqual(['월세', '월세']);
    expect(marked('청년 월세', '월세 청년')).toEqual(['청년', '월세']);
    expect(marked('청년', '')).toEqual([]);
  });
});
