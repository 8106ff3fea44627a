// `npm run bench:catalogue`: the catalogue calls on a 50,000-item catalogue (bench/catalogue-data.ts)
// at a fixed rate, each next to a bare Fastify JSON route in the same run (product §15). Needs
// `npm run build` first. PGlite by default (a fresh data dir, loaded before the server starts);
// BENCH_DATABASE_URL=postgres://… for PostgreSQL (its demo and benchmark rows are replaced).
// BENCH_RATE (500), BENCH_SECONDS (10 per row, after 2 s of warm-up), BENCH_ITEMS (50,000),
// BENCH_APP_ENV (production: no output checking, as users get it). BENCH_LONG=1 adds the rows a
// reader meets over minutes (issue 15): 70 s of list page 1 and 70 s of mixed traffic, each
// holding a snapshot refresh, with the slowest request of every second, each with the bare route
// at 50 a second beside it (a slow second in both is the machine's). The row of pages never
// read before shows what deep pages cost when they are not held (a page read once is).
// BENCH_ROWS=<regular expression> runs only the rows whose names match it (and the bare route
// rows, the baseline of every ratio): a row looked into again, without the others' minutes.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { benchCid, benchKindOf, random } from './catalogue-data.js';
import { SIDO_CODES } from '../src/shared/regions.js';
import {
  cpuMs,
  median,
  probe,
  probeAgent,
  probeOk,
  round,
  runHeader,
  startCatalogueBench,
} from './bench-support.js';
import { runPaced, type LatencyReport, type PacedRequest } from './paced-client.js';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const APP_ENV = process.env.BENCH_APP_ENV ?? 'production';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const LIST_CLIENT_KEY = '3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f';
const DETAIL_CLIENT_KEYS = Array.from({ length: 10_000 }, () => randomUUID());
const IS_LONG = process.env.BENCH_LONG === '1';
const LONG_SECONDS = 70;
/** The bare route's rate beside the long rows: enough to see each second, little load. */
const BESIDE_BARE_RATE = 50;

// 1. The catalogue and the servers.
const { bare, service, cleanUp } = await startCatalogueBench({
  items: ITEMS,
  databaseUrl: DATABASE_URL,
  appEnv: APP_ENV,
});

// 2. The first answers after /readyz (startServer returns on its first 200): the lists home and
// the list pages open with, at 200 req/s for 5 s, before anything else has warmed the server.
const afterReady: { firstMs: number; report?: LatencyReport } = { firstMs: Number.NaN };

// 3. The calls.
type ListKind = 'policy' | 'event' | 'video';
const READ_PATH: Record<ListKind, string> = {
  policy: '/api/policy/read',
  event: '/api/events/read',
  video: '/api/videos/read',
};
const headers = (method: string, clientKey = LIST_CLIENT_KEY) => ({
  'content-type': 'application/json',
  'accept-encoding': 'gzip', // as browsers send it: list answers are compressed
  'x-method': method,
  'x-client-key': clientKey,
});

interface ListOptions {
  kind?: ListKind;
  filters?: Record<string, string[]>;
  order?: 'newest' | 'deadline' | 'views';
  page?: number;
  showClosed?: boolean;
}
const listCall = (options: ListOptions = {}): PacedRequest => ({
  method: 'POST',
  path: READ_PATH[options.kind ?? 'policy'],
  headers: headers('read_list'),
  body: JSON.stringify({
    condition: { keyword: '', operator: 'and', show_closed: options.showClosed ?? false },
    filters: options.filters ?? {},
    order: options.order ?? 'newest',
    pagination: { current_page_no: options.page ?? 1, item_no_per_page: 24 },
    options: { recommend_count: 2 },
  }),
});
const detailOf = (index: number, clientKey: string): PacedRequest => ({
  method: 'POST',
  path: READ_PATH[benchKindOf(index)],
  headers: headers('read_detail', clientKey),
  body: JSON.stringify({ cid: benchCid(index) }),
});
const anyOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
/** A detail of any of the items (each kind on its own path) seen by any of 10,000 clients: almost
 * every request is a new view for its (client, item, day), so the view counter has work to flush. */
const detailCall = (): PacedRequest =>
  detailOf(Math.floor(Math.random() * ITEMS), anyOf(DETAIL_CLIENT_KEYS));
/** 1,000 (item, client) pairs over and over: after the first round no view counts any more. */
const SEEN_PAIRS = Array.from({ length: 1_000 }, () => ({
  index: Math.floor(Math.random() * ITEMS),
  clientKey: anyOf(DETAIL_CLIENT_KEYS),
}));
const seenDetailCall = (): PacedRequest => {
  const pair = anyOf(SEEN_PAIRS);
  return detailOf(pair.index, pair.clientKey);
};

/**
 * Traffic as readers make it, per 20 requests: 9 first pages of the lists home and the list pages
 * open with, 2 deeper pages (2–5), 6 details (nearly all new views: the counter's writes), 2
 * searches of popular words and 1 never asked before.
 */
const POPULAR_WORDS = ['청년', '월세', '취업', '지원금', '주거', '대출', '교육', '창업'];
const SYLLABLES = [...'가나다라마바사아자차카타파하강남동서울부산청년월세지원'];
const searchCall = (keyword: string): PacedRequest => ({
  method: 'POST',
  path: '/api/search/common',
  headers: headers('read_list'),
  body: JSON.stringify({ condition: { keyword }, order: 'scoring' }),
});
const mixedCall = (i: number): PacedRequest => {
  const slot = i % 20;
  if (slot < 9) return openingListCall(i);
  if (slot < 11) return listCall({ page: 2 + (i % 4) });
  if (slot < 17) return detailCall();
  if (slot < 19) return searchCall(anyOf(POPULAR_WORDS));
  return searchCall(`${anyOf(SYLLABLES)}${anyOf(SYLLABLES)} ${i}`);
};

interface ListAnswerShape {
  data?: { items: unknown[]; total_count: number };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first request of a list computes its ordered id snapshot (cached 60 s): measured on its own,
 * on an otherwise idle server, then the same request 20 times (warm, one at a time).
 */
const coldLines: string[] = [];
const computedAt = new Map<string, number>();
async function measureCold(name: string, options: ListOptions) {
  const request = listCall(options);
  const cold = await probeOk(service.url, request);
  const data = (cold.json as ListAnswerShape).data;
  if (cold.status !== 200 || !data) throw new Error(`${name}: answered ${cold.status}`);
  computedAt.set(request.path + request.body, performance.now());
  const warm: number[] = [];
  for (let i = 0; i < 20; i += 1) warm.push((await probe(service.url, request)).ms);
  coldLines.push(
    `| ${name} | ${data.total_count.toLocaleString('en-US')} | ${round(cold.ms)} | ${round(median(warm))} |`,
  );
}

/** What home and the three list pages open with (src/shared/home-shelves.ts), page 1 each. */
const OPENING_LISTS: ListOptions[] = [
  { order: 'views' },
  {},
  { order: 'deadline', filters: { status: ['ING'] } },
  { kind: 'event', order: 'deadline', filters: { status: ['ING', 'COMING'] } },
  { kind: 'video' },
  { kind: 'event' },
];
const openingListCall = (i: number) => listCall(OPENING_LISTS[i % OPENING_LISTS.length]);
afterReady.firstMs = (await probe(service.url, listCall())).ms;
afterReady.report = await runPaced(service.url, openingListCall, { rate: 200, seconds: 5 });

// 4. Code paths warm (JIT, connections) on calls and a list not measured below.
for (let i = 0; i < 200; i += 1) await probe(service.url, detailCall());
for (let i = 0; i < 50; i += 1) {
  await probe(service.url, listCall({ kind: 'event', order: 'views', showClosed: true }));
}

// 5. Cold lists the fixed-rate rows do not use (theirs are measured just before their row).
const otherLists: [string, ListOptions][] = [
  ['policies · deadline', { order: 'deadline' }],
  ['policies · views', { order: 'views' }],
  ['policies · newest · show_closed', { showClosed: true }],
  [
    'policies · deadline · region 41 + ING',
    { order: 'deadline', filters: { region: ['41'], status: ['ING'] } },
  ],
  ['events · newest', { kind: 'event' }],
  ['events · deadline · show_closed', { kind: 'event', order: 'deadline', showClosed: true }],
  ['videos · views', { kind: 'video', order: 'views' }],
];
for (const [name, options] of otherLists) await measureCold(name, options);

// 5b. Deep pages as readers meet them: every page past the held first rows (page 3 on) of the
// newest and the deadline policies, all of them and per 시·도, in a fixed shuffled order, so no
// page of the row was read before (a page read once is held, decision 023). Their lists'
// snapshots are computed here: a cold list is measured above.
const deepPageLists: ListOptions[] = (['newest', 'deadline'] as const).flatMap((order) => [
  { order },
  ...SIDO_CODES.map((code) => ({ order, filters: { region: [code] } })),
]);
const deepPages: PacedRequest[] = [];
for (const options of deepPageLists) {
  const total = ((await probeOk(service.url, listCall(options))).json as ListAnswerShape).data!
    .total_count;
  for (let page = 3; page <= Math.ceil(total / 24); page += 1) {
    deepPages.push(listCall({ ...options, page }));
  }
}
const shuffler = random(15);
for (let i = deepPages.length - 1; i > 0; i -= 1) {
  const j = shuffler.int(0, i);
  [deepPages[i], deepPages[j]] = [deepPages[j]!, deepPages[i]!];
}
let deepPageCursor = 0;
const nextDeepPage = () => deepPages[deepPageCursor++ % deepPages.length]!;

// 6. Fixed-rate rows. A list row's snapshot is computed just before it (cold, above), so the row
// is warm: fresh for 60 s, and page 200 follows page 1 within that. The last list row starts once
// its snapshot is over 60 s old: one refresh then runs behind the answers, as once a minute per
// list in normal operation.
interface Scenario {
  name: string;
  url: string;
  next: (index: number) => PacedRequest;
  /** A list row: measured cold first unless its snapshot exists. */
  list?: [coldName: string, options: ListOptions];
  /** Starts once the list's snapshot is older than its 60 s of freshness. */
  isStale?: boolean;
  /** A long row's own length (else BENCH_SECONDS). */
  seconds?: number;
}
const bareRoute = (): PacedRequest => ({ method: 'GET', path: '/bare' });
const newest: ListOptions = {};
const region11: ListOptions = { filters: { region: ['11'] } };
const region11Housing: ListOptions = { filters: { region: ['11'], category: ['housing'] } };
const scenarios: Scenario[] = [
  { name: 'bare Fastify JSON route', url: bare.url, next: bareRoute },
  {
    name: 'read_list policies · newest · page 1',
    url: service.url,
    next: () => listCall(newest),
    list: ['policies · newest', newest],
  },
  {
    name: 'read_list policies · newest · page 200',
    url: service.url,
    next: () => listCall({ ...newest, page: 200 }),
    list: ['policies · newest', { ...newest, page: 200 }],
  },
  {
    name: 'read_list policies · region 11 · page 1',
    url: service.url,
    next: () => listCall(region11),
    list: ['policies · newest · region 11', region11],
  },
  {
    name: 'read_list policies · region 11 · page 200',
    url: service.url,
    next: () => listCall({ ...region11, page: 200 }),
    list: ['policies · newest · region 11', { ...region11, page: 200 }],
  },
  {
    name: `read_list policies · pages never read before, of ${deepPageLists.length} lists`,
    url: service.url,
    next: nextDeepPage,
  },
  {
    name: 'read_list policies · region 11 + housing · page 1',
    url: service.url,
    next: () => listCall(region11Housing),
    list: ['policies · newest · region 11 + housing', region11Housing],
  },
  {
    name: `read_detail · any of ${ITEMS.toLocaleString('en-US')} cids × 10,000 client keys`,
    url: service.url,
    next: detailCall,
  },
  {
    name: 'read_detail · 1,000 item × client pairs already seen (no views to count)',
    url: service.url,
    next: seenDetailCall,
  },
  {
    name: 'read_list policies · newest · page 1 · snapshot refreshes in the row',
    url: service.url,
    next: () => listCall(newest),
    list: ['policies · newest', newest],
    isStale: true,
  },
  {
    name: 'mixed: lists, details (views counted), search',
    url: service.url,
    next: mixedCall,
  },
  ...(IS_LONG
    ? [
        {
          name: `read_list policies · newest · page 1 · ${LONG_SECONDS} s holding a refresh`,
          url: service.url,
          next: () => listCall(newest),
          seconds: LONG_SECONDS,
        },
        {
          name: `mixed · ${LONG_SECONDS} s holding refreshes`,
          url: service.url,
          next: mixedCall,
          seconds: LONG_SECONDS,
        },
      ]
    : []),
  { name: 'bare Fastify JSON route (again, last)', url: bare.url, next: bareRoute },
];

interface Result {
  name: string;
  report: LatencyReport;
  answer: string;
  cpuPerRequest: number;
  /** The bare route at BESIDE_BARE_RATE during the row (long rows only). */
  besideBare?: LatencyReport | undefined;
}
const results: Result[] = [];
const loadBefore = os.loadavg();
async function describeList(options: ListOptions) {
  const probed = await probeOk(service.url, listCall(options));
  const data = (probed.json as ListAnswerShape).data!;
  return `${data.items.length} of ${data.total_count.toLocaleString('en-US')} · ${(probed.bytes / 1024).toFixed(1)} KB gz`;
}
const rowFilter = new RegExp(process.env.BENCH_ROWS ?? '');
const chosen = scenarios.filter((s) => s.url === bare.url || rowFilter.test(s.name));
for (const scenario of chosen) {
  let answer = '';
  if (scenario.list) {
    const [coldName, options] = scenario.list;
    const first = listCall({ ...options, page: 1 });
    const key = first.path + first.body;
    if (!computedAt.has(key)) await measureCold(coldName, { ...options, page: 1 });
    if (scenario.isStale) await sleep(computedAt.get(key)! + 61_000 - performance.now());
    else answer = await describeList(options);
  }
  if (scenario.next === seenDetailCall) {
    for (const pair of SEEN_PAIRS) await probe(service.url, detailOf(pair.index, pair.clientKey));
  }
  const pid = (scenario.url === bare.url ? bare : service).child.pid;
  const cpuBefore = cpuMs(pid);
  // A stale list's refresh starts with the row's first request: no warm-up, so it is measured.
  const warmupSeconds = scenario.isStale ? 0 : 2;
  const seconds = scenario.seconds ?? SECONDS;
  // Beside each long row, the bare route in the same seconds: a slow second in both is the
  // machine's or the bench client's; in the row alone, the service's or its database's.
  const besideBare = scenario.seconds
    ? runPaced(bare.url, bareRoute, { rate: BESIDE_BARE_RATE, seconds, warmupSeconds })
    : undefined;
  const report = await runPaced(scenario.url, scenario.next, {
    rate: RATE,
    seconds,
    warmupSeconds,
  });
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / (RATE * (seconds + warmupSeconds));
  if (scenario.isStale && scenario.list) answer = await describeList(scenario.list[1]);
  results.push({
    name: scenario.name,
    report,
    answer,
    cpuPerRequest,
    besideBare: await besideBare,
  });
}
const loadAfter = os.loadavg();

const baseline = results[0]!.report.p99;
const byName = new Map(results.map((result) => [result.name, result]));
/** Page 200 against page 1 of the same list: p99, p50 and service CPU per request. */
const pageRatio = (name: string) => {
  if (!name.endsWith('page 200')) return '';
  const first = byName.get(name.replace('page 200', 'page 1'));
  const deep = byName.get(name)!;
  if (!first) return '';
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  return `${ratio(deep.report.p99, first.report.p99)} (p50 ${ratio(deep.report.p50, first.report.p50)}, CPU ${ratio(deep.cpuPerRequest, first.cpuPerRequest)})`;
};
const lines = [
  `| path | answer | rate | p50 ms | p90 ms | p99 ms | max ms | failed | p99 ÷ bare | page 200 ÷ page 1: p99 (p50, CPU) | service CPU ms/req |`,
  `|---|---|---|---|---|---|---|---|---|---|---|`,
  ...results.map(
    ({ name, report: r, answer, cpuPerRequest }) =>
      `| ${name} | ${answer} | ${r.rate}/s × ${r.seconds}s | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.failed}/${r.sent} | ${(r.p99 / baseline).toFixed(2)} | ${pageRatio(name)} | ${cpuPerRequest.toFixed(2)} |`,
  ),
];
console.log(
  `\n${runHeader(
    `database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} · ${ITEMS.toLocaleString('en-US')} items · APP_ENV=${APP_ENV}`,
    loadBefore,
    loadAfter,
  )}\n`,
);
console.log(lines.join('\n'));
console.log(
  `\nCold lists: the first request computes the snapshot (one at a time, idle server); warm is the ` +
    `median of the next 20 of the same request.\n\n` +
    `| list | total | cold ms | warm ms |\n|---|---|---|---|\n${coldLines.join('\n')}`,
);
const ready = afterReady.report!;
const slowest = (report: LatencyReport) => {
  // The clock time of each slow second, to look it up in the service's or the machine's logs.
  const overAt = report.slowestPerSecond.flatMap((ms, second) =>
    ms > 100 ? [new Date(report.startedAtMs + second * 1000).toISOString().slice(11, 19)] : [],
  );
  const at = overAt.length ? `, at ${overAt.join(', ')} UTC` : '';
  return `${report.slowestPerSecond.join(', ')} (${overAt.length} seconds over 100 ms${at})`;
};
console.log(
  `\nThe first answers after /readyz: the first list page 1 in ${round(afterReady.firstMs)} ms; ` +
    `then the lists home and the list pages open with at 200 req/s for 5 s: p50 ${ready.p50}, ` +
    `p99 ${ready.p99}, max ${ready.max} ms, failed ${ready.failed}/${ready.sent}; ` +
    `slowest per second (ms) ${slowest(ready)}.`,
);
console.log('\nThe slowest request in each second (ms) of each row:\n');
for (const { name, report, besideBare } of results) {
  console.log(`- ${name}: ${slowest(report)}`);
  if (besideBare) {
    console.log(`  - beside it, the bare route at ${besideBare.rate}/s: ${slowest(besideBare)}`);
    console.log(
      `  - how late the load generator sent the row's requests, each second: ${report.sendLatePerSecond.join(', ')}`,
    );
  }
}
probeAgent.destroy();
cleanUp();
// Keep-alive sockets of the readiness polls would hold the process open.
process.exit(0);
