import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from '../shared/screen-modules.js';

describe('screen modules', () => {
  it('match the lazy imports of the client routes, so the server preloads the right code', () => {
    const routes = fs.readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');
    const imported = Object.fromEntries(
      [...routes.matchAll(/^\s+(\w+): \(\) => import\('\.\/(.+)\.js'\),$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(imported).toEqual(SCREEN_MODULES);
    for (const module of Object.values(SCREEN_MODULES)) {
      expect(fs.existsSync(path.join(import.meta.dirname, `${module}.tsx`)), module).toBe(true);
    }
  });
});
