import { KEYWORD_MAX_LENGTH } from './constants.js';

/**
 * The search page's address for words (`/search/?keyword=청년%20월세`), small enough for every
 * search box to carry. catalogue-query.ts spells the search's full address (tabs, order) with the
 * same keyword part, so both name one page the same way.
 */

/** Words as the search takes them: no outer spaces, at most the contract's length. */
export function cleanKeyword(keyword: string): string {
  return keyword.trim().slice(0, KEYWORD_MAX_LENGTH).trim();
}

/** The keyword's part of an address's query string, or '' for none. */
export function keywordParam(keyword: string): string {
  const clean = cleanKeyword(keyword);
  return clean ? `keyword=${encodeURIComponent(clean)}` : '';
}

/** The search page for some words: every kind, by relevance. */
export function searchPath(keyword: string): string {
  const param = keywordParam(keyword);
  return param ? `/search/?${param}` : '/search/';
}
