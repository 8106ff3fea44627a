// Initial JavaScript per route, gzip level 9: the shell (what index.html loads) plus the code a
// screen needs before it can render (its chunk and the chunks it imports statically), against the
// product §15 budget of 100 KB per route. Chunks loaded later on demand (dynamic imports) don't count.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dir = path.resolve(import.meta.dirname, '../dist/client');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

const shellFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const shell = shellFiles.reduce((sum, file) => sum + gzipSize(file), 0);
for (const file of shellFiles) console.log(`${kb(gzipSize(file))}  ${file}`);
console.log(`${kb(shell)}  shell\n`);

function routeFiles(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(chunk.file)) return files;
  if (!shellFiles.includes(chunk.file)) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) routeFiles(imported, files);
  return files;
}

let isOver = shell > BUDGET_BYTES;
const screens = Object.keys(manifest).filter((key) => /^pages\/.*-page\.tsx$/.test(key));
for (const key of screens.sort()) {
  const own = [...routeFiles(key)].reduce((sum, file) => sum + gzipSize(file), 0);
  const total = shell + own;
  isOver ||= total > BUDGET_BYTES;
  const flag = total > BUDGET_BYTES ? `  OVER by ${total - BUDGET_BYTES} bytes` : '';
  console.log(
    `${kb(total)}  ${key.replace(/^pages\//, '').replace(/\.tsx$/, '')} (+${kb(own).trim()})${flag}`,
  );
}
console.log(`\nbudget ${BUDGET_BYTES / 1024} KB of initial JavaScript per route (gzip)`);
if (isOver) process.exitCode = 1;
