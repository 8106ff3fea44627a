import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleRecord, sampleResponse } from './sample-records.js';

/**
 * A stand-in for the getPlcy endpoint on 127.0.0.1, for contract tests of live mode. `respond`
 * decides each answer; by default the server pages through `records` the way the API does.
 */
export interface LoopbackApi {
  url: string;
  /** Every request's URL, in order. */
  requests: URL[];
  close(): Promise<void>;
}

export type Responder = (
  url: URL,
  response: http.ServerResponse,
  request: http.IncomingMessage,
) => void;

export async function startLoopbackApi(respond: Responder): Promise<LoopbackApi> {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    respond(url, response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/go/ythip/getPlcy`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: http.ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** Answers pageNum/pageSize from `count` made-up records, as the API pages its list. */
export function pagingResponder(count: number, first = 1): Responder {
  const records = Array.from({ length: count }, (_, i) => sampleRecord(first + i));
  return (url, response) => {
    const pageNum = Number(url.searchParams.get('pageNum'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const page = records.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    sendJson(response, sampleResponse(page, { totCount: count, pageNum, pageSize }));
  };
}
