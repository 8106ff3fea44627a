import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListOrder } from '../../shared/contract/list.js';
import { gramCode, pairCode, type SearchWord } from '../../shared/search-text.js';

/**
 * The SQL both the catalogue and the search read items with: what state an item is in on a
 * Korean day, the orders of a list, and whether it matches the words of a keyword. One file so
 * that a list filtered by keyword and a search agree on every item, and so that neither module
 * imports the other's repository.
 *
 * The conditions read the columns `catalogue_items` and `catalogue_search` share (apply_kind,
 * apply_start, apply_end, created_at, id or item_id as `id`); the keyword match reads
 * `catalogue_search as s`.
 */

export const isClosed = (today: string) =>
  sql<boolean>`(apply_kind = 'closed' or (apply_kind = 'range' and apply_end < ${today}::date))`;

/** One SQL condition per application state; the same rules as `applyStatusOn` in shared code. */
export const STATUS_CONDITIONS = {
  ING: (today: string) =>
    sql<SqlBool>`(apply_kind = 'range' and apply_start <= ${today}::date and apply_end >= ${today}::date)`,
  COMING: (today: string) => sql<SqlBool>`(apply_kind = 'range' and apply_start > ${today}::date)`,
  ALWAYS: () => sql<SqlBool>`(apply_kind = 'always')`,
  CLOSED: (today: string) => sql<SqlBool>`${isClosed(today)}`,
} satisfies Record<string, (today: string) => RawBuilder<SqlBool>>;

export type ItemStatus = keyof typeof STATUS_CONDITIONS;

/** An item's state as one of the keys above; null for what has nothing to apply for (videos). */
export const statusOf = (today: string) => sql<ItemStatus | null>`case
    when ${isClosed(today)} then 'CLOSED'
    when apply_kind = 'always' then 'ALWAYS'
    when ${STATUS_CONDITIONS.COMING(today)} then 'COMING'
    when apply_kind = 'range' then 'ING'
  end`;

/** A list's order (`scoring` has its own, see `scoringTieBreaks`). */
export function orderBy(order: Exclude<ListOrder, 'scoring'>, today: string): RawBuilder<unknown> {
  switch (order) {
    case 'views':
      return sql`views desc, id desc`;
    case 'deadline':
      // Open items by nearest deadline, then those opening soon, then 상시, then closed ones
      // (most recently closed first).
      return sql`case
          when ${STATUS_CONDITIONS.ING(today)} then 0
          when ${STATUS_CONDITIONS.COMING(today)} then 1
          when apply_kind = 'always' then 2
          else 3 end,
        case when ${STATUS_CONDITIONS.ING(today)} then apply_end end asc,
        case when ${STATUS_CONDITIONS.COMING(today)} then apply_start end asc,
        apply_end desc nulls last, id desc`;
    case 'newest':
      return sql`created_at desc, id desc`;
  }
}

/** Among equally relevant items: open before closed, the nearer deadline, the newer item (issue 4). */
export function scoringTieBreaks(today: string): RawBuilder<unknown> {
  const closed = isClosed(today);
  return sql`${closed}, case when not ${closed} then apply_end end asc nulls last,
    created_at desc, id desc`;
}

/*
 * Korean-aware matching (product §11, decision 008) over `catalogue_search as s`. Every word of a
 * query must occur (operator "and"): the grams of all words together find the candidates through
 * a GIN index, then each word is confirmed by a substring check (strpos: no metacharacters, so
 * `%` and `_` are themselves).
 *
 * A word of one character (월, ㅊ) is looked for in titles and tags only: in a body one syllable
 * is noise (적 is in 목적, 적용, 적금 …), and it keeps the broadest queries cheap.
 */

/** A field of the item's raw text, lower-cased like a word of symbols. */
export const rawText = (field: RawBuilder<string>) =>
  sql`(select lower(${field}) from catalogue_items as raw where raw.id = s.item_id)`;
const RAW_TEXT = rawText(
  sql`raw.title || ' ' || raw.summary || ' ' || raw.body || ' ' || raw.agency || ' ' || array_to_string(raw.keywords, ' ')`,
);

const isOneCharacter = (word: SearchWord) => word.kind !== 'symbols' && word.value.length === 1;

/** The grams a longer word needs: a pair implies its two characters, so only the pairs. */
function wordGrams(word: SearchWord): number[] {
  if (word.kind === 'symbols') return [...word.value].map((char) => char.codePointAt(0)!);
  // Normalised words hold only BMP characters: a code unit is a character.
  const { value } = word;
  return [...new Set(Array.from({ length: value.length - 1 }, (_, i) => pairCode(value, i)))];
}

function wordCheck(word: SearchWord): RawBuilder<SqlBool> {
  switch (word.kind) {
    case 'text':
      // The short fields first: most matches are in them, and the document is stored apart.
      return sql`(strpos(s.title_text, ${word.value}) > 0 or strpos(s.tags_text, ${word.value}) > 0
        or strpos(s.summary_text, ${word.value}) > 0 or strpos(s.document, ${word.value}) > 0)`;
    case 'initials':
      return sql`(strpos(s.title_initials, ${word.value}) > 0 or strpos(s.tags_initials, ${word.value}) > 0)`;
    case 'symbols':
      return sql`strpos(${RAW_TEXT}, ${word.value}) > 0`;
  }
}

/**
 * Whether holding its grams proves a word occurs: a text word of one or two characters is itself
 * a gram (in `title_chars` or `grams`), and so is a single symbol. Longer words (whose pairs could
 * sit apart) and 초성 (whose grams also come from jamo in the text) need the substring check.
 */
function isProvedByGrams(word: SearchWord): boolean {
  return word.kind === 'text'
    ? [...word.value].length <= 2
    : word.kind === 'symbols' && [...word.value].length === 1;
}

/** Items matching every word; undefined when there are no words (everything matches). */
export function matchCondition(words: SearchWord[]): RawBuilder<SqlBool> | undefined {
  if (words.length === 0) return undefined;
  const conditions: RawBuilder<SqlBool>[] = [];
  const chars = words.filter(isOneCharacter).map((word) => gramCode(word.value));
  if (chars.length) conditions.push(sql`s.title_chars @> ${chars}::int4[]`);
  const grams = [...new Set(words.filter((word) => !isOneCharacter(word)).flatMap(wordGrams))];
  if (grams.length) conditions.push(sql`s.grams @> ${grams}::int4[]`);
  conditions.push(...words.filter((word) => !isProvedByGrams(word)).map(wordCheck));
  return sql`(${sql.join(conditions, sql` and `)})`;
}
