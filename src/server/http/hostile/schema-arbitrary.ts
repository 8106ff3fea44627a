import fc from 'fast-check';
import { z } from 'zod';

/**
 * Inputs generated from a call's zod schema (through its JSON Schema, as the input side sees
 * it): `valueOf` makes values of the schema's shape, mostly valid, so a hostile value put in one
 * field reaches that field's own checks (and past them, to the handler) rather than failing on
 * another field first. Refinements are not in JSON Schema; those values are simply invalid ones.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values a field of this name should often have, to reach past "not found" (seeded rows). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function valueOf(schema: JsonSchema, hints: Hints = {}, name = ''): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueOf(variant, hints, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const own = shapeOf(schema, hints);
  const hint = hints[name];
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function shapeOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        record[key] = valueOf(property, hints, key);
      }
      const requiredKeys = (schema.required ?? []) as never[];
      return fc.record(record, { requiredKeys });
    }
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
        unit: 'grapheme',
      });
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ??
        (schema.exclusiveMinimum === undefined ? -1_000 : schema.exclusiveMinimum + 1);
      const max =
        schema.maximum ??
        (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - 1);
      // Small numbers are ids and counts that exist; fast-check leans towards them already.
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Every place a value goes: each property, nested properties, and an array's items (`[]`). A
 * union contributes the fields of each of its variants.
 */
export function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const seen = new Map<string, string[]>();
    for (const variant of variants) {
      for (const path of fieldPaths(variant, prefix)) seen.set(path.join('.'), path);
    }
    return [...seen.values()];
  }
  const paths: string[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path, ...fieldPaths(property, path));
    if (property.items) paths.push([...path, '[]'], ...fieldPaths(property.items, [...path, '[]']));
  }
  return paths;
}

/** `base` with the value at `path` replaced (objects made on the way; `[]` is an array's item). */
export function withField(base: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (key === '[]') {
    const items = Array.isArray(base) && base.length ? base : [undefined];
    return items.map((item, index) => (index === 0 ? withField(item, rest, value) : item));
  }
  const record = base !== null && typeof base === 'object' && !Array.isArray(base) ? base : {};
  return { ...record, [key]: withField((record as Record<string, unknown>)[key], rest, value) };
}
