import { afterEach, describe, expect, it } from 'vitest';
import { fetchPolicyPages, YouthcenterApiError, type FetchPagesOptions } from './fetch-pages.js';
import {
  pagingResponder,
  sendJson,
  startLoopbackApi,
  type LoopbackApi,
  type Responder,
} from './loopback-api.js';
import { SAMPLE_ERROR_RESPONSE, sampleRecord, sampleResponse } from './sample-records.js';

const KEY = 'test-key-5f2b9c';
let api: LoopbackApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serve(respond: Responder) {
  api = await startLoopbackApi(respond);
  return api;
}

async function collect(options: Partial<FetchPagesOptions> = {}) {
  const pages = [];
  for await (const page of fetchPolicyPages({
    apiKey: KEY,
    baseUrl: api!.url,
    retryDelayMs: 5,
    ...options,
  })) {
    pages.push(page);
  }
  return pages;
}

/** Answers the first `failures` requests with `fail`, then pages normally. */
function failingFirst(failures: number, fail: Responder, count = 3): Responder {
  const normal = pagingResponder(count);
  let seen = 0;
  return (url, response, request) => {
    seen += 1;
    if (seen <= failures) fail(url, response, request);
    else normal(url, response, request);
  };
}

describe('fetchPolicyPages', () => {
  it('pages through the list with the API parameters until totCount is reached', async () => {
    await serve(pagingResponder(5));
    const pages = await collect({ pageSize: 2 });
    expect(pages.map((p) => [p.pageNum, p.records.length, p.total])).toEqual([
      [1, 2, 5],
      [2, 2, 5],
      [3, 1, 5],
    ]);
    expect(pages.flatMap((p) => p.records.map((r) => r.plcyNo))).toEqual(
      [1, 2, 3, 4, 5].map((n) => sampleRecord(n).plcyNo),
    );
    expect(api!.requests).toHaveLength(3);
    expect(api!.requests[1]!.pathname).toBe('/go/ythip/getPlcy');
    expect(Object.fromEntries(api!.requests[1]!.searchParams)).toEqual({
      apiKeyNm: KEY,
      pageNum: '2',
      pageSize: '2',
      pageType: '1',
      rtnType: 'json',
    });
  });

  it('stops at an empty page even when totCount promised more', async () => {
    await serve((url, response) => {
      const pageNum = Number(url.searchParams.get('pageNum'));
      const records = pageNum === 1 ? [sampleRecord(1), sampleRecord(2)] : [];
      sendJson(response, sampleResponse(records, { totCount: 40, pageNum, pageSize: 2 }));
    });
    const pages = await collect({ pageSize: 2 });
    expect(pages).toHaveLength(1);
    expect(api!.requests).toHaveLength(2);
  });

  it('without a totCount, stops at the first short page', async () => {
    await serve((url, response) => {
      const pageNum = Number(url.searchParams.get('pageNum'));
      const records = pageNum === 1 ? [sampleRecord(1), sampleRecord(2)] : [sampleRecord(3)];
      sendJson(response, { resultCode: 200, result: { youthPolicyList: records } });
    });
    expect((await collect({ pageSize: 2 })).flatMap((p) => p.records)).toHaveLength(3);
  });

  it('stops at once on an error that arrives with HTTP 200', async () => {
    await serve((_url, response) => sendJson(response, SAMPLE_ERROR_RESPONSE));
    const error = await collect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouthcenterApiError);
    expect((error as Error).message).toBe(
      '온통청년 refused the request: 401 인증키가 유효하지 않습니다. (page 1)',
    );
    expect(api!.requests).toHaveLength(1);
  });

  it('stops on an error envelope with resultCode as text on a later page', async () => {
    const normal = pagingResponder(6);
    await serve((url, response, request) => {
      if (url.searchParams.get('pageNum') === '2') {
        sendJson(response, { resultCode: '500', resultMessage: '일일 호출 한도 초과', result: {} });
      } else normal(url, response, request);
    });
    const pages: number[] = [];
    const error = await (async () => {
      for await (const page of fetchPolicyPages({ apiKey: KEY, baseUrl: api!.url, pageSize: 2 })) {
        pages.push(page.pageNum);
      }
    })().catch((e: unknown) => e);
    expect(pages).toEqual([1]);
    expect((error as Error).message).toMatch(/500 일일 호출 한도 초과 \(page 2\)/);
  });

  it('retries HTTP 5xx and 429 with a doubling wait', async () => {
    let failures = 0;
    await serve(
      failingFirst(2, (_url, response) => {
        failures += 1;
        response.writeHead(failures === 1 ? 503 : 429).end('busy');
      }),
    );
    const retries: unknown[] = [];
    const pages = await collect({ onRetry: (info) => retries.push(info) });
    expect(pages.flatMap((p) => p.records)).toHaveLength(3);
    expect(retries).toEqual([
      { pageNum: 1, attempt: 1, reason: 'HTTP 503', waitMs: 5 },
      { pageNum: 1, attempt: 2, reason: 'HTTP 429', waitMs: 10 },
    ]);
  });

  it('retries a dropped connection and a request that times out', async () => {
    let calls = 0;
    await serve(
      failingFirst(2, (_url, response, request) => {
        calls += 1;
        if (calls === 1) request.socket.destroy();
        else setTimeout(() => sendJson(response, sampleResponse([])), 2_000).unref();
      }),
    );
    const reasons: string[] = [];
    const pages = await collect({ timeoutMs: 200, onRetry: (info) => reasons.push(info.reason) });
    expect(pages.flatMap((p) => p.records)).toHaveLength(3);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toMatch(/^network error/);
    expect(reasons[1]).toBe('no answer within 200 ms');
  });

  it('gives up after the retries, without repeating the key an error page echoes', async () => {
    await serve((url, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<html>점검 중 ${url.search}</html>`);
    });
    const error = await collect({ retries: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouthcenterApiError);
    const { message } = error as Error;
    expect(message).toMatch(
      /^온통청년 API: page 1 failed after 3 attempts: the answer is not JSON/,
    );
    expect(message).not.toContain(KEY);
    expect(api!.requests).toHaveLength(3);
  });

  it('does not retry a client error', async () => {
    await serve((_url, response) => response.writeHead(404).end());
    const error = await collect().catch((e: unknown) => e);
    expect((error as Error).message).toBe('온통청년 API answered HTTP 404');
    expect(api!.requests).toHaveLength(1);
  });

  it('stops an endpoint that ignores pageNum and never runs dry', async () => {
    await serve((_url, response) =>
      sendJson(response, {
        resultCode: 200,
        result: { youthPolicyList: [sampleRecord(1), sampleRecord(2)] },
      }),
    );
    const error = await collect({ pageSize: 2, maxPages: 4 }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/still returning records after 4 pages/);
    expect(api!.requests).toHaveLength(4);
  });
});
