import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-path.js';

describe('safeReturnTo', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnTo('/policy-list/?region=11')).toBe('/policy-list/?region=11');
  });

  it('sends anything else home: other origins, protocol-relative and backslash tricks, the return page', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/oauth/?code=x',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(path)).toBe('/');
    }
  });
});
