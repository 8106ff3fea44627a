import { describe, expect, it } from 'vitest';
import { normalizeRecord } from './normalize.js';
import { readAge, readHousing, readMilitaryExtension, readRegions } from './read-text.js';

/**
 * Wording as 온통청년 records write it (our own sentences in their styles): the ages, places and
 * housing stated only in the text. Anything doubtful is left unread.
 */

describe('readAge', () => {
  it.each([
    ['청년(15~34세) 미취업자 대상 훈련비 지원', { min: 15, max: 34 }],
    ['경계선 지능 청년(18~39세)에게 맞춤형 프로그램 지원', { min: 18, max: 39 }],
    ['만 18세 이상 34세 이하 구직 청년', { min: 18, max: 34 }],
    ['만 19세 이상 ~ 만 39세 이하 관내 청년', { min: 19, max: 39 }],
    ['만19세~만34세 청년', { min: 19, max: 34 }],
    ['19세 ~ 39세 청년 누구나', { min: 19, max: 39 }],
    ['만 19세부터 39세까지 신청할 수 있어요', { min: 19, max: 39 }],
    ['19세 이상 40세 미만 청년', { min: 19, max: 39 }],
    ['신청일 기준 만 39세 이하 청년', { max: 39 }],
    ['만 19세 이상 도민', { min: 19 }],
    ['18세 초과 35세 미만', { min: 19, max: 34 }],
  ])('%s', (text, age) => {
    expect(readAge(text)).toEqual(age);
  });

  it('reads the same range stated twice once', () => {
    expect(readAge('청년(19~39세) 대상\n※ 19~39세 청년만 해당')).toEqual({ min: 19, max: 39 });
  });

  it('leaves two different ranges, ages outside youth and other numbers unread', () => {
    expect(readAge('대학생 19~29세, 대학원생 35세 이하')).toBeUndefined();
    expect(readAge('만 65세 이상 부모를 부양하는 청년')).toBeUndefined();
    expect(readAge('만 6세 이하 자녀를 둔 가구')).toBeUndefined();
    expect(readAge('1~2세대 주택 거주자')).toBeUndefined();
    expect(readAge('월 최대 20만 원, 최대 12개월')).toBeUndefined();
    expect(readAge('')).toBeUndefined();
    expect(readAge('39~19세')).toBeUndefined();
    // A preference is not a condition: only the range applicants must be in is read.
    expect(readAge('만 19~39세 청년 (만 34세 이하 우대)')).toEqual({ min: 19, max: 39 });
  });
});

describe('readMilitaryExtension', () => {
  it('reads the cap in years or months, and none as the whole service', () => {
    expect(readMilitaryExtension('군 복무기간만큼 연령 연장(최대 3년)')).toBe(36);
    expect(readMilitaryExtension('병역 이행기간에 따라 상한 연령을 2년 이내에서 연장')).toBe(24);
    expect(readMilitaryExtension('제대군인은 복무기간만큼 연장 (24개월 한도)')).toBe(24);
    expect(readMilitaryExtension('군필자는 복무기간만큼 나이 상한을 연장해요')).toBe(120);
    expect(readMilitaryExtension('만 19~34세 청년')).toBeUndefined();
  });
});

describe('readRegions', () => {
  it('reads where applicants live, not where a company is', () => {
    expect(readRegions('경기도 소재 중소기업 재직, 경기도 거주 청년')).toEqual({ sido: ['41'] });
    expect(readRegions('경기도 소재 중소기업 재직 청년')).toBeUndefined();
    expect(readRegions('부산광역시에 주민등록을 둔 청년')).toEqual({ sido: ['26'] });
    expect(readRegions('서울 거주 청년')).toEqual({ sido: ['11'] });
  });

  it('reads a 시 with its 구, a 군, and a 구 named with its 시·도', () => {
    expect(readRegions('수원시 거주 청년')).toEqual({
      sido: ['41'],
      sigungu: ['41111', '41113', '41115', '41117'],
    });
    expect(readRegions('공고일 현재 양평군에 거주하는 청년')).toEqual({
      sido: ['41'],
      sigungu: ['41830'],
    });
    expect(readRegions('부산광역시 중구 거주 청년')).toEqual({ sido: ['26'], sigungu: ['26110'] });
    expect(readRegions('경기도 수원시 장안구 거주')).toEqual({ sido: ['41'], sigungu: ['41111'] });
  });

  it('reads 광주광역시 and 전남 on the merged map, and several places as all of them', () => {
    expect(readRegions('광주광역시 광산구 거주 청년')).toEqual({
      sido: ['29'],
      sigungu: ['12330'],
    });
    expect(readRegions('전남광주통합특별시 거주 청년')).toEqual({ sido: ['29', '46'] });
    expect(readRegions('순천시 또는 여수시 거주 청년')).toEqual({
      sido: ['46'],
      sigungu: ['12130', '12150'],
    });
    expect(readRegions('과천시와 의왕시 거주 청년')).toEqual({
      sido: ['41'],
      sigungu: ['41290', '41430'],
    });
    // The whole of 경기 named beside one of its 시: the 시 adds nothing.
    expect(readRegions('경기도 거주 청년(수원시 거주 청년 우대)')).toEqual({ sido: ['41'] });
  });

  it('leaves names several areas share unread', () => {
    expect(readRegions('중구 거주 청년')).toBeUndefined(); // 서울, 부산, 대구, 인천, 대전, 울산
    expect(readRegions('고성군 거주 청년')).toBeUndefined(); // 강원 and 경남
    expect(readRegions('광주시 거주 청년')).toBeUndefined(); // 경기 광주시 or 광주광역시
    expect(readRegions('전국 청년 누구나')).toBeUndefined();
    expect(readRegions('전국 청년 (수원시 거주 청년 우대)')).toBeUndefined();
    expect(readRegions('서울 거주자 우선 선발')).toBeUndefined();
  });
});

describe('readHousing', () => {
  it('reads 무주택 as anyone without a home, 무주택 세대주 alone as heads', () => {
    const anyone = ['homeless_head', 'homeless_member'];
    expect(readHousing('무주택 청년에게 월세 지원', '')).toEqual(anyone);
    expect(readHousing('무주택 세대구성원인 청년', '')).toEqual(anyone);
    expect(readHousing('무주택 세대주인 청년', '')).toEqual(['homeless_head']);
    expect(readHousing('무주택 세대주 또는 세대원', '')).toEqual(anyone);
    expect(readHousing('청년 월세 지원', '주택 소유자, 공공임대 입주자')).toEqual(anyone);
  });

  it('leaves "regardless of owning a home" and silence unread', () => {
    expect(readHousing('무주택 여부와 관계없이 신청 가능', '')).toBeUndefined();
    expect(readHousing('유주택자도 신청할 수 있어요', '')).toBeUndefined();
    expect(readHousing('청년 교통비 지원', '')).toBeUndefined();
    expect(readHousing('무주택자 우선 선발', '')).toBeUndefined();
    expect(readHousing('무주택 청년 (무주택 세대주 가점)', '')).toEqual([
      'homeless_head',
      'homeless_member',
    ]);
  });
});

describe('the importer marks what it read from the text', () => {
  const base = {
    plcyNo: '20260901000000000007',
    plcyNm: '청년 직무훈련 참여수당',
    plcyExplnCn: '수원시 거주 청년(만 18세 이상 34세 이하)에게 직무훈련 참여수당을 드려요.',
    plcySprtCn: '월 30만 원, 최대 3개월',
    sprtTrgtMinAge: '0',
    sprtTrgtMaxAge: '0',
    zipCd: '',
  };

  it('fills empty age and region fields from the text', () => {
    const { eligibility } = normalizeRecord(base);
    expect(eligibility).toMatchObject({
      age: { min: 18, max: 34 },
      regions: { sido: ['41'], sigungu: ['41111', '41113', '41115', '41117'] },
      fromText: ['age', 'regions'],
    });
  });

  it('never overrides the fields, and adds a military extension to a stated limit', () => {
    const { eligibility } = normalizeRecord({
      ...base,
      sprtTrgtMinAge: '19',
      sprtTrgtMaxAge: '39',
      zipCd: '11110',
      addAplyQlfcCndCn: '군 복무기간만큼 연령 상한 연장(최대 2년)',
    });
    expect(eligibility.age).toEqual({ min: 19, max: 39, militaryMaxMonths: 24 });
    expect(eligibility.regions).toEqual({ sido: ['11'], sigungu: ['11110'] });
    expect(eligibility.fromText).toEqual(['age']);
  });

  it('reads nothing into a record whose text states nothing', () => {
    const { eligibility } = normalizeRecord({
      ...base,
      plcyExplnCn: '청년의 직무 역량을 높이는 훈련',
    });
    expect(eligibility.fromText).toBeUndefined();
    expect(eligibility.age).toBeUndefined();
  });
});
