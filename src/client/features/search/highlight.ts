import { highlightRanges, type SearchWord } from '../../../shared/search-text.js';
import type { TextPart } from './marked.js';

/**
 * The matched parts of a text, for `<mark>`: where the search's words occur, found as the server
 * finds them (spacing and punctuation ignored, 초성 too).
 */

/** Leading text kept before the first match when a long text starts further on. */
const SNIPPET_LEAD = 16;
/** A match this far in (or nearer) is shown from the start of the text. */
const SNIPPET_FROM = 36;

/**
 * The text cut into plain and matched parts. With `snippet`, a text whose first match lies far in
 * starts shortly before it ("…"), so a two-line summary still shows why it was found.
 */
export function highlightParts(
  text: string,
  words: readonly SearchWord[],
  { snippet = false }: { snippet?: boolean } = {},
): TextPart[] {
  const ranges = highlightRanges(text, [...words]);
  let from = 0;
  const first = ranges[0];
  if (snippet && first && first.start > SNIPPET_FROM) {
    from = first.start - SNIPPET_LEAD;
    // Start at a word when one begins shortly before; never inside a surrogate pair.
    const space = text.lastIndexOf(' ', first.start - 1);
    if (space >= from - SNIPPET_LEAD / 2 && space < first.start) from = space + 1;
    if (/[\uDC00-\uDFFF]/.test(text[from] ?? '')) from -= 1;
  }
  const parts: TextPart[] = [];
  const push = (part: string, isMatch: boolean) => {
    if (part) parts.push({ text: part, isMatch });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const range of ranges) {
    if (range.end <= from) continue;
    push(text.slice(at, range.start), false);
    push(text.slice(Math.max(range.start, at), range.end), true);
    at = range.end;
  }
  push(text.slice(at), false);
  // Adjacent plain parts (the ellipsis and what follows) read as one.
  return parts.reduce<TextPart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && !last.isMatch && !part.isMatch) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}
