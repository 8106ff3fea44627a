import { sql, type RawBuilder } from 'kysely';
import { normalizeSearchText, type SearchWord } from '../../../shared/search-text.js';
import { rawText } from '../../db/item-sql.js';

/**
 * How well an item matches a search (issue 4): the ranking half of matching. Whether it matches at
 * all is `matchCondition` in db/item-sql.ts, shared with the lists' keyword filter. Reads
 * `catalogue_search as s`.
 */

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
