import { defaultQuery, listRequest, listRoute } from '../../../shared/catalogue-query.js';
import type { ItemKind } from '../../../shared/routes.js';
import { parseSearchKeyword } from '../../../shared/search-text.js';
import { api } from '../../lib/api.js';
import { highlightParts } from './highlight.js';
import type { TextPart } from './marked.js';

/**
 * What the search boxes load when first used (not with every page): the suggestions call and
 * the Korean-aware marking of the matched parts (es-hangul for 초성).
 */
export const SUGGESTION_COUNT = 6;

export interface Suggestion {
  cid: string;
  kind: ItemKind;
  title: string;
  titleParts: TextPart[];
}

export interface Suggestions {
  keyword: string;
  items: Suggestion[];
  total: number;
}

/** The request for a keyword's suggestions: by relevance, closed items too, no picks. */
export function suggestRequest(keyword: string) {
  return listRequest({ ...defaultQuery('search'), keyword }, 1, {
    pageSize: SUGGESTION_COUNT,
    recommendCount: 0,
  });
}

/** The best few results for the words (the query cache aborts what nobody reads any more). */
export async function fetchSuggestions(keyword: string, signal: AbortSignal): Promise<Suggestions> {
  const answer = await api.call(listRoute('search'), suggestRequest(keyword), { signal });
  const words = parseSearchKeyword(keyword);
  return {
    keyword,
    total: answer.total_count,
    items: answer.items.map(({ cid, kind, title }) => ({
      cid,
      kind,
      title,
      titleParts: highlightParts(title, words),
    })),
  };
}
