import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { resolveAuthSecret } from './auth-secret.js';

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    const secret = 's'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret }))).toBe(secret);
  });

  it('keeps one under DATA_DIR on a developer machine, so a restart signs nobody out', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-secret-'));
    try {
      const first = resolveAuthSecret(loadConfig({ APP_ENV: 'local', DATA_DIR: dataDir }));
      const again = resolveAuthSecret(loadConfig({ APP_ENV: 'local', DATA_DIR: dataDir }));
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(again).toBe(first);
      const file = path.join(dataDir, 'auth-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('makes a new one per process in tests, written nowhere', () => {
    const dataDir = path.join(os.tmpdir(), `hyetaek-no-secret-${process.pid}`);
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir });
    expect(resolveAuthSecret(config)).toBe(resolveAuthSecret(config));
    expect(resolveAuthSecret(config)).not.toBe(resolveAuthSecret(loadConfig({ APP_ENV: 'test' })));
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
