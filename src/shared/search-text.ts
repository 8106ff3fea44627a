/**
 * The search's reading of text, the same as the database's `search_normalize` (migration 0004):
 * lower case, and only Latin letters, digits and Hangul kept, so spacing and hyphens never decide a
 * match ("청년 월세" = "청년월세", "k패스" = "K-패스").
 */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/[^0-9a-z가-힣ㄱ-ㅎㅏ-ㅣ]+/g, '');
}

/** The distinct two-character pieces the index holds for a text (none for one character). */
export function searchBigrams(normalized: string): string[] {
  const grams = new Set<string>();
  const chars = [...normalized];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}
