// The benchmark catalogue: 50,000 items recombined from the hand-written demo content (real Korean
// titles, summaries, bodies, agencies, eligibility), with periods relative to today, creation
// times over two years and skewed view counts. Deterministic for a given day and count.
//
// `tsx bench/catalogue-data.ts [count]` loads it into DATABASE_URL or the PGlite under DATA_DIR
// (replacing earlier benchmark rows); `npm run bench:catalogue` loads it itself.
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { addDays, koreaToday } from '../src/shared/korea-date.js';
import type { Database } from '../src/server/db/schema.js';
import { demoRows } from '../src/server/db/seed/seed-demo.js';
import {
  type CatalogueItemInput,
  CatalogueWriter,
} from '../src/server/modules/catalogue/catalogue-writer.js';
import { NO_OTHER_CACHES } from '../src/server/shared-state/cache-invalidation.js';

type Row = CatalogueItemInput;
type Kind = 'policy' | 'event' | 'video';

export const BENCH_CATALOGUE_SIZE = 50_000;

/** Kinds in a fixed rotation of 20: 12 policies (60 %), 5 events (25 %), 3 videos (15 %). */
export function benchKindOf(index: number): Kind {
  const slot = index % 20;
  return slot < 12 ? 'policy' : slot < 17 ? 'event' : 'video';
}

export const benchCid = (index: number) =>
  `${benchKindOf(index)}-bench-${String(index).padStart(6, '0')}`;

/** Share of regional policies per 시·도 (the capital area and 경기's many 시·군 dominate). */
const SIDO_WEIGHTS: [string, number][] = [
  ['11', 14],
  ['41', 22],
  ['26', 6],
  ['27', 5],
  ['28', 6],
  ['29', 4],
  ['30', 4],
  ['31', 3],
  ['36', 2],
  ['51', 6],
  ['43', 5],
  ['44', 6],
  ['52', 5],
  ['46', 6],
  ['47', 7],
  ['48', 7],
  ['50', 3],
];
/** 시·군·구 that run their own youth policies (a few per 시·도), as 온통청년 lists them. */
const SIGUNGU: Record<string, [short: string, full: string, names: string[]]> = {
  '11': [
    '서울',
    '서울특별시',
    ['강남구', '관악구', '마포구', '성동구', '노원구', '은평구', '송파구'],
  ],
  '41': [
    '경기',
    '경기도',
    ['수원시', '성남시', '고양시', '용인시', '화성시', '부천시', '안산시', '시흥시'],
  ],
  '26': ['부산', '부산광역시', ['해운대구', '부산진구', '사하구', '북구']],
  '27': ['대구', '대구광역시', ['수성구', '달서구', '북구']],
  '28': ['인천', '인천광역시', ['부평구', '연수구', '남동구', '서구']],
  '29': ['광주', '광주광역시', ['북구', '광산구', '서구']],
  '30': ['대전', '대전광역시', ['유성구', '서구', '중구']],
  '31': ['울산', '울산광역시', ['남구', '중구', '울주군']],
  '36': ['세종', '세종특별자치시', []],
  '51': ['강원', '강원특별자치도', ['춘천시', '원주시', '강릉시', '속초시']],
  '43': ['충북', '충청북도', ['청주시', '충주시', '제천시']],
  '44': ['충남', '충청남도', ['천안시', '아산시', '당진시', '공주시']],
  '52': ['전북', '전북특별자치도', ['전주시', '군산시', '익산시', '완주군']],
  '46': ['전남', '전라남도', ['순천시', '여수시', '목포시', '나주시']],
  '47': ['경북', '경상북도', ['포항시', '구미시', '경산시', '안동시']],
  '48': ['경남', '경상남도', ['창원시', '김해시', '진주시', '양산시']],
  '50': ['제주', '제주특별자치도', ['제주시', '서귀포시']],
};

/** Half of the regional policies are a 시·군·구's own: its name in the title, its office as agency. */
function localVariant(rng: Random, row: Row): Pick<Row, 'title' | 'agency'> {
  const [short, full, names] = SIGUNGU[row.regions?.[0] ?? ''] ?? ['', '', []];
  if (names.length === 0 || rng.next() < 0.5 || !row.title.startsWith(`${short} `)) {
    return { title: row.title, agency: row.agency ?? '' };
  }
  const sigungu = rng.pick(names);
  return {
    title: `${short} ${sigungu}${row.title.slice(short.length)}`,
    agency: `${full} ${sigungu} ${rng.pick(['청년정책과', '일자리정책과', '청년청소년과', '미래전략과', '복지정책과'])}`,
  };
}

/** Share of policies open to all of Korea (central ministries). */
const NATIONWIDE_SHARE = 0.15;

/** mulberry32: a small seeded generator, so every run builds the same catalogue. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(entries: readonly [T, number][]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries.at(-1)![0];
  };
  return { next, int, pick, weighted };
}
type Random = ReturnType<typeof random>;

type Period = Pick<Row, 'apply_kind' | 'apply_start' | 'apply_end'>;

/** Application periods as offsets from today: about 68 % of policies are open, coming or 상시. */
function policyPeriod(rng: Random, today: string): Period {
  const range = (start: number, end: number): Period => ({
    apply_kind: 'range',
    apply_start: addDays(today, start),
    apply_end: addDays(today, end),
  });
  const r = rng.next();
  if (r < 0.35) return range(-rng.int(0, 60), rng.int(0, 90)); // open
  if (r < 0.42) return range(-rng.int(10, 40), rng.int(0, 7)); // closing within a week
  if (r < 0.5) {
    const start = rng.int(1, 30); // coming
    return range(start, start + rng.int(14, 60));
  }
  if (r < 0.75) {
    const end = -rng.int(1, 700); // closed
    return range(end - rng.int(14, 90), end);
  }
  if (r < 0.93) return { apply_kind: 'always', apply_start: null, apply_end: null };
  return { apply_kind: 'closed', apply_start: null, apply_end: null };
}

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A title as sources vary it: a year, a round, a half, an extra call. */
function titleVariant(rng: Random, title: string, year: number): string {
  const r = rng.next();
  if (r < 0.55) return title;
  if (r < 0.7) return `${year - rng.int(0, 1)}년 ${title}`;
  if (r < 0.8) return `${title} (${rng.int(1, 4)}차 모집)`;
  if (r < 0.9) return `${title} (${rng.pick(['상반기', '하반기'])})`;
  if (r < 0.95) return `[${rng.pick(['모집', '공고', '안내', '접수중'])}] ${title}`;
  return `${title} 추가 모집`;
}

/** Some bodies are as long as real notices: another item's paragraphs appended as 유의 사항. */
function longerBody(rng: Random, body: string, others: Row[]): string {
  if (rng.next() < 0.5) return body;
  const extra = rng.pick(others).body ?? '';
  const paragraphs = extra.split('\n\n').slice(1, 3).join('\n\n');
  return paragraphs ? `${body}\n\n유의 사항\n\n${paragraphs}` : body;
}

/**
 * `count` catalogue rows built from the demo content, dated from `today`. cids are
 * `policy-bench-000123` etc. (see benchCid); source 'demo' with source_id `bench:<cid>`.
 */
export function benchCatalogueRows(
  count = BENCH_CATALOGUE_SIZE,
  today = koreaToday(),
  now = new Date(),
): Row[] {
  const rng = random(20_261_122);
  const demo = demoRows(today, now);
  const byKind = (kind: Kind) => demo.filter((row) => row.kind === kind);
  const policies = byKind('policy');
  const nationwide = policies.filter((row) => (row.regions ?? []).length === 0);
  const bySido = new Map(
    SIDO_WEIGHTS.map(([code]) => [code, policies.filter((row) => row.regions?.[0] === code)]),
  );
  const events = byKind('event');
  const videos = byKind('video');
  const year = Number(today.slice(0, 4));
  const twoYearsMs = 730 * 24 * 60 * 60 * 1000;
  // Related items of a video point at benchmark policies and events, like real ones do.
  const relatedPool = Array.from({ length: Math.min(count, 2_000) }, (_, i) => i).filter(
    (i) => benchKindOf(i) !== 'video',
  );

  const rows: Row[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = benchKindOf(index);
    const cid = benchCid(index);
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * twoYearsMs));
    const updatedAt = new Date(
      Math.min(now.getTime(), createdAt.getTime() + rng.int(0, 30) * 86_400_000),
    );
    // Views: most items are seen little, a few a lot.
    const views = Math.floor(60_000 * rng.next() ** 4);
    const common = {
      cid,
      source: 'demo' as const,
      source_id: `bench:${cid}`,
      views,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
      thumbnail_url: rng.next() < 0.3 ? `https://static.youthbenefit.kr/bench/${cid}.webp` : null,
    };

    if (kind === 'policy') {
      const base =
        rng.next() < NATIONWIDE_SHARE
          ? rng.pick(nationwide)
          : rng.pick(bySido.get(rng.weighted(SIDO_WEIGHTS))!);
      const period = policyPeriod(rng, today);
      const isOpen = period.apply_kind === 'always' || (period.apply_end ?? '') >= today;
      const local = localVariant(rng, base);
      rows.push({
        ...base,
        ...common,
        ...period,
        agency: local.agency,
        title: titleVariant(rng, local.title, year),
        body: longerBody(rng, base.body ?? '', policies),
        is_pick: isOpen && rng.next() < 0.02,
      });
    } else if (kind === 'event') {
      const base = rng.pick(events);
      const details = base.details ?? {};
      // Apply until a day before the event; about 40 % of events are over.
      const applyEnd = rng.next() < 0.4 ? -rng.int(1, 700) : rng.int(0, 60);
      const applyStart = applyEnd - rng.int(7, 45);
      const startsOn = addDays(today, applyEnd + rng.int(1, 14));
      const days = rng.int(0, 2);
      const startTime = String(details.startsAt).slice(11, 16);
      const endTime = String(details.endsAt).slice(11, 16);
      rows.push({
        ...base,
        ...common,
        title: titleVariant(rng, base.title, year),
        apply_kind: 'range',
        apply_start: addDays(today, applyStart),
        apply_end: addDays(today, applyEnd),
        is_pick: applyEnd >= 0 && rng.next() < 0.03,
        details: {
          ...details,
          startsAt: `${startsOn}T${startTime}:00+09:00`,
          endsAt: `${addDays(startsOn, days)}T${endTime}:00+09:00`,
        },
      });
    } else {
      const base = rng.pick(videos);
      const details = base.details ?? {};
      const videoId = Array.from({ length: 11 }, () => rng.pick([...VIDEO_ID_ALPHABET])).join('');
      const related = Array.from({ length: rng.int(0, 3) }, () => {
        const i = rng.pick(relatedPool);
        return { kind: benchKindOf(i), cid: benchCid(i) };
      });
      rows.push({
        ...base,
        ...common,
        title: titleVariant(rng, base.title, year),
        is_pick: rng.next() < 0.03,
        details: {
          ...details,
          videoId,
          durationSeconds: rng.int(45, 2_400),
          related,
        },
      });
    }
  }
  return rows;
}

/**
 * Replaces the demo and benchmark rows of the catalogue with `rows`: written through the catalogue
 * writer 5,000 to a transaction, then VACUUM ANALYZE, so every run starts from the same table (no
 * dead rows of an earlier run) with planner statistics, as autovacuum would leave it on PostgreSQL.
 * No server runs on the benchmark's database while it loads: nobody's caches to invalidate.
 */
export async function loadBenchCatalogue(
  db: Kysely<Database>,
  rows: Row[],
): Promise<{ inserted: number; others: number; ms: number }> {
  const started = performance.now();
  await db.deleteFrom('catalogue_items').where('source', '=', 'demo').execute();
  // A GIN index is built many times faster at once than entry by entry (12 s against 35 s for
  // 50,000 items on PGlite): drop it for the load, build it again after.
  await sql`drop index if exists catalogue_search_grams`.execute(db);
  const writer = new CatalogueWriter({ db, invalidation: NO_OTHER_CACHES });
  let inserted = 0;
  const perTransaction = 5_000;
  for (let start = 0; start < rows.length; start += perTransaction) {
    inserted += (await writer.upsert(rows.slice(start, start + perTransaction), 'fail')).length;
  }
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  await sql`create index catalogue_search_grams on catalogue_search using gin (grams)`.execute(db);
  await sql`vacuum analyze catalogue_items`.execute(db);
  await sql`vacuum analyze catalogue_search`.execute(db);
  const { rows: counted } = await sql<{
    others: number;
  }>`select count(*)::int as others from catalogue_items where source <> 'demo'`.execute(db);
  return { inserted, others: counted[0]?.others ?? 0, ms: performance.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { pino } = await import('pino');
  const { loadConfig } = await import('../src/server/config.js');
  const { openDatabase } = await import('../src/server/db/database.js');
  const { migrateToLatest } = await import('../src/server/db/migrate.js');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
    logger: pino({ level: 'warn' }),
  });
  try {
    await migrateToLatest(database.db);
    const count = Number(process.argv[2] ?? BENCH_CATALOGUE_SIZE);
    const { inserted, ms } = await loadBenchCatalogue(database.db, benchCatalogueRows(count));
    console.log(`${inserted} benchmark items loaded into ${database.kind} in ${Math.round(ms)} ms`);
  } finally {
    await database.close();
  }
}
