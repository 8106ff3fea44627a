import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchBigrams } from './search-text.js';

describe('the search’s reading of text', () => {
  it('keeps Latin letters, digits and Hangul, lower case, and nothing else', () => {
    expect(normalizeSearchText('K-패스 청년 추가 환급')).toBe('k패스청년추가환급');
    expect(normalizeSearchText('  2030 청년·정책 (서울) ')).toBe('2030청년정책서울');
    expect(normalizeSearchText('ㅊㄴㅇㅅ')).toBe('ㅊㄴㅇㅅ');
    expect(normalizeSearchText('%_\\\'"')).toBe('');
  });

  it('cuts normalised text into distinct bigrams; one character has none', () => {
    expect(searchBigrams('청년월세')).toEqual(['청년', '년월', '월세']);
    expect(searchBigrams('aaa')).toEqual(['aa']);
    expect(searchBigrams('월')).toEqual([]);
    expect(searchBigrams('')).toEqual([]);
  });
});
