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
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': API_DEV_SERVER, '/healthz': API_DEV_SERVER, '/readyz': API_DEV_SERVER },
  },
});
