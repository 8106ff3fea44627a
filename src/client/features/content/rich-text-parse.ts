/**
 * Plain text with light structure, as written by item sources and (later) by users in comments,
 * turned into a structure the `<RichText>` component maps to elements (product §5, §9):
 *
 * - paragraphs are separated by blank lines; inside one, every line stays a line;
 * - a line's leading spaces indent it by 6 px each, at most 36 px (a space, a no-break space and
 *   the ideographic space U+3000 count as one space each; a tab counts as one as well);
 * - links are found in the text: `http://`, `https://` and `www.` (which links to https); the
 *   visible text of a link longer than 52 characters is its first 50 characters plus "...";
 * - a line that is nothing but an image URL becomes an image: http(s), and the URL's path ends in
 *   .png, .jpg, .jpeg, .gif or .webp (any case). A query or fragment may follow the path
 *   (`photo.jpg?w=800`), because image hosts add size and version parameters there and it is the
 *   path that names the file.
 *
 * Links are ASCII only: a URL ends at the first character that cannot be in one (a space, Hangul,
 * quotes, `<` and `>`), so "https://www.bokjiro.go.kr에서 신청" links the address and leaves the
 * particle. An address with Hangul in its path must be written percent-encoded to link entirely.
 * Addresses with a user name (`https://bank.example@evil.example`) are not linked: they exist to
 * mislead. Nothing here produces HTML; text with HTML tags goes through DOMPurify instead
 * (see `hasHtmlTags` and sanitize-html.ts).
 */

export const INDENT_PX_PER_SPACE = 6;
export const INDENT_MAX_PX = 36;
/** A link's visible text longer than this is shortened … */
export const LINK_TEXT_MAX_LENGTH = 52;
/** … to this many characters plus "...". */
export const LINK_TEXT_KEPT_LENGTH = 50;

export type Segment = { type: 'text'; text: string } | { type: 'link'; href: string; text: string };

export type Line =
  | { type: 'text'; indentPx: number; segments: Segment[] }
  | { type: 'image'; indentPx: number; src: string };

export interface Paragraph {
  lines: Line[];
}

/** Characters a URL may contain (RFC 3986 unreserved, reserved and `%`). */
const URL_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
const URL_RUN = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;
/** Where a link may start: a scheme or `www.`, found case-insensitively. */
const LINK_START = /https?:\/\/|www\./gi;
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?::\d{1,5})?$/;
const WWW_HOST = /^www\.(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?$/i;
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp)$/i;
const TRAILING_PUNCTUATION = /[.,;:!?'*]$/;
const INDENT_CHARS = /^[ \t\u00a0\u3000]*/;
const BLANK_LINE = /^[\s\u3000]*$/;

/** Visible text of a link: up to 52 characters as written, else the first 50 and "...". */
export function linkText(text: string): string {
  return text.length > LINK_TEXT_MAX_LENGTH ? `${text.slice(0, LINK_TEXT_KEPT_LENGTH)}...` : text;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

/** Drops what ends a sentence rather than a URL: "(see https://a.kr/x)." links https://a.kr/x. */
function trimUrlEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && count(url, ')') > count(url, '(')) url = url.slice(0, -1);
    else if (url.endsWith(']') && count(url, ']') > count(url, '[')) url = url.slice(0, -1);
    else return url;
  }
}

function hostOf(url: string, schemeLength: number): string {
  const rest = url.slice(schemeLength);
  const end = rest.search(/[/?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The link's address, or undefined if the text is not a usable web address. */
export function linkHref(url: string): string | undefined {
  const scheme = /^https?:\/\//i.exec(url);
  if (scheme) {
    const host = hostOf(url, scheme[0].length);
    return HOST.test(host) && /[A-Za-z0-9]/.test(host) ? url : undefined;
  }
  if (/^www\./i.test(url) && WWW_HOST.test(hostOf(url, 0))) return `https://${url}`;
  return undefined;
}

/** Splits a line of text into text and links. */
export function findLinks(text: string): Segment[] {
  const segments: Segment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ type: 'text', text: text.slice(textStart, end) });
  };
  LINK_START.lastIndex = 0;
  for (let match = LINK_START.exec(text); match; match = LINK_START.exec(text)) {
    const start = match.index;
    // Inside a word or an address ("xhttps://", "e-mail@www.x"), it is not the start of a link.
    const before = start > 0 ? text.charAt(start - 1) : '';
    if (before && /[A-Za-z0-9@.\-_/]/.test(before)) continue;
    let end = start + match[0].length;
    while (end < text.length && URL_CHAR.test(text.charAt(end))) end += 1;
    const url = trimUrlEnd(text.slice(start, end));
    const href = linkHref(url);
    if (!href) {
      LINK_START.lastIndex = start + match[0].length;
      continue;
    }
    pushText(start);
    segments.push({ type: 'link', href, text: linkText(url) });
    textStart = start + url.length;
    LINK_START.lastIndex = textStart;
  }
  pushText(text.length);
  return segments;
}

/** An image line's URL: http(s), a valid host, a path ending in an image extension. */
export function isImageUrl(url: string): boolean {
  const scheme = /^https?:\/\//i.exec(url);
  if (!scheme || !URL_RUN.test(url)) return false;
  const host = hostOf(url, scheme[0].length);
  if (!HOST.test(host)) return false;
  const path = url.slice(scheme[0].length + host.length).split(/[?#]/)[0] ?? '';
  return IMAGE_PATH.test(path);
}

/** Indent of a line in px: 6 per leading space, at most 36. */
export function indentOf(line: string): number {
  const leading = INDENT_CHARS.exec(line)?.[0].length ?? 0;
  return Math.min(leading * INDENT_PX_PER_SPACE, INDENT_MAX_PX);
}

function parseLine(raw: string): Line {
  const indentPx = indentOf(raw);
  const content = raw.replace(INDENT_CHARS, '').trimEnd();
  if (isImageUrl(content)) return { type: 'image', indentPx, src: content };
  return { type: 'text', indentPx, segments: findLinks(content) };
}

/** Paragraphs (split at blank lines) of lines, each line text with links or one image. */
export function parseRichText(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let lines: Line[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (BLANK_LINE.test(raw)) {
      if (lines.length) paragraphs.push({ lines });
      lines = [];
    } else {
      lines.push(parseLine(raw));
    }
  }
  if (lines.length) paragraphs.push({ lines });
  return paragraphs;
}

/**
 * Whether text carries HTML (a start or end tag, or a comment), so it must be sanitised and
 * rendered as HTML. "a < b", "<3" or "1<2>0" are text.
 */
export function hasHtmlTags(text: string): boolean {
  return /<(?:[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?|\/[A-Za-z][A-Za-z0-9-]*\s*)>|<!--/.test(text);
}
