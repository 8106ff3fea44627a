// Initial JavaScript of the shell (what index.html loads), gzip level 9: the DESIGN §6 budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dir = path.resolve(import.meta.dirname, '../dist/client');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript (gzip), budget ${BUDGET_BYTES / 1024} KB`,
);
if (total > BUDGET_BYTES) process.exitCode = 1;
