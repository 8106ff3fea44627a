import type { Config } from 'dompurify';

/**
 * What HTML from item sources may keep (product §5 "HTML is sanitised", product §11 DOMPurify). Kept
 * apart from sanitize-html.ts so the rules are plain data that tests can read without a DOM.
 *
 * - DOMPurify's HTML profile (no SVG or MathML) minus anything interactive or styling:
 *   forms, frames, media players, `<style>`, and the `style`, `class` and `id` attributes
 *   (content must not restyle or target our page);
 * - URLs only with http(s), mailto and tel, or relative: no `javascript:`, `data:` or `vbscript:`;
 * - every link opens in a new tab with rel="noopener noreferrer"; every image loads lazily and
 *   has an alt text.
 */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'track',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'target', 'rel', 'loading'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
} satisfies Config;

/** Whether a URL attribute value passes the rule above (what DOMPurify applies to href and src). */
export function isAllowedUri(value: string): boolean {
  // DOMPurify strips ASCII whitespace and control characters before testing, as browsers ignore them.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, '');
  return SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test(cleaned);
}

export const LINK_REL = 'noopener noreferrer';
