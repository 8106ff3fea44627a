import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, screenModulesOf } from '../shared/routes.js';
import { SCREEN_FILES, screenFileOf } from './screen-files.js';

const namedModules = new Set(PAGE_ROUTES.flatMap(screenModulesOf));

describe('the page table and the screen files', () => {
  it('names, for every route and its parent, a screen file the client can load lazily', () => {
    for (const route of PAGE_ROUTES) {
      for (const module of screenModulesOf(route)) {
        expect(screenFileOf(module), `${route.pattern} names ${module}`).toBeTypeOf('function');
      }
    }
  });

  it('has a route for every screen file, so no page is left unreachable', () => {
    const files = Object.keys(SCREEN_FILES).map((file) => file.replace(/^\.\/|\.tsx$/g, ''));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((module) => !namedModules.has(module as never))).toEqual([]);
  });
});
