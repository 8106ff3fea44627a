/** Catalogue look-up shared by server and client: dotted keys, `{{name}}` placeholders. */

export function lookup(catalogue: unknown, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
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
