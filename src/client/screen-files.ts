import type { ComponentType } from 'react';
import type { ScreenModule } from '../shared/routes.js';
import type { CopyArea } from './i18n/index.js';

/** A screen's code: its component and the areas of copy it needs (i18n `CopyArea`). */
export interface ScreenCode {
  default: ComponentType;
  copyAreas?: readonly CopyArea[];
  /**
   * Code the screen renders with React.lazy (a detail's comment thread). The server loads it up
   * front (entry-server.tsx), so its HTML holds that part too; the browser loads it when the part
   * first renders.
   */
  lazyParts?: readonly (() => Promise<unknown>)[];
}

/**
 * Every screen file, one code-split chunk each, keyed by its path (`./pages/home/home-page.tsx`).
 * Vite needs the imports spelled out at build time, so the pattern lists the files and the page
 * table (src/shared/routes.ts) picks from them by module name; a test keeps the two in step. Left
 * out: the not-found screen, part of the shell, and the legal pages' shared layout, not a screen.
 */
export const SCREEN_FILES = import.meta.glob<ScreenCode>([
  './pages/**/*-page.tsx',
  '!./pages/error-404/**',
  '!./pages/legal/legal-page.tsx',
]);

/** The loader of a screen the page table names; undefined if no screen file has that name. */
export function screenFileOf(module: ScreenModule): (() => Promise<ScreenCode>) | undefined {
  return SCREEN_FILES[`./${module}.tsx`];
}
