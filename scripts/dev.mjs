// `npm run dev`: the API server on API_PORT (3001, restarted on change by tsx) and Vite's dev
// server with hot reload on PORT (3000), which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      APP_ENV: 'dev',
      ...process.env,
      PORT: apiPort,
      CLIENT_DIR: 'src/server/test-support/client-fixture',
    },
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
