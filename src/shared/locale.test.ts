import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale.js';

describe('pickLocale', () => {
  it.each([
    [undefined, 'ko-KR'],
    ['', 'ko-KR'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko-KR'],
    ['fr-FR,en;q=0.5', 'ko-KR'],
    ['ko;q=0.2, en-US;q=0.9', 'en-US'],
    ['*', 'ko-KR'],
    ['garbage;;;q=x', 'ko-KR'],
    ['english', 'ko-KR'],
  ])('Accept-Language %j gives %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('takes the first of the browser languages', () => {
    expect(pickLocale(['en-AU', 'ko-KR'])).toBe('en-US');
    expect(pickLocale(['ja-JP', 'en-US'])).toBe('ko-KR');
  });
});
