// `npm run bench:search`: `search/common` on the 50,000-item catalogue (bench/catalogue-data.ts) at
// 100 requests a second for each query class of product §15, beside a bare Fastify JSON route in the
// same run. Needs `npm run build` first. PGlite by default; BENCH_DATABASE_URL=postgres://… for
// PostgreSQL. BENCH_RATE (100), BENCH_SECONDS (10 per row, after 2 s of warm-up), BENCH_ITEMS.
// BENCH_LONG=1 adds a 70 s row of never-seen queries of every class: longer than anything the
// service does once a minute (its caches' refreshes, the search index's read of changes).
//
// Two rows per class:
// - popular: requests spread over 10 queries of the class, pages 1–3, every kind tab: what a
//   running service sees (popular queries repeat; each is computed once a minute).
// - long tail: every request a query never asked before, so each one reaches the database.
// Before the rows, every popular query is timed once on an idle server (cold) and warm.
import os from 'node:os';
import { benchCatalogueRows } from './catalogue-data.js';
import {
  childrenCpuMs,
  cpuMs,
  median,
  probeAgent,
  probeOk,
  round,
  runHeader,
  startCatalogueBench,
} from './bench-support.js';
import { runPaced, type LatencyReport, type PacedRequest } from './paced-client.js';
import { normalizeSearchText } from '../src/shared/search-text.js';
import { koreaToday } from '../src/shared/korea-date.js';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const IS_LONG = process.env.BENCH_LONG === '1';
const LONG_SECONDS = 70;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';

const { bare, service, cleanUp } = await startCatalogueBench({
  items: ITEMS,
  databaseUrl: DATABASE_URL,
  appEnv: 'production',
});

// Query material: the words and syllables of the catalogue's own titles.
const titles = benchCatalogueRows(Math.min(ITEMS, 5_000), koreaToday()).map((row) => row.title);
const words = [...new Set(titles.flatMap((title) => title.split(/\s+/)))].filter(Boolean);
const hangulWords = words.filter((word) => /^[가-힣]+$/.test(word));
const syllables = [...new Set(hangulWords.join(''))];
const pieces = (length: number) =>
  [
    ...new Set(
      hangulWords.flatMap((word) =>
        Array.from({ length: Math.max(0, word.length - length + 1) }, (_, i) =>
          word.slice(i, i + length),
        ),
      ),
    ),
  ].filter((piece) => piece.length === length);
// Computed once: a row's generator runs between its requests, and time spent there counts as the
// service's (latency runs from each request's scheduled start). Recomputed per attempt, it made
// the last seconds of a long-tail row, when most attempts hit a query already asked, look slow.
const twoSyllables = pieces(2);
const threeOrFourSyllables = [...pieces(3), ...pieces(4)];
const anyOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const LATIN = ['ai', 'k-move', 'a to z', 'km', 'k', 'it', 'esg', 'sw', 'kpass', 'move'];
const REGIONS = ['서울', '부산', '경기', '인천', '대구', '광주', '대전', '제주'];
/** Hangul no catalogue title holds, for queries that match nothing. */
const absent = (() => {
  const used = new Set(syllables);
  const spare: string[] = [];
  for (let code = 0xac00; code <= 0xd7a3 && spare.length < 2_000; code += 7) {
    const char = String.fromCharCode(code);
    if (!used.has(char)) spare.push(char);
  }
  return spare;
})();
const hundredChars = () => {
  let text = '';
  while (text.length < 100) text += `${anyOf(hangulWords)} `;
  return text.slice(0, 100).trim();
};

interface QueryClass {
  name: string;
  popular: string[];
  /** A query of the class; the long-tail rows take only ones not asked before. */
  random: () => string;
}
const CLASSES: QueryClass[] = [
  {
    name: '1 syllable',
    popular: ['청', '월', '취', '창', '주', '금', '학', '일', '교', '세'],
    random: () => anyOf(syllables),
  },
  {
    name: '2 syllables',
    popular: ['청년', '월세', '수당', '취업', '창업', '주거', '적금', '장학', '면접', '교통'],
    random: () => anyOf(twoSyllables),
  },
  {
    name: '3+ syllables',
    popular: [
      '청년월세',
      '청년도약계좌',
      '면접정장',
      '구직활동',
      '마음건강',
      '전세보증금',
      '일자리',
      '청년수당',
      '취업지원',
      '주거비',
    ],
    random: () => anyOf(threeOrFourSyllables),
  },
  { name: 'Latin', popular: LATIN, random: () => anyOf(LATIN) + anyOf(LATIN).slice(0, 2) },
  {
    name: 'mixed',
    popular: [
      'k패스',
      '2030 청년',
      '서울 월세',
      '부산 일자리',
      '청년 ai',
      'k-move 해외',
      '경기 청년수당',
      'ㅊㄴㅇㅅ',
      '월세 지원',
      '인천 창업',
    ],
    random: () => `${anyOf(REGIONS)} ${anyOf(twoSyllables)}`,
  },
  {
    name: 'no match',
    popular: Array.from({ length: 10 }, (_, i) => absent[i]! + absent[i + 10]!),
    random: () => anyOf(absent) + anyOf(absent),
  },
  {
    name: '100 characters',
    popular: Array.from({ length: 10 }, hundredChars),
    random: hundredChars,
  },
];

const KINDS: string[][] = [[], ['policy'], ['event'], ['video']];
/** No region filter, or one 시·도 (with the nationwide items, as the lists do). */
const REGION_FILTERS: string[][] = [
  [],
  ...[
    '11',
    '26',
    '27',
    '28',
    '29',
    '30',
    '31',
    '36',
    '41',
    '43',
    '44',
    '46',
    '47',
    '48',
    '50',
    '51',
    '52',
  ].map((code) => [code]),
];
const searchCall = (
  keyword: string,
  page = 1,
  kind: string[] = [],
  region: string[] = [],
): PacedRequest => ({
  method: 'POST',
  path: '/api/search/common',
  headers: {
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
    'x-method': 'read_list',
    'x-client-key': '3f1c2b7e-8d3a-4b5c-9e2f-1a2b3c4d5e6f',
  },
  body: JSON.stringify({
    condition: { keyword, operator: 'and', show_closed: false },
    filters: { ...(kind.length ? { kind } : {}), ...(region.length ? { region } : {}) },
    order: 'scoring',
    pagination: { current_page_no: page, item_no_per_page: 24 },
    options: { recommend_count: 2 },
  }),
});

// Warm code paths (JIT, connections) on a query no row uses.
for (let i = 0; i < 100; i += 1) await probeOk(service.url, searchCall('워밍업', (i % 3) + 1));

// Cold and warm timing of each popular query, one request at a time on an idle server.
const asked = new Set<string>();
const coldLines: string[] = [];
for (const queryClass of CLASSES) {
  const cold: number[] = [];
  const warm: number[] = [];
  const totals: number[] = [];
  for (const query of queryClass.popular) {
    asked.add(`${normalizeSearchText(query) || query}|`);
    const first = await probeOk(service.url, searchCall(query));
    if (first.status !== 200) throw new Error(`${query}: answered ${first.status}`);
    cold.push(first.ms);
    totals.push((first.json as { data: { total_count: number } }).data.total_count);
    for (let i = 0; i < 5; i += 1) warm.push((await probeOk(service.url, searchCall(query))).ms);
  }
  console.log(`cold pass: ${queryClass.name} done`);
  coldLines.push(
    `| ${queryClass.name} | ${Math.min(...totals)}–${Math.max(...totals)} | ${round(median(cold))} | ${round(Math.max(...cold))} | ${round(median(warm))} |`,
  );
}

interface Row {
  name: string;
  url: string;
  next: () => PacedRequest;
  seconds?: number;
}
const rows: Row[] = [
  {
    name: 'bare Fastify JSON route',
    url: bare.url,
    next: () => ({ method: 'GET', path: '/bare' }),
  },
];
/** A query of the class never asked before (as a keyword and region filter pair), if any is left. */
function neverSeen(queryClass: QueryClass): PacedRequest | undefined {
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    const query = queryClass.random();
    // There are only so many syllables: a query is new as a (keyword, region filter) pair.
    const region = anyOf(REGION_FILTERS);
    const key = `${normalizeSearchText(query) || query}|${region.join()}`;
    if (!asked.has(key)) {
      asked.add(key);
      return searchCall(query, 1, [], region);
    }
  }
  return undefined;
}
for (const queryClass of CLASSES) {
  rows.push({
    name: `${queryClass.name} · popular`,
    url: service.url,
    next: () =>
      searchCall(anyOf(queryClass.popular), 1 + Math.floor(Math.random() * 3), anyOf(KINDS)),
  });
  rows.push({
    name: `${queryClass.name} · long tail (every query new)`,
    url: service.url,
    next: () => {
      const request = neverSeen(queryClass);
      if (!request) throw new Error(`${queryClass.name}: no new query left`);
      return request;
    },
  });
}
if (IS_LONG) {
  rows.push({
    name: `every class · long tail, ${LONG_SECONDS} s`,
    url: service.url,
    // Any class, until a class (Latin) has no new query left.
    next: () => {
      for (;;) {
        const request = neverSeen(anyOf(CLASSES));
        if (request) return request;
      }
    },
    seconds: LONG_SECONDS,
  });
}
rows.push({ name: 'bare Fastify JSON route (again, last)', url: bare.url, next: rows[0]!.next });

const results: {
  name: string;
  report: LatencyReport;
  cpuPerRequest: number;
  databaseCpuPerRequest: number;
}[] = [];
const loadBefore = os.loadavg();
/** Waits until the service has worked off a row's backlog, so rows do not slow each other. */
async function settle() {
  for (let i = 0; i < 120; i += 1) {
    if ((await probeOk(service.url, searchCall(CLASSES[5]!.popular[0]!))).ms < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
for (const row of rows) {
  await settle();
  const pid = (row.url === bare.url ? bare : service).child.pid;
  const cpuBefore = cpuMs(pid);
  const databaseCpuBefore = childrenCpuMs(pid);
  const seconds = row.seconds ?? SECONDS;
  const report = await runPaced(row.url, row.next, { rate: RATE, seconds, warmupSeconds: 2 });
  console.log(
    `row: ${row.name}: p99 ${report.p99} ms, failed ${report.failed}/${report.sent}; ` +
      `slowest per second ${report.slowestPerSecond.join(', ')} ms`,
  );
  results.push({
    name: row.name,
    report,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / (RATE * (seconds + 2)),
    databaseCpuPerRequest: (childrenCpuMs(pid) - databaseCpuBefore) / (RATE * (seconds + 2)),
  });
}
const loadAfter = os.loadavg();

const baseline = results[0]!.report.p99;
console.log(
  `\n${runHeader(`database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} · ${ITEMS.toLocaleString('en-US')} items`, loadBefore, loadAfter)}\n`,
);
console.log(
  [
    '| query class · row | rate | p50 ms | p90 ms | p99 ms | max ms | seconds over 100 ms | failed | p99 ÷ bare | service CPU ms/req | embedded database CPU ms/req |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ name, report: r, cpuPerRequest, databaseCpuPerRequest }) =>
        `| ${name} | ${r.rate}/s × ${r.seconds}s | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.slowestPerSecond.filter((ms) => ms > 100).length}/${r.slowestPerSecond.length} | ${r.failed}/${r.sent} | ${(r.p99 / baseline).toFixed(2)} | ${cpuPerRequest.toFixed(2)} | ${Number.isNaN(databaseCpuPerRequest) ? '—' : databaseCpuPerRequest.toFixed(2)} |`,
    ),
  ].join('\n'),
);
console.log(
  `\nPopular queries one at a time on an idle server: the first request computes the matches ` +
    `(cold), the next five are served from them (warm, median).\n\n` +
    `| query class | matches | cold median ms | cold max ms | warm ms |\n|---|---|---|---|---|\n${coldLines.join('\n')}`,
);
probeAgent.destroy();
cleanUp();
process.exit(0);
