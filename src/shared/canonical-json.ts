/**
 * JSON with object keys sorted at every level, so equal values give equal text whatever order
 * their keys were set in (jsonb hands keys back in its own order; a query's input is built by
 * hand). Written out directly rather than through a JSON.stringify replacer, which builds a
 * sorted copy of every object: a tenth of an import's time.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((inner) => (inner === undefined ? 'null' : canonicalJson(inner))).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.toJSON === 'function') return canonicalJson(object.toJSON());
    const fields: string[] = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] !== undefined)
        fields.push(`${JSON.stringify(key)}:${canonicalJson(object[key])}`);
    }
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
