import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('gives the same text whatever order the keys were set in, at every level', () => {
    const one = { b: 1, a: { d: [1, { f: 'x', e: null }], c: '월세' } };
    const other = { a: { c: '월세', d: [1, { e: null, f: 'x' }] }, b: 1 };
    expect(canonicalJson(one)).toBe(canonicalJson(other));
    expect(canonicalJson(one)).toBe('{"a":{"c":"월세","d":[1,{"e":null,"f":"x"}]},"b":1}');
  });

  it('reads as JSON.parse reads JSON.stringify: undefined fields left out, dates as text', () => {
    const value = { kept: 0, dropped: undefined, list: [undefined, 'a'], at: new Date(0) };
    expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    expect(canonicalJson(undefined)).toBe('null');
  });
});
