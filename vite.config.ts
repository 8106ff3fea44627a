import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_DEV_SERVER = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The polyfill would be an inline script, which our CSP forbids; every target browser has it.
    modulePreload: { polyfill: false },
    // Fonts and images as files, never data: URIs (CSP font-src 'self').
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': API_DEV_SERVER, '/healthz': API_DEV_SERVER, '/readyz': API_DEV_SERVER },
  },
});
