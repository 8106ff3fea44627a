import DOMPurify from 'dompurify';
import { LINK_REL, SANITIZE_CONFIG } from './sanitize-policy.js';

/**
 * Sanitises HTML from item sources with DOMPurify (rules in sanitize-policy.ts). This module is
 * loaded on demand, only for text that actually contains HTML, so DOMPurify (12 KB gzip) is not
 * part of any page's initial JavaScript.
 */
let imageAlt = '';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', LINK_REL);
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    if (!node.getAttribute('alt')) node.setAttribute('alt', imageAlt);
  }
});

/** Safe HTML for `dangerouslySetInnerHTML`; images without alt text get `alt`. */
export function sanitizeHtml(html: string, alt: string): string {
  imageAlt = alt;
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
