import { describe, expect, it } from 'vitest';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import { highlightParts } from './highlight.js';

const marked = (text: string, keyword: string, snippet = false) =>
  highlightParts(text, parseSearchKeyword(keyword), { snippet })
    .map((part) => (part.isMatch ? `[${part.text}]` : part.text))
    .join('');

describe('marked parts of a search result', () => {
  it('mark every word, across spacing and by 초성, as the search matches', () => {
    expect(marked('서울 청년 월세 지원', '청년월세')).toBe('서울 [청년 월세] 지원');
    expect(marked('청년월세 한시 특별지원', 'ㅊㄴ 지원')).toBe('[청년]월세 한시 특별[지원]');
    expect(marked('K-패스 청년 추가 환급', 'k패스')).toBe('[K-패스] 청년 추가 환급');
  });

  it('leave a text without matches as it is', () => {
    expect(highlightParts('청년도약계좌', parseSearchKeyword('월세'))).toEqual([
      { text: '청년도약계좌', isMatch: false },
    ]);
    expect(highlightParts('청년도약계좌', [])).toEqual([{ text: '청년도약계좌', isMatch: false }]);
  });

  it('start a long text shortly before its first match when asked for a snippet', () => {
    const summary =
      '부모님과 떨어져 사는 무주택 청년에게 매달 주거비를 나누어 드리는 지원 사업으로, 월세 20만 원까지 받을 수 있어요.';
    const text = marked(summary, '월세', true);
    expect(text.startsWith('…')).toBe(true);
    expect(text).toContain('[월세] 20만 원까지');
    expect(text.indexOf('[월세]')).toBeLessThan(30);
    // A match near the start keeps the whole text.
    expect(marked('월세를 도와드려요.', '월세', true)).toBe('[월세]를 도와드려요.');
  });
});
