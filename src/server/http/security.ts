import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. Scripts only from our origin (no inline scripts at all);
 * framing of others' players comes with the video details issue.
 *
 * helmet's middleware is built once here. The Fastify plugin built it again for every request,
 * parsing the policy each time: 6 % of the CPU a held policy's detail costs (0.04 of 0.66 ms,
 * bench/RESULTS.md, session 24), on every answer the service gives.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isHttpsOnly: boolean }) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Only the video details' click-to-load player (privacy-enhanced YouTube).
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isHttpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over HTTPS; on localhost it would break plain HTTP.
    strictTransportSecurity: options.isHttpsOnly
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
}
