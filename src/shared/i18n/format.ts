/** Catalogue look-up shared by server and client: dotted keys, `{{name}}` placeholders. */

export function lookup(catalogue: unknown, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A translation of a catalogue: the same keys, each text a string of its own language. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

type Merged<T extends readonly object[]> = T extends readonly []
  ? unknown
  : T extends readonly [infer Head, ...infer Rest extends readonly object[]]
    ? Head & Merged<Rest>
    : T[number];

/**
 * Copy put together from its parts (the catalogue's files, the areas a page loads): sections
 * merge key by key, so a part may add a few keys to a section another part holds.
 */
export function mergeCopy<T extends readonly object[]>(...parts: T): Merged<T> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] =
        isSection(existing) && isSection(value) ? mergeCopy(existing, value) : (value as unknown);
    }
  }
  return merged as Merged<T>;
}

function isSection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type MessageValues = Record<string, string | number>;

export function interpolate(text: string, values: MessageValues = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** `<title>`: "screen | 청년혜택", or "청년혜택 | tagline" without a screen title (home). */
export function formatPageTitle(t: (key: string) => string, titleKey: string | undefined): string {
  return titleKey
    ? titleWithAppName(t, t(titleKey))
    : `${t('common.appName')} | ${t('common.tagline')}`;
}

/** A page named by its content (an item's title), e.g. "청년도약계좌 | 청년혜택". */
export function titleWithAppName(t: (key: string) => string, title: string): string {
  return `${title} | ${t('common.appName')}`;
}
