import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The scripts index.html loads on every page (see `codeSplitting` below). */
const ALWAYS_LOADED = /^assets\/(?:index|shell|rolldown-runtime)-[\w-]+\.js$/;

const API_DEV_SERVER = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * Pretendard's CSS says `font-display: swap`, which reflows text when the font arrives (layout
 * shift). `optional` never blocks and never shifts: the font is used once cached (decision 003).
 */
const fontDisplayOptional: Plugin = {
  name: 'pretendard-font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('pretendard') || !id.endsWith('.css')) return null;
    return code.replaceAll('font-display: swap', 'font-display: optional');
  },
};

/**
 * es-hangul reached from the matching texts (`src/shared/matching/`, loaded only with the lazy
 * criteria panel) as a module of its own: shared with the search's reading of text, it would be
 * one chunk with the union of what both use, putting `josa` in the search's first JavaScript
 * (+0.6 KB gzip). Each copy is tree-shaken to what its side uses.
 */
const hangulOfMatching: Plugin = {
  name: 'es-hangul-of-matching',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'es-hangul' || !importer?.includes('/src/shared/matching/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: `${resolved.id}?matching` };
  },
};

export default defineConfig({
  root: 'src/client',
  plugins: [fontDisplayOptional, hangulOfMatching, react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    modulePreload: {
      // The polyfill would be an inline script, which our CSP forbids; every target browser has it.
      polyfill: false,
      // What index.html loads (the entry and the shell) is there before any lazy chunk: a dynamic
      // import's list of dependencies need not name it again (bytes of every route's budget).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    // Fonts and images as files, never data: URIs (CSP font-src 'self').
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: true,
    // The server reads it to preload the code of the page it sends (http/client-app.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the shell shares with the screens (React, the language, the router, the data
        // layer, the button's styles and the search's addresses) in one chunk instead of seven: each file gzips alone, so five small ones cost
        // about 0.9 KB more of the initial-JavaScript budget (decision 002) and four requests.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /src[\\/]client[\\/](i18n[\\/]index|lib[\\/](router|query[\\/])|components[\\/]ui[\\/]button\.module)|src[\\/]shared[\\/]search-address|node_modules[\\/]react[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': API_DEV_SERVER, '/healthz': API_DEV_SERVER, '/readyz': API_DEV_SERVER },
  },
});
