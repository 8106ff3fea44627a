import { describe, expect, it } from 'vitest';
import {
  findLinks,
  hasHtmlTags,
  indentOf,
  isImageUrl,
  linkHref,
  linkText,
  parseRichText,
  type Segment,
} from './rich-text-parse.js';

const links = (text: string) =>
  findLinks(text).filter((s): s is Extract<Segment, { type: 'link' }> => s.type === 'link');

describe('paragraphs and lines', () => {
  it('splits paragraphs at blank lines and keeps each line of a paragraph', () => {
    const parsed = parseRichText('첫 줄\n둘째 줄\n\n새 문단\n   \n\n\n마지막');
    expect(parsed.map((p) => p.lines.length)).toEqual([2, 1, 1]);
    expect(parsed[0]!.lines[1]).toEqual({
      type: 'text',
      indentPx: 0,
      segments: [{ type: 'text', text: '둘째 줄' }],
    });
  });

  it('reads Windows and old Mac line ends, and ignores blank lines at the edges', () => {
    expect(parseRichText('\r\n가\r\n나\r\rb\n\n')).toHaveLength(2);
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText(' \n\t\n\u3000')).toEqual([]);
  });

  it('indents 6 px per leading space, at most 36 px, and drops the spaces from the text', () => {
    expect(indentOf('없음')).toBe(0);
    expect(indentOf(' 하나')).toBe(6);
    expect(indentOf('  - 둘')).toBe(12);
    expect(indentOf('      여섯')).toBe(36);
    expect(indentOf('          열')).toBe(36);
    expect(indentOf('\u3000전각 공백')).toBe(6);
    const [paragraph] = parseRichText('  - 실제 월세 범위');
    expect(paragraph!.lines[0]).toEqual({
      type: 'text',
      indentPx: 12,
      segments: [{ type: 'text', text: '- 실제 월세 범위' }],
    });
  });
});

describe('links', () => {
  it('finds http, https and www. links inside text', () => {
    expect(findLinks('신청: https://www.bokjiro.go.kr/youth 에서 해요')).toEqual([
      { type: 'text', text: '신청: ' },
      {
        type: 'link',
        href: 'https://www.bokjiro.go.kr/youth',
        text: 'https://www.bokjiro.go.kr/youth',
      },
      { type: 'text', text: ' 에서 해요' },
    ]);
    expect(links('http://example.com and www.gov.kr/page?x=1')).toEqual([
      { type: 'link', href: 'http://example.com', text: 'http://example.com' },
      { type: 'link', href: 'https://www.gov.kr/page?x=1', text: 'www.gov.kr/page?x=1' },
    ]);
    expect(links('HTTPS://EXAMPLE.COM/A')[0]?.href).toBe('HTTPS://EXAMPLE.COM/A');
  });

  it('ends a link at Hangul, spaces and sentence punctuation, keeping balanced brackets', () => {
    expect(links('https://www.bokjiro.go.kr에서 신청해요')[0]?.href).toBe(
      'https://www.bokjiro.go.kr',
    );
    expect(links('(자세히: https://a.kr/x).')[0]?.href).toBe('https://a.kr/x');
    expect(links('see https://en.wikipedia.org/wiki/Seoul_(city), then')[0]?.href).toBe(
      'https://en.wikipedia.org/wiki/Seoul_(city)',
    );
    expect(links('끝. https://a.kr/b?c=d&e=f!')[0]?.href).toBe('https://a.kr/b?c=d&e=f');
    expect(links('"https://a.kr/q"')[0]?.href).toBe('https://a.kr/q');
  });

  it('leaves text that only looks like a link alone', () => {
    expect(links('https:// 만 있고 주소가 없어요')).toEqual([]);
    expect(links('www.없음')).toEqual([]);
    expect(links('www.localhost')).toEqual([]);
    expect(links('mail me at someone@www.example.com')).toEqual([]);
    expect(links('xhttps://example.com')).toEqual([]);
    expect(links('ftp://example.com')).toEqual([]);
  });

  it('shows link text up to 52 characters as written, longer ones as 50 characters and "..."', () => {
    const url = (length: number) => `https://a.kr/${'x'.repeat(length - 'https://a.kr/'.length)}`;
    expect(linkText(url(50))).toBe(url(50));
    expect(linkText(url(51))).toBe(url(51));
    expect(linkText(url(52))).toBe(url(52));
    expect(linkText(url(53))).toBe(`${url(53).slice(0, 50)}...`);
    expect(linkText(url(53))).toHaveLength(53);
    expect(linkText(url(200))).toBe(`${url(200).slice(0, 50)}...`);
    const [link] = links(`긴 주소 ${url(80)} 끝`);
    expect(link).toEqual({ type: 'link', href: url(80), text: `${url(80).slice(0, 50)}...` });
  });

  it('never links other schemes or addresses that hide their host', () => {
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('JaVaScRiPt:alert(document.cookie)//https://')).toEqual([]);
    expect(links('data:text/html;base64,PHNjcmlwdD4=')).toEqual([]);
    expect(links('vbscript:msgbox(1)')).toEqual([]);
    expect(linkHref('https://bank.example@evil.example/')).toBeUndefined();
    expect(links('https://bank.example@evil.example/')).toEqual([]);
    // An attribute break-out stays text; the link ends at the quote.
    expect(findLinks('https://a.kr/"onmouseover="alert(1)')).toEqual([
      { type: 'link', href: 'https://a.kr/', text: 'https://a.kr/' },
      { type: 'text', text: '"onmouseover="alert(1)' },
    ]);
  });
});

describe('image lines', () => {
  it('accepts http(s) URLs whose path ends in png, jpg, jpeg, gif or webp, in any case', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'PNG', 'JpEg']) {
      expect(isImageUrl(`https://static.example.kr/a/b.${ext}`), ext).toBe(true);
    }
    expect(isImageUrl('http://example.kr/poster.png')).toBe(true);
  });

  it('allows a query or fragment after the image path', () => {
    expect(isImageUrl('https://cdn.example.kr/poster.jpg?w=800&v=2')).toBe(true);
    expect(isImageUrl('https://cdn.example.kr/poster.webp#top')).toBe(true);
    expect(isImageUrl('https://cdn.example.kr/image?file=poster.jpg')).toBe(false);
  });

  it('refuses other schemes, other extensions and URLs that carry markup', () => {
    expect(isImageUrl('ftp://example.kr/a.png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)//a.png')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA.png')).toBe(false);
    expect(isImageUrl('https://example.kr/a.svg')).toBe(false);
    expect(isImageUrl('https://example.kr/a.png.exe')).toBe(false);
    expect(isImageUrl('https://example.kr/a.png" onerror="alert(1)')).toBe(false);
    expect(isImageUrl('https://user@example.kr/a.png')).toBe(false);
    expect(isImageUrl('https://example.kr/포스터.png')).toBe(false);
  });

  it('makes a line that is only an image URL an image, indented like text', () => {
    const [paragraph] = parseRichText('포스터\n  https://static.example.kr/poster.PNG  \n끝');
    expect(paragraph!.lines[1]).toEqual({
      type: 'image',
      indentPx: 12,
      src: 'https://static.example.kr/poster.PNG',
    });
    // With other words on the line it is a link, not an image.
    const [mixed] = parseRichText('포스터: https://static.example.kr/poster.png');
    expect(mixed!.lines[0]!.type).toBe('text');
  });
});

describe('HTML detection', () => {
  it('finds tags and comments', () => {
    expect(hasHtmlTags('<p>안녕</p>')).toBe(true);
    expect(hasHtmlTags('줄<br>바꿈')).toBe(true);
    expect(hasHtmlTags('<br/>')).toBe(true);
    expect(hasHtmlTags('<img src=x onerror=alert(1)>')).toBe(true);
    expect(hasHtmlTags('<script>alert(1)</script>')).toBe(true);
    expect(hasHtmlTags('<SCRIPT SRC=//evil.example/x.js></SCRIPT>')).toBe(true);
    expect(hasHtmlTags('<a href="javascript:alert(1)">x</a>')).toBe(true);
    expect(hasHtmlTags('<!-- 주석 -->')).toBe(true);
    expect(hasHtmlTags('</div>')).toBe(true);
  });

  it('leaves comparisons and emoticons as text', () => {
    expect(hasHtmlTags('a < b 이고 c > d')).toBe(false);
    expect(hasHtmlTags('고마워요 <3')).toBe(false);
    expect(hasHtmlTags('1<2>0')).toBe(false);
    expect(hasHtmlTags('<< 이전')).toBe(false);
    expect(hasHtmlTags('만 19세 <= 나이')).toBe(false);
  });

  it('plain text with hostile content stays text: nothing becomes markup or a script link', () => {
    const [paragraph] = parseRichText(
      'javascript:alert(1) onerror=alert(1) "><svg onload=alert(1)',
    );
    expect(paragraph!.lines[0]).toEqual({
      type: 'text',
      indentPx: 0,
      segments: [
        { type: 'text', text: 'javascript:alert(1) onerror=alert(1) "><svg onload=alert(1)' },
      ],
    });
  });
});
