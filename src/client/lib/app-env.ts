/** The environment the server runs in, written into the HTML by the server (a meta tag, CSP-safe). */
export function appEnv(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="app-env"]')?.content ?? 'local';
}

/** Cookies are `Secure` everywhere but on developer machines (product §10). */
export function isSecureCookieEnv(): boolean {
  const env = appEnv();
  return env !== 'dev' && env !== 'local';
}
