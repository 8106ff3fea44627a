// `npm test`: sets up what the suites need on a fresh machine (Chromium), builds the service,
// checks the bundle budget, runs the Vitest suites and the Playwright journeys, and ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  if (process.getuid?.() === 0) {
    console.log('test: installing Debian Chromium and a Korean font (apt-get)');
    run('apt-get', ['update', '-qq']);
    const status = run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-nanum'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    if (status === 0 && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log("test: installing Playwright's own Chromium");
  run(bin('playwright'), ['install', 'chromium']);
  return ''; // Playwright finds its own download
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));
  } catch {
    return { passed: 0, failed: 1 }; // no report means the runner itself failed
  }
}

const chromiumPath = ensureChromium();
fs.rmSync(path.join(root, '.test-data', 'reports'), { recursive: true, force: true });
if (run('node', ['scripts/build.mjs']) !== 0) process.exit(1);
// product §15: at most 100 KB of initial JavaScript per route; a route over it fails the run.
const bundleStatus = run('node', ['scripts/bundle-size.mjs']);

const unitStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.test-data/reports/vitest.json',
]);
const e2eStatus = run(bin('playwright'), ['test'], { CHROMIUM_PATH: chromiumPath });

const unit = readCounts('.test-data/reports/vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
}));
const e2e = readCounts('.test-data/reports/e2e.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + (r.stats.flaky ?? 0),
}));
const passed = unit.passed + e2e.passed;
const failed =
  unit.failed +
  e2e.failed +
  (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0) +
  (bundleStatus !== 0 ? 1 : 0);
console.log(
  `\nunit ${unit.passed}/${unit.passed + unit.failed}, browser ${e2e.passed}/${e2e.passed + e2e.failed}, bundle budget ${bundleStatus === 0 ? 'met' : 'exceeded'}`,
);
console.log(`${passed} passed, ${failed} failed`);
// Green only when both runners succeeded and both reports say so: the line and the code agree.
process.exit(failed === 0 && unitStatus === 0 && e2eStatus === 0 && bundleStatus === 0 ? 0 : 1);
