import { SIDO_CODES, type SidoCode } from './regions.js';

/**
 * 시·군·구 codes across maps, apart from the table of names (sigungu.ts) so that matching, which
 * runs in the browser for every card, carries these few rules and not the 256 names.
 */

/**
 * Codes older records still carry. Records written before a reorganisation list the old codes,
 * and a listing of a whole 시·도 in old codes must still read as the whole 시·도. 광주 (29) and 전남
 * (46) merged into 12 from 2026-07 one area for one; 인천's 중구/동구/서구 and 화성시 were split in
 * 2026; 천안시 (44130) before its two 구; 부천시 was one code (41190) from 2016 until its 구 returned
 * in 2024. 강원 42→51 (2023-06) and 전북 45→52 (2024-01) keep their last three digits, so they are
 * handled by rule instead of listed.
 */
const ONE_FOR_ONE: Readonly<Record<string, string>> = {
  // 광주광역시
  '29110': '12210',
  '29140': '12240',
  '29155': '12270',
  '29170': '12300',
  '29200': '12330',
  // 전라남도
  '46110': '12110',
  '46130': '12130',
  '46150': '12150',
  '46170': '12170',
  '46230': '12190',
  '46710': '12710',
  '46720': '12720',
  '46730': '12730',
  '46770': '12740',
  '46780': '12750',
  '46790': '12760',
  '46800': '12770',
  '46810': '12780',
  '46820': '12790',
  '46830': '12800',
  '46840': '12810',
  '46860': '12820',
  '46870': '12830',
  '46880': '12840',
  '46890': '12850',
  '46900': '12860',
  '46910': '12870',
};

/** An old area now split: the new areas that hold some of it. */
const SPLIT: Readonly<Record<string, readonly string[]>> = {
  '28110': ['28125', '28155'], // 인천 중구 → 제물포구, 영종구
  '28140': ['28125'], // 인천 동구 → 제물포구
  '28260': ['28275', '28290'], // 인천 서구 → 서해구, 검단구
  '41190': ['41192', '41194', '41196'], // 부천시 → 원미구, 소사구, 오정구
  '41590': ['41591', '41593', '41595', '41597'], // 화성시 → 만세구, 효행구, 병점구, 동탄구
  '44130': ['44131', '44133'], // 천안시 → 동남구, 서북구
};

/**
 * New areas that only partly lie in an old one: 제물포구 is 인천's old 동구 and part of its old 중구,
 * so a policy for the old 중구 may or may not reach a person in 제물포구.
 */
const PARTLY: Readonly<Record<string, readonly string[]>> = {
  '28125': ['28110', '28140'],
};

const RENUMBERED_PREFIX: Readonly<Record<string, string>> = { '42': '51', '45': '52' };

/** The 2026 codes covering the area of `code`; the code itself when it is current or unknown. */
export function canonicalSigungu(code: string): readonly string[] {
  const merged = ONE_FOR_ONE[code];
  if (merged) return [merged];
  const split = SPLIT[code];
  if (split) return split;
  const prefix = RENUMBERED_PREFIX[code.slice(0, 2)];
  return prefix ? [`${prefix}${code.slice(2)}`] : [code];
}

/**
 * The codes a policy may use for a person's 2026 시·군·구: `whole` names an area that holds all of
 * it (itself, or the old area it was carved from), `partly` an old area that holds only some of it.
 */
export function formerCodes(code: string): { whole: string[]; partly: string[] } {
  const whole = [code];
  for (const [old, now] of Object.entries(ONE_FOR_ONE)) if (now === code) whole.push(old);
  const partly = PARTLY[code] ?? [];
  for (const [old, now] of Object.entries(SPLIT)) {
    if (now.includes(code) && !partly.includes(old)) whole.push(old);
  }
  for (const [old, now] of Object.entries(RENUMBERED_PREFIX)) {
    if (code.startsWith(now)) whole.push(`${old}${code.slice(2)}`);
  }
  return { whole, partly: [...partly] };
}

const SIDO_PREFIXES: ReadonlySet<string> = new Set(SIDO_CODES);

/** The user-facing 시·도 of a 5-digit 시·군·구 code of any map: the merged 12 read back to 29 or 46. */
export function sidoOfSigungu(code: string): SidoCode | undefined {
  if (!/^\d{5}$/.test(code)) return undefined;
  const prefix = code.slice(0, 2);
  if (prefix === '12') return Number(code) >= 12200 && Number(code) < 12400 ? '29' : '46';
  const now = RENUMBERED_PREFIX[prefix] ?? prefix;
  return SIDO_PREFIXES.has(now) ? (now as SidoCode) : undefined;
}
