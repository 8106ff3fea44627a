/**
 * 법정 시군구 codes as the 온통청년 API writes them in `zipCd` from 2026-07, so the importer can
 * tell a policy for a whole 시·도 (every 시군구 listed) from one for a part of it. The table and the
 * older codes live in the shared 시·군·구 table (src/shared/sigungu.ts), which the survey and
 * matching read too; its rows come from sigungu-zipcd-2026.csv (the 256 codes of the 2026 map,
 * kept for reference in ../shared/fixtures/youthcenter/).
 */
export { SIGUNGU_CODES as SIGUNGU_CODES_2026 } from '../../../shared/sigungu.js';
export { canonicalSigungu, sidoOfSigungu } from '../../../shared/sigungu-history.js';
