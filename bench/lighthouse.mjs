import crypto from 'node:crypto';
// `npm run bench:lighthouse [URL]`: Lighthouse mobile (performance, accessibility) on the pages of
// product §15, median of 5 runs each, in Debian's Chromium. Starts the built service itself unless a
// URL is given. Budget: performance ≥ 95, accessibility 100, CLS ≤ 0.05. LIGHTHOUSE_SIGN_IN=1 first
// signs the browser in as a new member with a complete profile (for guarded pages such as
// `LIGHTHOUSE_PAGES=/survey/`), and keeps its cookies between runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../dist/node/server/node-flags.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  '/,/policy-list/,/policy-details/policy-youth-leap-account/,/event-list/,/intro/,/search/?keyword=%EC%9B%94%EC%84%B8'
).split(',');
const root = path.resolve(import.meta.dirname, '..');

async function startService() {
  const port = 4300 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-lh-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/node/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production settings apart from the demo content, which production never installs.
      APP_ENV: 'staging',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new member with a complete profile, signed in in the Chromium Lighthouse drives: the API's
 * refresh cookie and the signed-in flag the app reads at start (product §4).
 */
async function signIn(url, chromePort) {
  const headers = {
    'content-type': 'application/json',
    'x-client-key': crypto.randomUUID(),
    origin: url,
  };
  const call = async (pathname, method, body, extra = {}) => {
    const response = await fetch(`${url}/api/${pathname}`, {
      method: 'POST',
      headers: { ...headers, 'x-method': method, ...extra },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${pathname}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  const password = `lighthouse-${crypto.randomUUID()}`;
  const signedUp = await call('user/email-signup', 'create', {
    email: `lighthouse-${Date.now()}@bench.hyetaek.test`,
    password,
    confirm_password: password,
    name: '등대',
    agreements: { terms: true, privacy: true, marketing: false },
  });
  const refresh = /hyetaek-rt=([^;]+)/.exec(signedUp.headers.get('set-cookie') ?? '')?.[1];
  const { data } = await signedUp.json();
  await call(
    'user/complete-profile',
    'update',
    {
      nickname: '등대',
      gender: 'female',
      birth_year: 1999,
      region: '11',
      income: '24_35m',
      employment: 'job_seeker',
      detailed_category: [],
      marital_status: 'single',
      interests: ['housing', 'jobs'],
    },
    { authorization: `Bearer ${data.access_token}` },
  );
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const { hostname } = new URL(url);
  await browser.contexts()[0].addCookies([
    {
      name: 'hyetaek-rt',
      value: refresh,
      domain: hostname,
      path: '/api/',
      httpOnly: true,
      sameSite: 'Strict',
    },
    { name: 'hyetaek-signed', value: '1', domain: hostname, path: '/', sameSite: 'Lax' },
  ]);
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const given = process.argv[2];
const service = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await startService();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const isSignedIn = process.env.LIGHTHOUSE_SIGN_IN === '1';
if (isSignedIn) await signIn(service.url, chrome.port);
const rows = [];
let isWithinBudget = true;
try {
  for (const page of PAGES) {
    const runs = [];
    let failedRuns = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const { lhr } = await lighthouse(`${service.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        // Signed in, the session's cookies must outlive each run (they do: Lighthouse's reset
        // leaves cookies; this keeps the rest, too, as a returning member's browser has it).
        disableStorageReset: isSignedIn,
      });
      if (lhr.runtimeError) {
        // Lighthouse's own trace recording fails now and then (NO_NAVSTART): that run again,
        // twice at most, since it says nothing about the page.
        const problem = `${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if ((failedRuns += 1) > 2) throw new Error(problem);
        console.warn(`${problem} (run again)`);
        i -= 1;
        continue;
      }
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }
    const row = {
      page,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      lcpMs: Math.round(median(runs.map((r) => r.lcp))),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      tbtMs: Math.round(median(runs.map((r) => r.tbt))),
    };
    if (row.performance < 95 || row.accessibility < 100 || row.cls > 0.05) isWithinBudget = false;
    rows.push(row);
  }
} finally {
  await chrome.kill();
  service.stop();
}
console.log(`\nLighthouse mobile, median of ${RUNS} runs · ${new Date().toISOString()}\n`);
console.log(
  '| page | performance | accessibility | LCP ms | CLS | TBT ms |\n|---|---|---|---|---|---|',
);
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} |`,
  );
console.log(
  isWithinBudget
    ? '\nwithin budget'
    : '\nOVER BUDGET (performance ≥ 95, accessibility 100, CLS ≤ 0.05)',
);
process.exit(isWithinBudget ? 0 : 1);
