/**
 * Where to go after signing in: a path on this site only. Anything else (another origin, a
 * protocol-relative `//host` or `/\host`, a `javascript:` address) and the /oauth/ return page
 * itself become home, so no link can send a person off-site or round in a loop.
 */
export function safeReturnTo(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path.startsWith('/oauth/')) return '/';
  return path;
}
