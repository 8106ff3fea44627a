export const LOCALES = ['ko-KR', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko-KR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The product's one language rule: English when the most preferred language is English (`en`,
 * `en-GB`, …), Korean otherwise. Takes an Accept-Language header or the browser's language list.
 */
export function pickLocale(preferences: string | readonly string[] | undefined | null): Locale {
  const first = mostPreferredLanguage(preferences);
  return first !== undefined && /^en(-|$)/i.test(first) ? 'en-US' : DEFAULT_LOCALE;
}

function mostPreferredLanguage(preferences: string | readonly string[] | undefined | null) {
  if (!preferences) return undefined;
  if (typeof preferences !== 'string') return preferences[0];
  const ranked = preferences
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const quality = qParam ? Number(qParam.trim().slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, position };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked[0]?.tag;
}
