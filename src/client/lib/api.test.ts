import { afterAll, describe, expect, it, vi } from 'vitest';

// The browser around the log call: the page's address, its client key, and the network.
const sent: unknown[] = [];
vi.stubGlobal('location', { pathname: '/policy-list/' });
vi.stubGlobal('document', {
  cookie: 'hyetaek-ck=0b7c3c1e-4f5a-4d2b-9c8e-7a6b5c4d3e2f',
  documentElement: {},
});
vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
  sent.push(JSON.parse(String(init.body)));
  return Response.json({ data: { logged: true } });
});
const { reportClientError } = await import('./api.js');

describe('reportClientError', () => {
  afterAll(() => vi.unstubAllGlobals());

  it("sends where React says a hydration mismatch was, before the error's own stack", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatch = new Error('Minified React error #418');
    reportClientError('unexpected_error', mismatch, '\n    at time\n    at ItemCard\n    at ul');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const report = sent[0] as { kind: string; route: string; detail: string };
    expect(report).toMatchObject({ kind: 'unexpected_error', route: '/policy-list/' });
    expect(report.detail).toMatch(/^components:\n {4}at time\n {4}at ItemCard\n {4}at ul\nError: /);
  });
});
