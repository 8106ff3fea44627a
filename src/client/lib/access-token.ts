import type { TokenStore } from './api-client.js';

/**
 * The access token lives in memory only (never in storage readable later by a script); the
 * refresh token is an HttpOnly cookie. Subscribers re-render when it changes.
 */
let accessToken: string | null = null;
const listeners = new Set<() => void>();

export const accessTokenStore: TokenStore & {
  clear(): void;
  subscribe(listener: () => void): () => void;
} = {
  get: () => accessToken,
  set(token) {
    accessToken = token;
    listeners.forEach((listener) => listener());
  },
  clear() {
    accessToken = null;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
