import type { Eligibility, HousingCondition } from '../../../shared/eligibility.js';
import { SIGUNGU } from '../../../shared/sigungu.js';

/**
 * Criteria that 온통청년 records often leave out of their fields and state only in their text:
 * "청년(15~34세)", "만 18세 이상 34세 이하", "수원시 거주 청년", "무주택 청년". Each reader is pure and
 * careful: it answers only for wording it recognises without doubt, and nothing when the text says
 * two different things, so a wrong reading cannot make a person "eligible". The importer uses a
 * reading only where the structured field is empty, and marks it `fromText`.
 */

/** Ages a youth policy states for its applicants; other numbers (a parent's 65세) are not theirs. */
const YOUTH_AGE_MIN = 13;
const YOUTH_AGE_MAX = 49;

const MAN = '(?:만\\s*)?';
const AGE = '(\\d{1,2})\\s*세(?!대)';
/** "19~39세", "19세~39세", "만 19세 ~ 만 39세", "19-39세", "19세부터 39세까지" */
const AGE_RANGE = new RegExp(
  `${MAN}(\\d{1,2})\\s*(?:세)?\\s*(?:~|∼|～|-|–|부터|에서)\\s*${MAN}${AGE}`,
  'g',
);
/** "만 18세 이상 34세 이하", "만 19세 이상 ~ 만 39세 이하", "19세 이상 40세 미만" */
const AGE_BOUNDS = new RegExp(
  `${MAN}${AGE}\\s*(이상|초과)\\s*(?:~|,)?\\s*${MAN}${AGE}\\s*(이하|미만)`,
  'g',
);
/** One bound alone: "만 39세 이하", "만 19세 이상". */
const AGE_ONE = new RegExp(`${MAN}${AGE}\\s*(이상|초과|이하|미만)`, 'g');
/** "군 복무기간만큼 연장(최대 3년)", "병역 이행 기간에 따라 최대 2년까지 연장". */
const MILITARY = /(?:군\s*복무|병역|제대군인|군필)[^.\n]{0,40}?연장/;
const MILITARY_CAP =
  /최대\s*(\d)\s*년|(\d)\s*년\s*(?:이내|한도|까지)|(\d{1,2})\s*개월\s*(?:이내|한도|까지)/;
/** Service counts in full when the text sets no cap: longer than any service. */
const UNCAPPED_SERVICE_MONTHS = 120;

type Age = NonNullable<Eligibility['age']>;

/** "수원시 거주 청년 우대", "무주택자 우선 선발": a preference, not a condition of applying. */
const PREFERENCE = /^[^.\n。]{0,12}?(?:우대|우선|가점|가산점)/;
const isPreference = (text: string, end: number) => PREFERENCE.test(text.slice(end));

const isYouthAge = (age: number) => age >= YOUTH_AGE_MIN && age <= YOUTH_AGE_MAX;

/** Every age statement in the text, as ranges. Bounds are spans of text, so one is read once. */
function ageStatements(text: string): Age[] {
  const found: Age[] = [];
  const taken: [number, number][] = [];
  const take = (match: RegExpExecArray) => {
    const span: [number, number] = [match.index, match.index + match[0].length];
    if (taken.some(([from, to]) => span[0] < to && from < span[1])) return false;
    taken.push(span);
    return !isPreference(text, span[1]);
  };
  for (const match of text.matchAll(AGE_BOUNDS)) {
    if (!take(match)) continue;
    const min = Number(match[1]) + (match[2] === '초과' ? 1 : 0);
    const max = Number(match[3]) - (match[4] === '미만' ? 1 : 0);
    found.push({ min, max });
  }
  for (const match of text.matchAll(AGE_RANGE)) {
    if (!take(match)) continue;
    found.push({ min: Number(match[1]), max: Number(match[2]) });
  }
  for (const match of text.matchAll(AGE_ONE)) {
    if (!take(match)) continue;
    const age = Number(match[1]);
    const bound = match[2];
    if (bound === '이상') found.push({ min: age });
    else if (bound === '초과') found.push({ min: age + 1 });
    else if (bound === '이하') found.push({ max: age });
    else found.push({ max: age - 1 });
  }
  return found;
}

const sameAge = (a: Age, b: Age) => a.min === b.min && a.max === b.max;

/**
 * The applicants' age stated in the text, when it states one range of youth ages (repeating it is
 * fine; two different ranges, or an age outside youth, is left to the reader of the notice).
 */
export function readAge(text: string): Age | undefined {
  const statements = ageStatements(text);
  if (statements.length === 0) return undefined;
  const [first] = statements;
  if (!first || statements.some((age) => !sameAge(age, first))) return undefined;
  const ages = [first.min, first.max].filter((age): age is number => age !== undefined);
  if (!ages.every(isYouthAge)) return undefined;
  if (first.min !== undefined && first.max !== undefined && first.min > first.max) return undefined;
  return first;
}

/** "군 복무기간만큼 연장 (최대 3년)" as the months the upper age limit may move, else undefined. */
export function readMilitaryExtension(text: string): number | undefined {
  const military = MILITARY.exec(text);
  if (!military) return undefined;
  const around = text.slice(military.index, military.index + military[0].length + 30);
  const cap = MILITARY_CAP.exec(around);
  if (!cap) return UNCAPPED_SERVICE_MONTHS;
  if (cap[1] ?? cap[2]) return Number(cap[1] ?? cap[2]) * 12;
  return Number(cap[3]);
}

/** Names a place goes by in a notice, to its 시·도 and (for a part of one) its 시·군·구 codes. */
interface Place {
  sido: string;
  sigungu: string[];
}

const MERGED_NAME = '전남광주통합특별시';

const SIDO_NAMES: Record<string, string[]> = {
  '11': ['서울특별시', '서울시', '서울'],
  '26': ['부산광역시', '부산시', '부산'],
  '27': ['대구광역시', '대구시', '대구'],
  '28': ['인천광역시', '인천시', '인천'],
  '29': ['광주광역시'],
  '30': ['대전광역시', '대전시', '대전'],
  '31': ['울산광역시', '울산시', '울산'],
  '36': ['세종특별자치시', '세종시', '세종'],
  '41': ['경기도', '경기'],
  '51': ['강원특별자치도', '강원도', '강원'],
  '43': ['충청북도', '충북'],
  '44': ['충청남도', '충남'],
  '52': ['전북특별자치도', '전라북도', '전북'],
  '46': ['전라남도', '전남'],
  '47': ['경상북도', '경북'],
  '48': ['경상남도', '경남'],
  '50': ['제주특별자치도', '제주도', '제주'],
};

/**
 * Every name to the places it may mean: 시·도 names, cities with their 구 ("수원시" is all of its four
 * 구), and 시·군·구 names with their 시·도 in front ("부산 중구"). A bare name that several areas
 * share ("중구", "고성군", "광주시") means several places, and is not read.
 */
const PLACES: ReadonlyMap<string, Place[]> = (() => {
  const places = new Map<string, Place[]>();
  const add = (name: string, place: Place) => {
    const list = places.get(name) ?? [];
    const same = list.find((p) => p.sido === place.sido && place.sigungu.length > 0);
    if (same) same.sigungu.push(...place.sigungu.filter((code) => !same.sigungu.includes(code)));
    else list.push({ sido: place.sido, sigungu: [...place.sigungu] });
    places.set(name, list);
  };
  for (const [sido, names] of Object.entries(SIDO_NAMES)) {
    for (const name of names) add(name, { sido, sigungu: [] });
  }
  // "광주시" is 경기 광주시 and, as often, 광주광역시: it is not read.
  add('광주시', { sido: '29', sigungu: [] });
  places.set(MERGED_NAME, [
    { sido: '29', sigungu: [] },
    { sido: '46', sigungu: [] },
  ]);
  for (const row of SIGUNGU) {
    if (row.sido === '36') continue; // 세종 is one 시 with no 시·군·구 of its own
    const [city, district] = row.ko.split(' ');
    const names = [row.ko, ...(district ? [city!] : [])];
    for (const name of names) {
      add(name, { sido: row.sido, sigungu: [row.code] });
      for (const sidoName of SIDO_NAMES[row.sido] ?? []) {
        add(`${sidoName} ${name}`, { sido: row.sido, sigungu: [row.code] });
      }
    }
  }
  return places;
})();

/** Longest names first, so "부산광역시 중구" wins over "중구" and "수원시 장안구" over "수원시". */
const PLACE_NAMES = [...PLACES.keys()].sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME = `(?:${PLACE_NAMES.map(escape).join('|')})`;
/** Between the names of a list of places: "순천시 또는 여수시", "수원시·용인시". */
const JOINER = /\s*(?:,|·|ㆍ|\/|또는|및)\s*|(?:와|과)\s+/;
/** Places, then the word that makes them where the applicant lives. */
const RESIDENCE = new RegExp(
  `(?<![가-힣])(${NAME}(?:(?:${JOINER.source})${NAME})*)\\s*(?:내|관내)?\\s*(?:에\\s*)?(?:거주|주민등록|주소를\\s*둔|주소지)`,
  'g',
);

/**
 * Where applicants must live, when the text says so ("수원시 거주 청년", "부산광역시에 주민등록을
 * 둔"); a 소재 (where a company is) is not where a person lives. A name shared by several areas
 * without its 시·도 in front is not read.
 */
export function readRegions(text: string): Eligibility['regions'] {
  const whole = new Set<string>();
  const parts = new Map<string, string>(); // 시·군·구 code → its 시·도
  for (const match of text.matchAll(RESIDENCE)) {
    if (isPreference(text, match.index + match[0].length)) continue;
    for (const name of match[1]!.split(JOINER)) {
      const places = PLACES.get(name) ?? [];
      // A bare name several areas share is not read; the merged 특별시 is 광주 and 전남 together.
      if (places.length !== 1 && name !== MERGED_NAME) continue;
      for (const place of places) {
        if (place.sigungu.length === 0) whole.add(place.sido);
        else place.sigungu.forEach((code) => parts.set(code, place.sido));
      }
    }
  }
  const sido = new Set([...whole, ...parts.values()]);
  if (sido.size === 0) return undefined;
  // A 시·도 named whole covers the 시·군·구 named inside it.
  const sigungu = [...parts].filter(([, s]) => !whole.has(s)).map(([code]) => code);
  const sorted = [...sido].sort();
  return sigungu.length ? { sido: sorted, sigungu: sigungu.sort() } : { sido: sorted };
}

/** 무주택 as a condition, not "무주택 여부와 관계없이". */
const HOMELESS_ANY_STATUS =
  /무주택\s*(?:여부|요건)?\s*(?:와|과)?\s*(?:관계\s*없이|무관|상관\s*없이)|유주택자(?:도|를\s*포함)/;
const HOMELESS_HEAD = /무주택\s*세대주(?!\s*(?:및|또는|나|이거나)\s*세대원)/;
const HOMEOWNERS_EXCLUDED = /주택\s*(?:을\s*)?소유(?:자|한|하고\s*있는)/;

/**
 * Who may apply by home ownership, from the policy's texts: "무주택 세대주" alone is heads of a
 * household; "무주택 청년", "무주택자", "무주택 세대구성원", or home owners among those excluded, is
 * anyone without a home.
 */
export function readHousing(
  targetText: string,
  excludedText: string,
): HousingCondition[] | undefined {
  if (HOMELESS_ANY_STATUS.test(targetText)) return undefined;
  const required = [...targetText.matchAll(/무주택[가-힣]*/g)].some(
    (match) => !isPreference(targetText, match.index + match[0].length),
  );
  if (required) {
    return HOMELESS_HEAD.test(targetText) &&
      !/세대원|세대구성원|무주택자|무주택\s*청년/.test(targetText)
      ? ['homeless_head']
      : ['homeless_head', 'homeless_member'];
  }
  return HOMEOWNERS_EXCLUDED.test(excludedText) ? ['homeless_head', 'homeless_member'] : undefined;
}
