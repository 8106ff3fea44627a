import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * CSRF guard for the calls that act on the refresh cookie (decision 009). The cookie is
 * SameSite=Strict and every call needs the custom X-Method header (which a cross-site form cannot
 * send and a cross-site script cannot send without a CORS preflight we never grant); on top of
 * that, a browser's own word on where the request comes from must be this site: `Sec-Fetch-Site`
 * when present, and `Origin` when present. Clients that send neither (curl, tests) are not
 * browsers and carry no ambient cookie of a victim.
 */
export function assertSameOrigin(request: FastifyRequest, publicBaseUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw crossSiteRequest();
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, publicBaseUrl)) {
    throw crossSiteRequest();
  }
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicBaseUrl: string): boolean {
  if (origin === new URL(publicBaseUrl).origin) return true;
  // The address the browser used (behind a trusted proxy, the one it forwarded).
  return origin === `${request.protocol}://${request.host}`;
}

const crossSiteRequest = () => new AppError('cross_site_request');
