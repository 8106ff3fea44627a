import type { InterestCategory } from '../../../shared/categories.js';
import type {
  EducationCondition,
  Eligibility,
  EmploymentCondition,
  FromTextKey,
  IncomeCondition,
  MaritalCondition,
  SpecialCondition,
} from '../../../shared/eligibility.js';
import { SIDO_CODES } from '../../../shared/regions.js';
import { readAge, readHousing, readMilitaryExtension, readRegions } from './read-text.js';
import { canonicalSigungu, SIGUNGU_CODES_2026, sidoOfSigungu } from './sigungu-codes.js';

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
  /** 문의처 lines of the record (phone numbers, help desks); '' when it names none. */
  contacts: string;
  agency: string;
  supervisingAgency: string;
  keywords: string[];
  categories: InterestCategory[];
  period: ApplyPeriod;
  eligibility: Eligibility;
  views: number;
  links: { apply?: string; reference?: string[] };
  sourceUpdatedAt: string | undefined;
  /** frstRegDt as an ISO time: when the policy first appeared at the source. */
  sourceCreatedAt: string | undefined;
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
/** plcyAprvSttsCd: only 승인 (approved) policies are published; the others are drafts or refused. */
const APPROVED = '0044002';
const APPROVAL_LABELS: Record<string, string> = {
  '0044001': '신청',
  '0044003': '반려',
  '0044004': '임시저장',
};
const APPLY_CLOSED = '0057003';
const INCOME_ANNUAL = '0043002';
const INCOME_OTHER = '0043003';

/** 대분류 and 중분류 names (either taxonomy) to our interest categories. */
const CATEGORY_BY_FIELD: [RegExp, InterestCategory[]][] = [
  [/일자리|취업|창업|재직/, ['jobs']],
  [/주거|주택|거주|기숙사/, ['housing']],
  [/교육|직업훈련|역량/, ['education']],
  [/금융|대출/, ['finance']],
  [/복지|취약계층|생활지원/, ['welfare']],
  [/문화|예술/, ['culture']],
  [/건강|의료/, ['health']],
  [/여행|관광/, ['travel']],
  [/참여|권리|권익|기반|인프라/, ['other']],
];

/** A field as trimmed text. The API sends strings, but a saved or edited file may hold numbers. */
function text(record: YouthcenterRecord, field: string): string {
  const value: unknown = record[field];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

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
export const sidoOf = sidoOfSigungu;

/** 시·도 → its 시군구 codes on the 2026 map, the merged 12 split the way `sidoOf` reads it. */
const SIGUNGU_BY_SIDO: ReadonlyMap<string, readonly string[]> = (() => {
  const bySido = new Map<string, string[]>();
  for (const code of SIGUNGU_CODES_2026) {
    const sido = sidoOf(code);
    if (sido) bySido.set(sido, [...(bySido.get(sido) ?? []), code]);
  }
  return bySido;
})();

/**
 * `zipCd` (comma-separated 시군구 codes) as regions. A 시·도 whose every 시군구 is listed becomes the
 * 시·도 alone, so `sigungu` only narrows the 시·도 that are partly covered; codes of older maps
 * count for the areas they became. Every 시·도 touched (the source lists about 256 codes for a
 * nationwide policy) or none at all means no restriction.
 */
export function regions(zipCd: string): Eligibility['regions'] {
  if (regionsOfList.has(zipCd)) return regionsOfList.get(zipCd);
  const worked = regionsOfCodes(zipCd);
  if (worked) {
    Object.freeze(worked.sido);
    if (worked.sigungu) Object.freeze(worked.sigungu);
    Object.freeze(worked);
  }
  if (regionsOfList.size >= REGION_LISTS_KEPT) regionsOfList.clear();
  regionsOfList.set(zipCd, worked);
  return worked;
}

/**
 * The regions of each zipCd list met, shared (frozen) by the records that list it: records repeat
 * few lists (every nationwide policy lists the same 256 codes), and working one out was a tenth of
 * an import's time.
 */
const regionsOfList = new Map<string, Eligibility['regions']>();
const REGION_LISTS_KEPT = 2_000;

function regionsOfCodes(zipCd: string): Eligibility['regions'] {
  const listed = [
    ...new Set(
      zipCd
        .split(',')
        .map((c) => c.trim())
        .filter((c) => sidoOf(c)),
    ),
  ];
  const sido = [...new Set(listed.map((c) => sidoOf(c)!))].sort();
  if (sido.length === 0 || sido.length === SIDO_CODES.length) return undefined;
  const covered = new Set(listed.flatMap(canonicalSigungu));
  const whole = new Set(
    sido.filter((s) => SIGUNGU_BY_SIDO.get(s)?.every((code) => covered.has(code)) ?? false),
  );
  const sigungu = listed.filter((c) => !whole.has(sidoOf(c)!));
  return sigungu.length ? { sido, sigungu } : { sido };
}

/**
 * Age, region and housing that the record states only in its text (read-text.ts), where its fields
 * are empty, marked as read from text; a military extension of the age limit is only ever written
 * there.
 */
function readFromText(record: YouthcenterRecord, eligibility: Eligibility): void {
  const target = ['plcyNm', 'plcyExplnCn', 'plcySprtCn', 'addAplyQlfcCndCn']
    .map((field) => text(record, field))
    .join('\n');
  const fromText = new Set<FromTextKey>();
  if (!eligibility.age) {
    const age = readAge(target);
    if (age) {
      eligibility.age = age;
      fromText.add('age');
    }
  }
  const extension = eligibility.age?.max !== undefined ? readMilitaryExtension(target) : undefined;
  if (eligibility.age && extension !== undefined) {
    eligibility.age = { ...eligibility.age, militaryMaxMonths: extension };
    fromText.add('age');
  }
  if (!text(record, 'zipCd')) {
    const regions = readRegions(target);
    if (regions) {
      eligibility.regions = regions;
      fromText.add('regions');
    }
  }
  const housing = readHousing(target, text(record, 'ptcpPrpTrgtCn'));
  if (housing) {
    eligibility.housing = housing;
    fromText.add('housing');
  }
  if (fromText.size) eligibility.fromText = [...fromText];
}

function categories(record: YouthcenterRecord): InterestCategory[] {
  const matching = (field: string) => [
    ...new Set(CATEGORY_BY_FIELD.filter(([pattern]) => pattern.test(field)).flatMap(([, c]) => c)),
  ];
  // 중분류 first: a 대분류 such as 금융･복지･문화 spans three of our categories at once.
  const specific = matching(text(record, 'mclsfNm'));
  if (specific.length) return specific;
  const broad = matching(text(record, 'lclsfNm'));
  return broad.length ? broad : ['other'];
}

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** "YYYY-MM-DD HH:MM:SS", which the source writes in Korea time without a zone, as ISO 8601. */
function koreaDateTime(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?$/.exec(value);
  if (!match) return undefined;
  const [, day = '', time = ''] = match;
  const iso = `${day}T${time}+09:00`;
  // Reject what Date would roll over (2026-02-30) or cannot read (25:00:00).
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || !ymd(day.replaceAll('-', ''))) return undefined;
  return iso;
}

/** A phone number as Korean agencies write it: 02-123-4567, 031-1234-5678, 1599-2000. */
const PHONE = /(?:^|[^\d])(?:0\d{1,2}[-.)]\s?\d{3,4}[-.]\d{4}|1[3-9]\d{2}-\d{4})(?!\d)/;
const CONTACT_WORD = /문의|연락처|전화|상담센터|콜센터|☎|☏/;

/** 문의처 lines of 기타사항 (etcMttrCn): the only place the records name a help desk or a phone. */
function contacts(note: string): string {
  return note
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && (CONTACT_WORD.test(line) || PHONE.test(line)))
    .join('\n');
}

export function normalizeRecord(record: YouthcenterRecord): NormalizedPolicy {
  const sourceId = text(record, 'plcyNo');
  const title = text(record, 'plcyNm');
  if (!sourceId) throw new InvalidRecordError('plcyNo is missing');
  if (!title) throw new InvalidRecordError(`${sourceId}: plcyNm is missing`);
  const approval = text(record, 'plcyAprvSttsCd');
  // A list capture holds only approved policies; trimmed records may omit the status.
  if (approval && approval !== APPROVED) {
    const label = APPROVAL_LABELS[approval] ?? 'unknown status';
    throw new InvalidRecordError(`${sourceId}: not approved (plcyAprvSttsCd ${approval} ${label})`);
  }

  const eligibility: Eligibility = {};
  const assign = <K extends keyof Eligibility>(key: K, value: Eligibility[K] | undefined) => {
    if (value !== undefined && value !== '') eligibility[key] = value;
  };
  assign('age', age(record));
  assign('regions', regions(text(record, 'zipCd')));
  assign('income', income(record));
  assign('employment', codes(text(record, 'jobCd'), EMPLOYMENT));
  assign('education', codes(text(record, 'schoolCd'), EDUCATION));
  assign('special', codes(text(record, 'sbizCd'), SPECIAL));
  assign('marital', codes(text(record, 'mrgSttsCd'), MARITAL));
  assign('additionalConditions', text(record, 'addAplyQlfcCndCn'));
  assign('excludedTargets', text(record, 'ptcpPrpTrgtCn'));
  readFromText(record, eligibility);

  const views = Number.parseInt(text(record, 'inqCnt'), 10);
  const references = ['refUrlAddr1', 'refUrlAddr2']
    .map((f) => httpUrl(text(record, f)))
    .filter((u): u is string => !!u);
  const apply = httpUrl(text(record, 'aplyUrlAddr'));

  return {
    sourceId,
    title,
    summary: text(record, 'plcyExplnCn'),
    support: text(record, 'plcySprtCn'),
    howToApply: text(record, 'plcyAplyMthdCn'),
    documents: text(record, 'sbmsnDcmntCn'),
    contacts: contacts(text(record, 'etcMttrCn')),
    agency: text(record, 'operInstCdNm') || text(record, 'sprvsnInstCdNm'),
    supervisingAgency: text(record, 'sprvsnInstCdNm'),
    keywords: [
      ...new Set(
        text(record, 'plcyKywdNm')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ],
    categories: categories(record),
    period: applyPeriod(record),
    eligibility,
    views: Number.isInteger(views) && views > 0 ? views : 0,
    links: { ...(apply ? { apply } : {}), ...(references.length ? { reference: references } : {}) },
    sourceUpdatedAt: koreaDateTime(text(record, 'lastMdfcnDt')),
    sourceCreatedAt: koreaDateTime(text(record, 'frstRegDt')),
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
  // NaN when the page does not say: paging then runs until a short or empty page.
  const total = Number(result?.pagging?.totCount ?? Number.NaN);
  return { records: list, total: Number.isInteger(total) && total >= 0 ? total : Number.NaN };
}
