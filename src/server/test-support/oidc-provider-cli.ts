import { startLoopbackOidcProvider } from './oidc-provider.js';

/**
 * The loopback provider for browser journeys (scripts/e2e-server.mjs starts it): listens on
 * OIDC_LOOPBACK_PORT with our /oauth/ at OIDC_LOOPBACK_REDIRECT_URI as every client's redirect
 * URI, prints one line `ready {…}` with the environment that points our Kakao and Google at it, and runs
 * until stopped.
 */
const port = Number(process.env.OIDC_LOOPBACK_PORT ?? 4180);
const redirectUri = process.env.OIDC_LOOPBACK_REDIRECT_URI ?? 'http://localhost:4173/oauth/';
const provider = await startLoopbackOidcProvider({ port, redirectUri });
process.stdout.write(`ready ${JSON.stringify(provider.env)}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
