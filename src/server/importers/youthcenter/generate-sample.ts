import fs from 'node:fs';
import { sampleRecord, sampleResponse } from './sample-records.js';

/**
 * Writes a made-up getPlcy answer of N records, to time the importer on a realistic volume:
 *   npx tsx src/server/importers/youthcenter/generate-sample.ts 3000 /tmp/youthcenter-3000.json
 *   DATA_DIR=$(mktemp -d) npm run import:youthcenter -- --file /tmp/youthcenter-3000.json
 */
const [count = '3000', file = 'youthcenter-sample.json'] = process.argv.slice(2);
const n = Number(count);
if (!Number.isInteger(n) || n < 1) {
  console.error('usage: generate-sample.ts COUNT [FILE]');
  process.exit(1);
}
const records = Array.from({ length: n }, (_, i) => sampleRecord(i + 1));
fs.writeFileSync(file, JSON.stringify(sampleResponse(records)));
console.log(`${n} records written to ${file}`);
