import type { InterestCategory } from '../../../shared/categories.js';
import type {
  EducationCondition,
  Eligibility,
  EmploymentCondition,
  IncomeCondition,
  MaritalCondition,
  SpecialCondition,
} from '../../../shared/eligibility.js';
import { SIDO_CODES } from '../../../shared/regions.js';

/**
 * One 온통청년 `getPlcy` record (2025 API) turned into our policy fields. Pure: the importer adds
 * the database. Any field may be missing or empty; codes follow the API's code tables, where the
 * "제한없음" codes mean no restriction.
 */

/** The raw record: every field a string, any of them possibly absent. */
export type YouthcenterRecord = Record<string, string | null | undefined>;

export type ApplyPeriod =
  { kind: 'range'; start: string; end: string } | { kind: 'always' } | { kind: 'closed' };

export interface NormalizedPolicy {
  sourceId: string;
  title: string;
  summary: string;
  support: string;
  howToApply: string;
  documents: string;
  agency: string;
  supervisingAgency: string;
  keywords: string[];
  categories: InterestCategory[];
  period: ApplyPeriod;
  eligibility: Eligibility;
  views: number;
  links: { apply?: string; reference?: string[] };
  sourceUpdatedAt: string | undefined;
}

export class InvalidRecordError extends Error {
  override name = 'InvalidRecordError';
}

const EMPLOYMENT: Record<string, EmploymentCondition> = {
  '0013001': 'employed',
  '0013002': 'self_employed',
  '0013003': 'unemployed',
  '0013004': 'freelancer',
  '0013005': 'day_laborer',
  '0013006': 'entrepreneur',
  '0013007': 'short_term_worker',
  '0013008': 'farmer',
  '0013009': 'other',
};
const EDUCATION: Record<string, EducationCondition> = {
  '0049001': 'below_high_school',
  '0049002': 'high_school_student',
  '0049003': 'high_school_graduating',
  '0049004': 'high_school_graduate',
  '0049005': 'university_student',
  '0049006': 'university_graduating',
  '0049007': 'university_graduate',
  '0049008': 'graduate_degree',
  '0049009': 'other',
};
const SPECIAL: Record<string, SpecialCondition> = {
  '0014001': 'sme_worker',
  '0014002': 'woman',
  '0014003': 'basic_livelihood',
  '0014004': 'single_parent',
  '0014005': 'disabled',
  '0014006': 'farmer',
  '0014007': 'soldier',
  '0014008': 'local_talent',
  '0014009': 'other',
};
const MARITAL: Record<string, MaritalCondition> = { '0055001': 'married', '0055002': 'single' };
const NO_RESTRICTION = new Set(['0013010', '0049010', '0014010', '0055003']);

const APPLY_ALWAYS = '0057002';
const APPLY_CLOSED = '0057003';
const INCOME_ANNUAL = '0043002';
const INCOME_OTHER = '0043003';

/** 대분류 names (either taxonomy) to our interest categories. */
const CATEGORY_BY_FIELD: [RegExp, InterestCategory[]][] = [
  [/일자리|취업|창업/, ['jobs']],
  [/주거/, ['housing']],
  [/교육|직업훈련/, ['education']],
  [/금융/, ['finance']],
  [/복지/, ['welfare']],
  [/문화|예술/, ['culture']],
  [/건강|의료/, ['health']],
  [/여행|관광/, ['travel']],
  [/참여|권리/, ['other']],
];

const text = (record: YouthcenterRecord, field: string) => (record[field] ?? '').trim();

function codes<T>(value: string, table: Record<string, T>): T[] | undefined {
  const list = value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((c) => NO_RESTRICTION.has(c))) return undefined;
  const mapped = [...new Set(list.map((c) => table[c]).filter((v): v is T => v !== undefined))];
  return mapped.length ? mapped : undefined;
}

function ymd(value: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)
    ? undefined
    : `${y}-${m}-${d}`;
}

/** `aplyYmd` ("YYYYMMDD ~ YYYYMMDD", sometimes several lines) and `aplyPrdSeCd` (특정기간/상시/마감). */
export function applyPeriod(record: YouthcenterRecord): ApplyPeriod {
  const kind = text(record, 'aplyPrdSeCd');
  if (kind === APPLY_ALWAYS) return { kind: 'always' };
  const ranges = [...text(record, 'aplyYmd').matchAll(/(\d{8})\s*~\s*(\d{8})/g)]
    .map(([, from = '', to = '']) => ({ start: ymd(from), end: ymd(to) }))
    .filter((r): r is { start: string; end: string } => !!r.start && !!r.end && r.start <= r.end);
  if (ranges.length) {
    // Several rounds: the whole span, from the first opening to the last deadline.
    const start = ranges.map((r) => r.start).sort()[0]!;
    const end = ranges
      .map((r) => r.end)
      .sort()
      .at(-1)!;
    return { kind: 'range', start, end };
  }
  if (kind === APPLY_CLOSED) return { kind: 'closed' };
  return { kind: 'always' }; // no dates given: the source means 상시
}

function age(record: YouthcenterRecord): Eligibility['age'] {
  const min = Number.parseInt(text(record, 'sprtTrgtMinAge'), 10);
  const max = Number.parseInt(text(record, 'sprtTrgtMaxAge'), 10);
  // 0 means no limit; 1 and 99+ are the source's way of saying the same. sprtTrgtAgeLmtYn is unreliable.
  const hasMin = Number.isInteger(min) && min > 1;
  const hasMax = Number.isInteger(max) && max > 0 && max < 99;
  if (!hasMin && !hasMax) return undefined;
  return { ...(hasMin ? { min } : {}), ...(hasMax ? { max } : {}) };
}

function income(record: YouthcenterRecord): IncomeCondition | undefined {
  const kind = text(record, 'earnCndSeCd');
  const note = text(record, 'earnEtcCn');
  if (kind === INCOME_ANNUAL) {
    const min = Number.parseInt(text(record, 'earnMinAmt'), 10);
    const max = Number.parseInt(text(record, 'earnMaxAmt'), 10);
    const range = {
      ...(Number.isInteger(min) && min > 0 ? { minManwon: min } : {}),
      ...(Number.isInteger(max) && max > 0 ? { maxManwon: max } : {}),
    };
    if (Object.keys(range).length) return { kind: 'annual', ...range };
  }
  const medianPercent = /중위\s*소득\s*(\d{2,3})\s*%/.exec(note);
  if (medianPercent) return { kind: 'median_ratio', maxPercent: Number(medianPercent[1]) };
  if ((kind === INCOME_OTHER || kind === INCOME_ANNUAL) && note)
    return { kind: 'text', text: note };
  return undefined;
}

/** 시·도 of a 5-digit 시군구 code, the 2026 map read back to the 17 user-facing regions. */
export function sidoOf(sigungu: string): string | undefined {
  if (!/^\d{5}$/.test(sigungu)) return undefined;
  const prefix = sigungu.slice(0, 2);
  if (prefix === '12') return Number(sigungu) >= 12200 && Number(sigungu) < 12400 ? '29' : '46';
  if (prefix === '42') return '51'; // 강원 before 2023-06
  if (prefix === '45') return '52'; // 전북 before 2024-01
  return (SIDO_CODES as readonly string[]).includes(prefix) ? prefix : undefined;
}

function regions(record: YouthcenterRecord): Eligibility['regions'] {
  const sigungu = [
    ...new Set(
      text(record, 'zipCd')
        .split(',')
        .map((c) => c.trim())
        .filter((c) => sidoOf(c)),
    ),
  ];
  const sido = [...new Set(sigungu.map((c) => sidoOf(c)!))].sort();
  // Nationwide policies list every 시군구 (about 256 codes): no restriction.
  if (sido.length === 0 || sido.length === SIDO_CODES.length) return undefined;
  return { sido, sigungu };
}

function categories(record: YouthcenterRecord): InterestCategory[] {
  const field = `${text(record, 'lclsfNm')} ${text(record, 'mclsfNm')}`;
  const found = CATEGORY_BY_FIELD.filter(([pattern]) => pattern.test(field)).flatMap(([, c]) => c);
  return found.length ? [...new Set(found)] : ['other'];
}

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function normalizeRecord(record: YouthcenterRecord): NormalizedPolicy {
  const sourceId = text(record, 'plcyNo');
  const title = text(record, 'plcyNm');
  if (!sourceId) throw new InvalidRecordError('plcyNo is missing');
  if (!title) throw new InvalidRecordError(`${sourceId}: plcyNm is missing`);

  const eligibility: Eligibility = {};
  const assign = <K extends keyof Eligibility>(key: K, value: Eligibility[K] | undefined) => {
    if (value !== undefined && value !== '') eligibility[key] = value;
  };
  assign('age', age(record));
  assign('regions', regions(record));
  assign('income', income(record));
  assign('employment', codes(text(record, 'jobCd'), EMPLOYMENT));
  assign('education', codes(text(record, 'schoolCd'), EDUCATION));
  assign('special', codes(text(record, 'sbizCd'), SPECIAL));
  assign('marital', codes(text(record, 'mrgSttsCd'), MARITAL));
  assign('additionalConditions', text(record, 'addAplyQlfcCndCn'));
  assign('excludedTargets', text(record, 'ptcpPrpTrgtCn'));

  const views = Number.parseInt(text(record, 'inqCnt'), 10);
  const references = ['refUrlAddr1', 'refUrlAddr2']
    .map((f) => httpUrl(text(record, f)))
    .filter((u): u is string => !!u);
  const apply = httpUrl(text(record, 'aplyUrlAddr'));
  const updated = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text(record, 'lastMdfcnDt'));

  return {
    sourceId,
    title,
    summary: text(record, 'plcyExplnCn'),
    support: text(record, 'plcySprtCn'),
    howToApply: text(record, 'plcyAplyMthdCn'),
    documents: text(record, 'sbmsnDcmntCn'),
    agency: text(record, 'operInstCdNm') || text(record, 'sprvsnInstCdNm'),
    supervisingAgency: text(record, 'sprvsnInstCdNm'),
    keywords: text(record, 'plcyKywdNm')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    categories: categories(record),
    period: applyPeriod(record),
    eligibility,
    views: Number.isInteger(views) && views > 0 ? views : 0,
    links: { ...(apply ? { apply } : {}), ...(references.length ? { reference: references } : {}) },
    // The source writes Korea time without a zone.
    sourceUpdatedAt: updated ? `${updated[1]}T${updated[2]}+09:00` : undefined,
  };
}

/** Errors arrive with HTTP 200: the envelope's resultCode says whether the page is data. */
export function readEnvelope(body: unknown): { records: YouthcenterRecord[]; total: number } {
  const envelope = body as {
    resultCode?: unknown;
    resultMessage?: unknown;
    result?: unknown;
  } | null;
  if (!envelope || typeof envelope !== 'object') throw new Error('온통청년 answer is not JSON');
  if (Number(envelope.resultCode) !== 200) {
    throw new Error(
      `온통청년 refused the request: ${String(envelope.resultCode)} ${String(envelope.resultMessage ?? '')}`,
    );
  }
  const result = envelope.result as {
    youthPolicyList?: unknown;
    pagging?: { totCount?: unknown };
  } | null;
  const list = Array.isArray(result?.youthPolicyList)
    ? (result.youthPolicyList as YouthcenterRecord[])
    : [];
  return { records: list, total: Number(result?.pagging?.totCount ?? list.length) };
}
