/**
 * The 17 시·도 users choose from (legal 2-digit codes). 온통청년 data from 2026-07 files 광주 (29)
 * and 전남 (46) under the merged 전남광주통합특별시 (12); the importer maps 12 back to both.
 */
export const SIDO = [
  { code: '11', ko: '서울', en: 'Seoul' },
  { code: '26', ko: '부산', en: 'Busan' },
  { code: '27', ko: '대구', en: 'Daegu' },
  { code: '28', ko: '인천', en: 'Incheon' },
  { code: '29', ko: '광주', en: 'Gwangju' },
  { code: '30', ko: '대전', en: 'Daejeon' },
  { code: '31', ko: '울산', en: 'Ulsan' },
  { code: '36', ko: '세종', en: 'Sejong' },
  { code: '41', ko: '경기', en: 'Gyeonggi' },
  { code: '51', ko: '강원', en: 'Gangwon' },
  { code: '43', ko: '충북', en: 'Chungbuk' },
  { code: '44', ko: '충남', en: 'Chungnam' },
  { code: '52', ko: '전북', en: 'Jeonbuk' },
  { code: '46', ko: '전남', en: 'Jeonnam' },
  { code: '47', ko: '경북', en: 'Gyeongbuk' },
  { code: '48', ko: '경남', en: 'Gyeongnam' },
  { code: '50', ko: '제주', en: 'Jeju' },
] as const;

export type SidoCode = (typeof SIDO)[number]['code'];
export const SIDO_CODES: readonly SidoCode[] = SIDO.map((s) => s.code);
