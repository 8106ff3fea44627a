import crypto from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at the parameters OWASP recommends (m = 19 MiB, t = 2, p = 1).
 * `@node-rs/argon2` runs hash and verify on libuv's thread pool, so the event loop keeps serving
 * other requests while a password is checked (passwords.test.ts shows it).
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the package's enum is `const`, which this build's isolated modules cannot read.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** How many of the most common passwords sign-up refuses. */
export const COMMON_PASSWORD_COUNT = 10_000;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A hash that cannot be read matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account (or no password) to check against, so
 * an unknown e-mail and a wrong password take about as long and answer the same.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords: the head of zxcvbn-ts's ranked list, read on first use and
 * only on the server (the list is about 1 MB; the client's forms never load it).
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    return new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  });
  return commonPasswords;
}

/** Whether a password is among the most common ones, ignoring letter case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  return list.has(password.toLowerCase());
}
