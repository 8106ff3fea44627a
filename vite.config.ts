import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/client',
  plugins: [fontDisplayOptional, react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The polyfill would be an inline script, which our CSP forbids; every target browser has it.
    modulePreload: { polyfill: false },
    // Fonts and images as files, never data: URIs (CSP font-src 'self').
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: true,
    // The server reads it to preload the code of the page it sends (http/client-app.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the shell shares with the screens (React, the language, the router, the data
        // layer) in one chunk instead of five: each file gzips alone, so five small ones cost
        // about 0.9 KB more of the initial-JavaScript budget (decision 002) and four requests.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /src[\\/]client[\\/](i18n[\\/]index|lib[\\/](router|query[\\/]))|node_modules[\\/]react[\\/]/,
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
