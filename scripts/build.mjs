// Builds what `npm start` serves: the client (Vite, hashed and pre-compressed assets) and the
// server (tsc), plus the SQL migrations beside the compiled server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

run(bin('vite'), ['build', '--logLevel', 'warn']);
// The same screens for the server, which renders each page's first view (entry-server.tsx).
run(bin('vite'), [
  'build',
  '--logLevel',
  'warn',
  '--ssr',
  'entry-server.tsx',
  '--outDir',
  '../../dist/ssr',
  '--emptyOutDir',
]);
// Emptied first: tsc and the copy below only add files, and a module or migration deleted from
// src stayed in dist, where the server still loaded it (a deleted migration then ran).
fs.rmSync(path.join(root, 'dist/node'), { recursive: true, force: true });
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

fs.cpSync(
  path.join(root, 'src/server/db/migrations'),
  path.join(root, 'dist/node/server/db/migrations'),
  { recursive: true },
);

// Pre-compress text assets once so the server sends .br/.gz files without compressing per request.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|xml)$/;
function precompress(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map')) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
}
precompress(path.join(root, 'dist/client'));
console.log('build: client in dist/client, server in dist/node');
