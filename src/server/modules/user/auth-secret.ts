import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

const SECRET_FILE = 'auth-secret';
const resolved = new WeakMap<Config, string>();

/**
 * The service's signing secret: AUTH_SECRET when set (production must set it). Without it, tests
 * get a fresh one per process, and staging, dev and local keep one in DATA_DIR so a restart does
 * not sign everyone out. Social sign-in derives its own keys from the same secret.
 */
export function resolveAuthSecret(config: Config): string {
  const known = resolved.get(config);
  if (known) return known;
  const secret = config.authSecret ?? (config.appEnv === 'test' ? newSecret() : keptSecret(config));
  resolved.set(config, secret);
  return secret;
}

function newSecret(): string {
  return crypto.randomBytes(48).toString('base64url');
}

function keptSecret(config: Config): string {
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newSecret();
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: theirs it is.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptSecret(config);
    throw error;
  }
  return secret;
}

/** A key for one purpose, so no two uses ever share key material. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', secret, 'hyetaek', purpose, 32));
}
