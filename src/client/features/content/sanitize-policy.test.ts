import { describe, expect, it } from 'vitest';
import { SANITIZE_CONFIG, isAllowedUri } from './sanitize-policy.js';

/**
 * The sanitiser's rules as data. DOMPurify itself runs in the browser: e2e/catalogue-details.spec.ts
 * renders hostile HTML in a detail page and checks what reaches the DOM.
 */
describe('HTML sanitising rules', () => {
  it('allows web, mail and phone links and relative addresses', () => {
    for (const uri of [
      'https://www.gov.kr/',
      'http://example.kr/a?b=c',
      'mailto:help@example.kr',
      'tel:1600-1004',
      '/policy-list/',
      '#section',
      'page.html',
    ]) {
      expect(isAllowedUri(uri), uri).toBe(true);
    }
  });

  it('refuses script and data URLs however they are written', () => {
    for (const uri of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'ftp://example.kr/',
    ]) {
      expect(isAllowedUri(uri), JSON.stringify(uri)).toBe(false);
    }
  });

  it('forbids scripts by profile, and styling, frames and forms by name', () => {
    expect(SANITIZE_CONFIG.USE_PROFILES).toEqual({ html: true });
    for (const tag of ['style', 'iframe', 'object', 'embed', 'form', 'input', 'button']) {
      expect(SANITIZE_CONFIG.FORBID_TAGS).toContain(tag);
    }
    for (const attribute of ['style', 'class', 'id', 'srcset']) {
      expect(SANITIZE_CONFIG.FORBID_ATTR).toContain(attribute);
    }
    expect(SANITIZE_CONFIG.ALLOW_DATA_ATTR).toBe(false);
  });
});
