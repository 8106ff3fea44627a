import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../shared/contract/define.js';
import { apiHeaders, createTestApp, type TestApp } from '../test-support/test-app.js';

const write = defineCall({
  path: 'probe/write',
  method: 'create',
  auth: 'none',
  summary: 'test',
  input: z.object({}),
  output: z.object({ writes: z.number() }),
});

/** Holds the event loop, as a burst of CPU-heavy work would. */
function block(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

describe('an overloaded instance', () => {
  let t: TestApp;
  let writes = 0;
  beforeAll(async () => {
    t = await createTestApp({
      env: { MAX_EVENT_LOOP_DELAY_MS: '100' },
      registerCalls: (registry) => registry.add(write, async () => ({ writes: ++writes })),
    });
  });
  afterAll(() => t.close());

  // Found by the hostile-input battery on a loaded machine: the 503 was sent, but the request
  // went on behind it, and a body too large then made it a 413 with the 503's envelope.
  it('answers 503 with Retry-After and stops the request there', async () => {
    const send = (payload = '{}') =>
      t.app.inject({
        method: 'POST',
        url: '/api/probe/write',
        headers: apiHeaders('create'),
        payload,
      });
    let response;
    // Writes done by the calls that came before the sampler saw the block (each answered 200).
    let writesBefore = 0;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      block(1_200);
      await sleep(20);
      writesBefore = writes;
      response = await send();
      if (response.statusCode === 503) break;
    }
    expect(response?.statusCode).toBe(503);
    expect(response?.headers['retry-after']).toBe('5');
    expect(response?.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    // The request stops at the 503: its body is not read on (a body too large would else turn
    // the answer into a 413 carrying the 503's envelope).
    const tooLarge = await send(JSON.stringify({ text: 'a'.repeat(70 * 1024) }));
    expect(tooLarge.statusCode).toBe(503);
    expect(tooLarge.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    // Every answer that went out under pressure ran nothing.
    expect(writes).toBe(writesBefore);
    // The page's built files are still sent: a chunk refused would break a page already open.
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/app-Abc123.js' });
    expect(chunk.statusCode).toBe(200);
    expect((await send()).statusCode).toBe(503);
    const before = writes;
    // Wait for the loop's calm to be sampled; the call then runs again.
    await sleep(2_100);
    const later = await send();
    expect(later.statusCode).toBe(200);
    expect(writes).toBe(before + 1);
    expect(later.json().data.writes).toBe(writes);
  });
});
