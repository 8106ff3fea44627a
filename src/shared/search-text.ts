import { getChoseong } from 'es-hangul';

/**
 * How the search reads text, shared by the server (what it stores and matches) and the client
 * (what it highlights). Text is normalised: lower case, and only Latin letters, digits and Hangul
 * kept, so spacing and punctuation never decide a match ("청년 월세" = "청년월세", "K-패스" =
 * "k패스"). Normalised text is indexed by its characters and character pairs (product §11).
 */

const KEPT = /[0-9a-z가-힣ㄱ-ㅎㅏ-ㅣ]/;
const NOT_KEPT = /[^0-9a-z가-힣ㄱ-ㅎㅏ-ㅣ]+/g;
/** Initial consonants only (ㄱ … ㅎ): a 초성 query such as ㅊㄴㅇㅅ. */
const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;
/** Characters that never match anything: controls, lone surrogates, the replacement character. */
const UNMATCHABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/gu;

export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(NOT_KEPT, '');
}

/** The 초성 of normalised text: 청년월세 → ㅊㄴㅇㅅ (letters and digits are left out). */
export function initialsOf(normalized: string): string {
  return getChoseong(normalized);
}

/**
 * Adds the index keys of normalised text to `into`: every distinct character and pair of
 * neighbouring characters (the single characters let one-syllable queries use the index too),
 * each as one 32-bit integer (`gramCode`): an integer array is a third of the size of a text
 * array, stays inside its table row, and compares without a collation. Normalised text holds
 * BMP characters only, so a character is its code unit and a pair is `pairCode`: no string is
 * made per key, where writing 50,000 documents made one for every pair of characters they hold.
 */
export function addSearchGrams(normalized: string, into: Set<number>): void {
  for (let at = 0; at < normalized.length; at += 1) {
    into.add(normalized.charCodeAt(at));
    if (at + 1 < normalized.length) into.add(pairCode(normalized, at));
  }
}

/** A pair of neighbouring BMP characters as one number: `gramCode` of the pair, without the pair. */
export const pairCode = (text: string, at: number) =>
  (text.charCodeAt(at) << 16) | text.charCodeAt(at + 1);

/**
 * A character's code point, or for a pair of (BMP) characters both code units in one int4. Kept
 * characters are all from U+0030 up, so a pair is never below 0x300000 and never equals a single
 * character (at most 0x10FFFF); pairs from U+8000 up come out negative, which int4 holds.
 */
export function gramCode(gram: string): number {
  return gram.length === 2 && gram.codePointAt(0)! <= 0xffff
    ? (gram.charCodeAt(0) << 16) | gram.charCodeAt(1)
    : gram.codePointAt(0)!;
}

/**
 * The symbols of a raw text as index keys (`%`, `_`, `\`, quotes …), so a query of symbols only
 * matches those characters literally and still goes through the index.
 */
export function symbolGrams(raw: string): number[] {
  const symbols = new Set<number>();
  for (const char of raw.toLowerCase().replace(UNMATCHABLE, '')) {
    if (!KEPT.test(char) && !/\s/.test(char)) symbols.add(char.codePointAt(0)!);
  }
  return [...symbols];
}

/**
 * One word of a query:
 * - `text`: matched against normalised text, inside compounds (수당 finds 청년수당);
 * - `initials`: 초성 only, matched against the 초성 of titles and tags (ㅊㄴㅇㅅ finds 청년월세);
 * - `symbols`: nothing a word is made of, only symbols, matched literally in the raw text.
 */
export interface SearchWord {
  kind: 'text' | 'initials' | 'symbols';
  value: string;
}

/** A query as words (operator "and"); words that can never match anything are dropped. */
export function parseSearchKeyword(keyword: string): SearchWord[] {
  const words: SearchWord[] = [];
  const seen = new Set<string>();
  for (const raw of keyword.replace(UNMATCHABLE, ' ').split(/\s+/)) {
    const normalized = normalizeSearchText(raw);
    const word: SearchWord = normalized
      ? { kind: INITIALS_ONLY.test(normalized) ? 'initials' : 'text', value: normalized }
      : { kind: 'symbols', value: raw.toLowerCase() };
    const key = `${word.kind}:${word.value}`;
    if (word.value && !seen.has(key)) {
      seen.add(key);
      words.push(word);
    }
  }
  return words;
}

/** The words in a stable order: one cache entry per meaning of a query. */
export function searchKey(words: SearchWord[]): string {
  return words
    .map((word) => `${word.kind}:${word.value}`)
    .sort()
    .join(' ');
}

export interface HighlightRange {
  start: number;
  end: number;
}

/**
 * Where the query's words occur in a displayed text, as ranges of UTF-16 offsets into it, merged
 * and in order. Matching ignores spacing and punctuation as the search does, so 청년월세 marks
 * "청년 월세" and ㅊㄴ marks "청년".
 */
export function highlightRanges(text: string, words: SearchWord[]): HighlightRange[] {
  if (words.length === 0 || !text) return [];
  // The kept characters of the text, lower-cased, with the offset each came from.
  const kept: { char: string; start: number; end: number }[] = [];
  let offset = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    if (lower.length === 1 && KEPT.test(lower))
      kept.push({ char: lower, start: offset, end: offset + char.length });
    offset += char.length;
  }
  const normalized = kept.map((k) => k.char).join('');
  const initials = kept.map((k) => (/[가-힣]/.test(k.char) ? getChoseong(k.char) : '\u0000'));

  const ranges: HighlightRange[] = [];
  const mark = (from: number, length: number) =>
    ranges.push({ start: kept[from]!.start, end: kept[from + length - 1]!.end });
  for (const word of words) {
    if (word.kind === 'symbols') {
      const lowerText = text.toLowerCase();
      for (let at = lowerText.indexOf(word.value); at >= 0;) {
        ranges.push({ start: at, end: at + word.value.length });
        at = lowerText.indexOf(word.value, at + word.value.length);
      }
      continue;
    }
    const haystack = word.kind === 'initials' ? initials.join('') : normalized;
    for (let at = haystack.indexOf(word.value); at >= 0;) {
      mark(at, word.value.length);
      at = haystack.indexOf(word.value, at + word.value.length);
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: HighlightRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
