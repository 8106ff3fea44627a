import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.js';

describe('argon2id passwords', () => {
  it('hashes with m=19456 KiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('kq7#Lmz!2vRt');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'kq7#Lmz!2vRt')).toBe(true);
    expect(await verifyPassword(hash, 'kq7#Lmz!2vRT')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('works off the event loop: timers keep firing while a password is hashed', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const start = performance.now();
    // Four at once (on the event loop they would block it for their whole sum), again until the
    // hashing has lasted long enough to count ticks in: four take 17 ms on a fast machine.
    let elapsed = 0;
    while (elapsed < 50) {
      await Promise.all(Array.from({ length: 4 }, (_, i) => hashPassword(`password-${i}`)));
      elapsed = performance.now() - start;
    }
    clearInterval(timer);
    // A blocked loop would tick once a batch at most; a free one ticks about once a millisecond.
    expect(ticks).toBeGreaterThan(elapsed / 10);
  });
});

describe('common passwords', () => {
  it('knows the most common passwords, whatever their case', async () => {
    for (const password of [
      '123456',
      'password',
      'qwerty123',
      'iloveyou',
      'PASSWORD1',
      'sunshine',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', async () => {
    for (const password of ['kq7#Lmz!2vRt', '청년혜택비밀번호', 'correct horse battery staple']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
