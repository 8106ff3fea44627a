import { describe, expect, it } from 'vitest';
import { SIDO_CODES } from './regions.js';
import { formerCodes, sidoOfSigungu } from './sigungu-history.js';
import { findSigungu, SIGUNGU, SIGUNGU_CODES, sigunguName, sigunguOf } from './sigungu.js';

describe('the 시·군·구 table', () => {
  it('holds the 256 codes of the 2026 map, each once, inside a user-facing 시·도', () => {
    expect(SIGUNGU).toHaveLength(256);
    expect(new Set(SIGUNGU_CODES).size).toBe(256);
    for (const row of SIGUNGU) {
      expect(SIDO_CODES, row.code).toContain(row.sido);
      expect(sidoOfSigungu(row.code), row.code).toBe(row.sido);
      expect(row.ko).toMatch(/^[가-힣]+(?: [가-힣]+)?$/);
      expect(row.en).toMatch(/^[A-Z][a-z]+(?:-(?:si|gun|gu))?(?: [A-Z][a-z]+-gu)?$/);
    }
  });

  it('gives every 시·도 its areas, a name once within it', () => {
    for (const sido of SIDO_CODES) {
      const rows = sigunguOf(sido);
      expect(rows.length, sido).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.ko)).size, sido).toBe(rows.length);
    }
    // 광주's five 구 are on the merged map's 12xxx codes.
    expect(sigunguOf('29').map((row) => `${row.code} ${row.ko}`)).toEqual([
      '12210 동구',
      '12240 서구',
      '12270 남구',
      '12300 북구',
      '12330 광산구',
    ]);
    expect(findSigungu('41111')).toEqual({
      code: '41111',
      sido: '41',
      ko: '수원시 장안구',
      en: 'Suwon-si Jangan-gu',
    });
  });

  it('reads codes of older maps: same area, or an area that holds part of it', () => {
    expect(sidoOfSigungu('29170')).toBe('29');
    expect(sidoOfSigungu('42110')).toBe('51');
    expect(sidoOfSigungu('45111')).toBe('52');
    expect(sidoOfSigungu('12710')).toBe('46');
    expect(sidoOfSigungu('99110')).toBeUndefined();
    expect(formerCodes('12300')).toEqual({ whole: ['12300', '29170'], partly: [] });
    expect(formerCodes('51110')).toEqual({ whole: ['51110', '42110'], partly: [] });
    expect(formerCodes('28155')).toEqual({ whole: ['28155', '28110'], partly: [] });
    expect(formerCodes('28125')).toEqual({ whole: ['28125'], partly: ['28110', '28140'] });
    expect(formerCodes('41111')).toEqual({ whole: ['41111'], partly: [] });
  });

  it('names old codes by the area they became, or as a former area', () => {
    expect(sigunguName('29170', 'ko')).toBe('북구');
    expect(sigunguName('42110', 'en')).toBe('Chuncheon-si');
    expect(sigunguName('28110', 'ko')).toBe('중구 (옛 구역)');
    expect(sigunguName('41590', 'en')).toBe('Hwaseong-si (former)');
    expect(sigunguName('99999', 'ko')).toBeUndefined();
  });
});
