import crypto from 'node:crypto';
import type { z } from 'zod';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The purpose the sealing key is derived for from the service's secret (deriveKey). */
export const SEALING_KEY_PURPOSE = 'social-sign-in sealing key';

/**
 * Small secrets the browser carries for us and may not read or change: the sign-in transaction
 * (state, nonce, PKCE verifier, consents) in an HttpOnly cookie, and the account-integration
 * ticket. AES-256-GCM with a key derived from the service's secret; the purpose is authenticated
 * data, so a ticket never opens as a transaction. Each payload carries its own expiry.
 */
export class Sealer {
  constructor(private readonly key: Uint8Array) {}

  seal(purpose: string, payload: object, ttlSeconds: number, now = Date.now()): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const plain = JSON.stringify({ ...payload, exp: now + ttlSeconds * 1000 });
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The payload, or undefined when the token is forged, altered, expired or of another purpose. */
  open<S extends z.ZodType>(
    purpose: string,
    token: string,
    schema: S,
    now = Date.now(),
  ): z.output<S> | undefined {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
      const payload = JSON.parse(plain) as { exp?: unknown };
      if (typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
      const parsed = schema.safeParse(payload);
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
