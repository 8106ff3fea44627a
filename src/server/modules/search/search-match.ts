import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { gramCode, normalizeSearchText, type SearchWord } from '../../../shared/search-text.js';

/**
 * The SQL of Korean-aware matching (DESIGN §2, decision 008) over `catalogue_search as s`. Every
 * word of a query must occur (operator "and"): the grams of all words together find the
 * candidates through a GIN index, then each word is confirmed by a substring check (strpos: no
 * metacharacters, so `%` and `_` are themselves).
 *
 * A word of one character (월, ㅊ) is looked for in titles and tags only: in a body one syllable
 * is noise (적 is in 목적, 적용, 적금 …), and it keeps the broadest queries cheap.
 */

/** A field of the item's raw text, lower-cased like a word of symbols. */
const rawText = (field: RawBuilder<string>) =>
  sql`(select lower(${field}) from catalogue_items as raw where raw.id = s.item_id)`;
const RAW_TEXT = rawText(
  sql`raw.title || ' ' || raw.summary || ' ' || raw.body || ' ' || raw.agency || ' ' || array_to_string(raw.keywords, ' ')`,
);

const isOneCharacter = (word: SearchWord) => word.kind !== 'symbols' && word.value.length === 1;

/** The grams a longer word needs: a pair implies its two characters, so only the pairs. */
function wordGrams(word: SearchWord): number[] {
  if (word.kind === 'symbols') return [...word.value].map((char) => char.codePointAt(0)!);
  // Normalised words hold only BMP characters: slicing by code unit is slicing by character.
  const { value } = word;
  return [
    ...new Set(Array.from({ length: value.length - 1 }, (_, i) => gramCode(value.slice(i, i + 2)))),
  ];
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

/** Where a word occurs first: 0 title, 1 tags (keywords, categories, 시·도), 2 summary, 3 the rest. */
function fieldRank(word: SearchWord): RawBuilder<number> {
  switch (word.kind) {
    case 'text':
      return sql`case when strpos(s.title_text, ${word.value}) > 0 then 0
        when strpos(s.tags_text, ${word.value}) > 0 then 1
        when strpos(s.summary_text, ${word.value}) > 0 then 2 else 3 end`;
    case 'initials':
      return sql`case when strpos(s.title_initials, ${word.value}) > 0 then 0
        when strpos(s.tags_initials, ${word.value}) > 0 then 1 else 3 end`;
    case 'symbols':
      return sql`case when strpos(${rawText(sql`raw.title`)}, ${word.value}) > 0 then 0
        when strpos(${rawText(sql`array_to_string(raw.keywords, ' ')`)}, ${word.value}) > 0 then 1
        when strpos(${rawText(sql`raw.summary`)}, ${word.value}) > 0 then 2 else 3 end`;
  }
}

/** The field the hardest word needs: 0 when every word is in the title, … 3 (body, agency). */
export function worstFieldRank(words: SearchWord[]): RawBuilder<number> {
  if (words.length === 0) return sql`0`;
  return words.length === 1
    ? fieldRank(words[0]!)
    : sql`greatest(${sql.join(words.map(fieldRank))})`;
}

/**
 * Relevance as a tier, best first (issue 4): the title is the query (0), starts with it (1) or
 * holds it as a phrase (2); every word is in the title (3); the title starts with the first word
 * (4); every word is in the title or tags (5), or also the summary (6); the rest (7): body, agency.
 * `keyword` is the query as typed, so "청년 월세" is also the phrase 청년월세. Reads the columns
 * `title_text` and `worst_field` (`worstFieldRank`, computed once per row by the caller).
 */
export function relevanceTier(keyword: string, words: SearchWord[]): RawBuilder<number> {
  const worst = sql`worst_field`;
  const first = words[0]!;
  const phrase = normalizeSearchText(keyword);
  const phraseTiers =
    phrase && words.every((word) => word.kind === 'text')
      ? sql`when title_text = ${phrase} then 0
          when strpos(title_text, ${phrase}) = 1 then 1
          when strpos(title_text, ${phrase}) > 0 then 2`
      : sql``;
  const firstPrefix =
    first.kind === 'text' ? sql`when strpos(title_text, ${first.value}) = 1 then 4` : sql``;
  return sql`(case ${phraseTiers}
    when ${worst} = 0 then 3
    ${firstPrefix}
    when ${worst} = 1 then 5
    when ${worst} = 2 then 6
    else 7 end)`;
}
