import { DeliveryRefused } from '../../jobs/outbox.js';

/**
 * Stibee's address-book API v1 (help.stibee.com, "주소록 API"): header `AccessToken`, JSON both
 * ways. It answers HTTP 200 for refusals too: `{"Ok": true|false, "Error": {...}|null, "Value": …}`
 * with, for a subscribe, the addresses sorted into `success`, `update` and `fail*` lists. So only
 * the lists say what happened to our address:
 * - in `success` or `update`, or `Ok: false` with `LIST_ALREADY_SUBSCRIBED`: done;
 * - in a `fail*` list (`failDeny`: it unsubscribed at Stibee, `failWrongEmail`, `failUnknown`, …):
 *   refused for good (`DeliveryRefused`), recorded and not retried;
 * - anything else (5xx, no answer, `Ok: false` for the list or the key): thrown, retried later.
 */

export interface StibeeOptions {
  apiKey: string;
  listId: string;
  /** `https://api.stibee.com/v1` unless a test points it at a loopback server. */
  baseUrl: string;
  fetchImpl?: typeof fetch;
}

const TIMEOUT_MS = 10_000;

interface StibeeAnswer {
  Ok?: unknown;
  Error?: { Code?: unknown; Message?: unknown } | null;
  Value?: unknown;
}

export class StibeeClient {
  constructor(private readonly options: StibeeOptions) {}

  /**
   * Adds or re-activates a subscriber. `eventOccurredBy: SUBSCRIBER` re-activates one who had
   * unsubscribed; `confirmEmailYN: N` because the address was confirmed by our own link.
   */
  async subscribe(email: string, isAdAgreed: boolean): Promise<void> {
    const answer = await this.request('POST', '/subscribers', {
      eventOccurredBy: 'SUBSCRIBER',
      confirmEmailYN: 'N',
      subscribers: [{ email, $ad_agreed: isAdAgreed ? 'Y' : 'N' }],
    });
    if (answer.Ok !== true) {
      if (answer.Error?.Code === 'LIST_ALREADY_SUBSCRIBED') return;
      throw new Error(`stibee subscribe not ok: ${describeError(answer)}`);
    }
    const lists = (answer.Value ?? {}) as Record<string, unknown>;
    const listWith = (name: string) =>
      Array.isArray(lists[name]) &&
      (lists[name] as unknown[]).some((entry) => emailOf(entry) === email.toLowerCase());
    if (listWith('success') || listWith('update')) return;
    const refusal = Object.keys(lists).find((name) => name.startsWith('fail') && listWith(name));
    if (refusal) throw new DeliveryRefused(`stibee refused the address: ${refusal}`);
    throw new Error('stibee subscribe answer names the address in no list');
  }

  /** Marks the subscriber unsubscribed (수신거부); one unknown or already out is fine. */
  async unsubscribe(email: string): Promise<void> {
    const answer = await this.request('PUT', '/subscribers/unsubscribe', [email]);
    if (answer.Ok !== true) throw new Error(`stibee unsubscribe not ok: ${describeError(answer)}`);
  }

  /** Deletes the subscriber and their history at Stibee (완전 삭제): an account's erasure. */
  async remove(email: string): Promise<void> {
    const answer = await this.request('DELETE', '/subscribers', [email]);
    if (answer.Ok !== true) throw new Error(`stibee delete not ok: ${describeError(answer)}`);
  }

  private async request(method: string, path: string, body: unknown): Promise<StibeeAnswer> {
    const { apiKey, listId, baseUrl, fetchImpl = fetch } = this.options;
    const url = `${baseUrl.replace(/\/+$/, '')}/lists/${encodeURIComponent(listId)}${path}`;
    const response = await fetchImpl(url, {
      method,
      headers: { AccessToken: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`stibee HTTP ${response.status}: ${text.slice(0, 120)}`);
    try {
      return JSON.parse(text) as StibeeAnswer;
    } catch {
      throw new Error(`stibee answered no JSON: ${text.slice(0, 120)}`);
    }
  }
}

function emailOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.toLowerCase();
  const email = (entry as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

function describeError(answer: StibeeAnswer): string {
  const { Code, Message } = answer.Error ?? {};
  return `${String(Code ?? 'no code')} ${String(Message ?? '')}`.trim();
}
