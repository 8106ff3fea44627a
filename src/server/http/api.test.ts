import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../shared/contract/define.js';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants.js';
import { registerDiagnosticCalls } from '../modules/diagnostics/diagnostics.routes.js';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app.js';
import type { CallRegistry } from './api.js';

const echo = defineCall({
  path: 'probe/echo',
  method: 'create',
  auth: 'none',
  summary: 'test',
  input: z.object({
    nickname: z.string().min(1).max(12, 'validation.nicknameMax'),
    tags: z.array(z.string()).max(3).default([]),
  }),
  output: z.object({ nickname: z.string(), tags: z.array(z.string()), locale: z.string() }),
});
const broken = defineCall({
  path: 'probe/broken',
  method: 'read',
  auth: 'none',
  summary: 'test',
  input: z.object({}),
  output: z.object({ count: z.number() }),
});
const crashing = defineCall({ ...broken, path: 'probe/crash' });
const limited = defineCall({ ...broken, path: 'probe/limited' });
const members = defineCall({ ...broken, path: 'probe/members', auth: 'required' });

function registerProbes(registry: CallRegistry) {
  registerDiagnosticCalls(registry);
  registry.add(echo, async (input, { locale }) => ({ ...input, locale }));
  // Breaks its own contract: the server must not pass that on.
  registry.add(broken, async () => ({ count: 'many' }) as unknown as { count: number });
  registry.add(crashing, async () => {
    throw new Error('database exploded');
  });
  registry.add(limited, async () => ({ count: 1 }), { rateLimit: { max: 2, windowSeconds: 60 } });
  registry.add(members, async () => ({ count: 1 }));
}

describe('the wire contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ registerCalls: registerProbes });
  });
  afterAll(() => t.close());

  const post = (
    path: string,
    body: unknown,
    headers: Record<string, string> = apiHeaders('create'),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers a call with the data envelope', async () => {
    const response = await post('probe/echo', { nickname: '청년' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { nickname: '청년', tags: [], locale: 'ko-KR' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('dispatches on X-Method and refuses a missing or unknown one', async () => {
    for (const method of [undefined, 'delete', 'READ', '']) {
      const headers = apiHeaders('create');
      if (method === undefined) delete (headers as Record<string, string>)['x-method'];
      else headers['x-method'] = method;
      const response = await post('probe/echo', { nickname: 'a' }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('unknown_method');
    }
  });

  it('requires a client key that is a UUID', async () => {
    for (const key of [undefined, '', 'abc', '3f1c2b7e-8d3a-4b5c-9e2f', "' or 1=1 --"]) {
      const headers = apiHeaders('create');
      if (key === undefined) delete (headers as Record<string, string>)['x-client-key'];
      else headers['x-client-key'] = key;
      const response = await post('probe/echo', { nickname: 'a' }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'client_key_required',
        message: '클라이언트 키가 없거나 올바르지 않아요. 페이지를 새로고침해 주세요.',
      });
    }
  });

  it('answers in the caller language', async () => {
    const response = await post(
      'probe/echo',
      { nickname: 'a' },
      apiHeaders('nope', { 'accept-language': 'en-US,en;q=0.9' }),
    );
    expect(response.json().error.message).toBe('This request method is not supported.');
  });

  it('reports each invalid field with a message in the caller language', async () => {
    const ko = await post('probe/echo', {
      nickname: '열두글자를넘는아주긴닉네임이에요',
      tags: ['a', 'b', 'c', 'd'],
    });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().error).toEqual({
      code: 'validation_failed',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: {
        nickname: '닉네임은 12자 이내로 입력해 주세요.',
        tags: '입력 형식이 올바르지 않아요.',
      },
    });
    const en = await post('probe/echo', {}, apiHeaders('create', { 'accept-language': 'en' }));
    expect(en.json().error.fields).toEqual({ nickname: 'This field is required.' });
    const wrongType = await post('probe/echo', [1, 2]);
    expect(wrongType.json().error.fields).toEqual({ _: '입력 형식이 올바르지 않아요.' });
  });

  it('answers unknown API paths with 404 not_found, whatever the method', async () => {
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/nope/read',
        headers: apiHeaders('read'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await post('probe', {})).statusCode).toBe(404);
    expect((await post('probe/echo/extra', {})).statusCode).toBe(404);
  });

  it('answers other HTTP methods on a known path with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const response = await t.app.inject({ method, url: '/api/probe/echo' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json().error.code).toBe('method_not_allowed');
    }
  });

  it('refuses malformed JSON, other media types and oversized bodies with clear codes', async () => {
    const cases: [string | Buffer, Record<string, string>, number, string][] = [
      ['{"nickname": ', apiHeaders('create'), 400, 'invalid_json'],
      ['{"__proto__": {"x": 1}}', apiHeaders('create'), 400, 'invalid_json'],
      ['{"constructor": {"prototype": {}}}', apiHeaders('create'), 400, 'invalid_json'],
      ['{"nickname": "a\\u0000b"}', apiHeaders('create'), 400, 'invalid_input'],
      [
        'nickname=a',
        apiHeaders('create', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'unsupported_media_type',
      ],
      [
        'hello',
        apiHeaders('create', { 'content-type': 'text/plain' }),
        415,
        'unsupported_media_type',
      ],
      [
        JSON.stringify({ nickname: 'a'.repeat(API_BODY_LIMIT_BYTES) }),
        apiHeaders('create'),
        413,
        'payload_too_large',
      ],
    ];
    for (const [payload, headers, status, code] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        headers,
        payload,
      });
      expect({ status: response.statusCode, code: response.json().error.code }).toEqual({
        status,
        code,
      });
    }
  });

  it('answers a body nested deeper than any call needs with 400 json_too_deep, not a stack overflow', async () => {
    // 5,615 levels in 11 KB overflowed the stack of a recursive walk: every call answered 500.
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    const deepObject = '{"a":'.repeat(6000) + '1' + '}'.repeat(6000);
    const inside = `{"nickname": "a", "tags": ${'['.repeat(40)}${']'.repeat(40)}}`;
    for (const payload of [deep, deepObject, inside]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        headers: apiHeaders('create', { 'accept-language': 'en-US' }),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'json_too_deep',
        message: 'The request is nested too deeply.',
      });
    }
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: apiHeaders('create', { 'content-encoding': 'gzip' }),
      payload: zlib.gzipSync(deep),
    });
    expect(gzipped.statusCode).toBe(400);
    expect(gzipped.json().error.code).toBe('json_too_deep');
    // Nesting as deep as the calls really use passes.
    expect((await post('probe/echo', { nickname: 'a', tags: ['x'] })).statusCode).toBe(200);
  });

  it('turns lone surrogates into U+FFFD where the body enters, so no column ever refuses it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: apiHeaders('create'),
      payload: '{"nickname": "a\\ud800b", "tags": ["\\udc00"]}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ nickname: 'a\ufffdb', tags: ['\ufffd'] });
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: apiHeaders('create'),
      payload: '{"nickname": "a", "\\ud800": 1}',
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.code).toBe('invalid_input');
  });

  it('treats an empty body as an empty object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: apiHeaders('create'),
    });
    expect(response.json().error.fields).toEqual({ nickname: '꼭 입력해야 하는 항목이에요.' });
  });

  it('never answers hostile input with a 5xx', async () => {
    const bodies = [
      "'; drop table schema_migrations; --",
      '{"nickname": "<script>alert(1)</script>"}',
      '{"nickname": "\\ud800"}',
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      'null',
      '12',
      '"string"',
      '{"nickname": 12, "tags": {"0": "x"}}',
      '{"nickname": "' + '가'.repeat(5000) + '"}',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        headers: apiHeaders('create'),
        payload,
      });
      expect(response.statusCode, String(payload).slice(0, 40)).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, String(payload).slice(0, 40)).toBeLessThan(500);
    }
    for (const url of ['/api/%', '/api/%E0%A4%A/x', '/api/' + 'a'.repeat(3000), '/%ZZ']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: apiHeaders('create'),
        payload: '{}',
      });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const schemaStillThere = await t.database.ping();
    expect(schemaStillThere).toBeUndefined();
  });

  it('keeps its own faults generic: a broken answer or a crash is a 500 without details', async () => {
    for (const path of ['probe/broken', 'probe/crash']) {
      const response = await post(path, {}, apiHeaders('read', { 'accept-language': 'en-US' }));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: {
          code: 'internal_error',
          message: 'Sorry, there was an unexpected error. After a while, please try again.',
        },
      });
      expect(response.body).not.toContain('exploded');
    }
  });

  it('refuses calls for members without a token', async () => {
    const response = await post('probe/members', {}, apiHeaders('read'));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('limits calls per client IP with 429 and Retry-After', async () => {
    const statuses = [];
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await post('probe/limited', {}, apiHeaders('read'));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last?.json().error.code).toBe('rate_limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last?.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('behind a load balancer, counts the address it saw, not the entries the client wrote', async () => {
    // TRUST_PROXY=true took the leftmost X-Forwarded-For: 40 of 40 sign-ins escaped the limit.
    for (const [trust, peer] of [
      ['true', '127.0.0.1'],
      ['2', '127.0.0.1'],
      ['127.0.0.1/32', '127.0.0.1'],
    ] as const) {
      const behind = await createTestApp({
        env: { TRUST_PROXY: trust },
        registerCalls: registerProbes,
      });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i += 1) {
          // The client forges a new first entry each time; the balancer appends what it saw.
          const forwarded =
            trust === '2'
              ? `203.0.113.${i}, 198.51.100.7, 10.0.0.2`
              : `203.0.113.${i}, 198.51.100.7`;
          const response = await behind.app.inject({
            method: 'POST',
            url: '/api/probe/limited',
            headers: apiHeaders('read', { 'x-forwarded-for': forwarded }),
            payload: '{}',
            remoteAddress: peer,
          });
          statuses.push(response.statusCode);
        }
        expect(statuses, `TRUST_PROXY=${trust}`).toEqual([200, 200, 429]);
      } finally {
        await behind.close();
      }
    }
  });

  it('keeps limiting with Redis down: the process counts (product §15)', async () => {
    const withoutRedis = await createTestApp({
      redisUrl: 'redis://127.0.0.1:1',
      registerCalls: registerProbes,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await withoutRedis.app.inject({
          method: 'POST',
          url: '/api/probe/limited',
          headers: apiHeaders('read'),
          payload: '{}',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await withoutRedis.close();
    }
  });

  it('answers an expired token with a fresh access_token at the top level', async () => {
    const response = await post(
      'diagnostics/token-probe',
      { accept_token: 'fresh' },
      apiHeaders('read'),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'token_expired', message: '로그인이 만료됐어요.' },
      access_token: 'fresh',
    });
  });

  it('keeps a sane request id from the caller and replaces an unsafe one', async () => {
    const kept = await post(
      'probe/echo',
      { nickname: 'a' },
      apiHeaders('create', { 'x-request-id': 'lb-1234.abc' }),
    );
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await post(
      'probe/echo',
      { nickname: 'a' },
      apiHeaders('create', { 'x-request-id': 'x\ny' }),
    );
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the real client-log call', async () => {
    const response = await post('log/create', {
      kind: 'screen_load_failed',
      message: 'chunk failed',
      route: '/intro/',
    });
    expect(response.json()).toEqual({ data: { logged: true } });
  });
});
