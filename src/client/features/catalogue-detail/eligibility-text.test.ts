import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en.js';
import { interpolate, lookup } from '../../../shared/i18n/format.js';
import { ko } from '../../../shared/i18n/ko.js';
import { describeEligibility } from './eligibility-text.js';

const translator =
  (catalogue: unknown) => (key: string, values?: Record<string, string | number>) => {
    const text = lookup(catalogue, key);
    if (typeof text !== 'string') throw new Error(`missing ${key}`);
    return interpolate(text, values);
  };
const tKo = translator(ko);
const tEn = translator(en);
const nowhere = { regions: [], sigungu: [] };

const rows = (...args: Parameters<typeof describeEligibility>) =>
  describeEligibility(...args).map((row) => [row.label, row.value]);

describe('eligibility in plain words', () => {
  it('says nationwide and nothing else when there are no conditions', () => {
    expect(rows({}, nowhere, tKo, 'ko-KR')).toEqual([['지역', '전국']]);
    expect(rows({}, nowhere, tEn, 'en-US')).toEqual([['Region', 'Nationwide']]);
  });

  it('writes ages as 만 나이 ranges, open on either side', () => {
    expect(rows({ age: { min: 19, max: 34 } }, nowhere, tKo, 'ko-KR')[0]).toEqual([
      '나이',
      '만 19세 ~ 34세',
    ]);
    expect(rows({ age: { min: 19 } }, nowhere, tKo, 'ko-KR')[0]![1]).toBe('만 19세 이상');
    expect(rows({ age: { max: 39 } }, nowhere, tKo, 'ko-KR')[0]![1]).toBe('만 39세 이하');
    expect(rows({ age: {} }, nowhere, tKo, 'ko-KR')).toEqual([['지역', '전국']]);
  });

  it('names 시·도 and says when only some 시·군·구 are meant', () => {
    expect(rows({ regions: { sido: ['11', '41'] } }, nowhere, tKo, 'ko-KR')).toEqual([
      ['지역', '서울, 경기'],
    ]);
    expect(rows({ regions: { sido: ['26'], sigungu: ['26110'] } }, nowhere, tKo, 'ko-KR')).toEqual([
      ['지역', '부산 일부 지역'],
    ]);
    // The item's own regions when the criteria leave them out.
    expect(rows({}, { regions: ['50'], sigungu: [] }, tEn, 'en-US')).toEqual([['Region', 'Jeju']]);
  });

  it('notes an age or region read from the notice text, and only those', () => {
    const read = (
      fromText: ('age' | 'regions' | 'housing')[],
      t = tKo,
      locale: 'ko-KR' | 'en-US' = 'ko-KR',
    ) =>
      describeEligibility(
        { age: { min: 19, max: 39 }, regions: { sido: ['11'] }, fromText },
        nowhere,
        t,
        locale,
      ).map((row) => [row.key, row.fromTextNote]);
    expect(read(['age'])).toEqual([
      ['age', '공고문 본문에서 읽은 조건이에요. 원문을 확인해 주세요.'],
      ['region', undefined],
    ]);
    expect(read(['regions', 'housing'], tEn, 'en-US')).toEqual([
      ['age', undefined],
      ['region', 'Read from the text of the notice. Please check the original.'],
    ]);
    expect(read([])).toEqual([
      ['age', undefined],
      ['region', undefined],
    ]);
  });

  it('describes each kind of income condition', () => {
    const income = (value: NonNullable<Parameters<typeof describeEligibility>[0]['income']>) =>
      rows({ income: value }, nowhere, tKo, 'ko-KR')[1]?.[1];
    expect(income({ kind: 'median_ratio', maxPercent: 60 })).toBe('기준 중위소득 60% 이하');
    expect(income({ kind: 'annual', maxManwon: 5000 })).toBe('연 소득 5,000만 원 이하');
    expect(income({ kind: 'annual', minManwon: 2400, maxManwon: 3500 })).toBe(
      '연 소득 2,400만 원 ~ 3,500만 원',
    );
    expect(income({ kind: 'annual', minManwon: 100 })).toBe('연 소득 100만 원 이상');
    expect(income({ kind: 'text', text: '가구 소득 기준 별도 확인' })).toBe(
      '가구 소득 기준 별도 확인',
    );
    expect(income({ kind: 'text', text: '  ' })).toBeUndefined();
    // English readers get won, not 만 원.
    expect(
      rows({ income: { kind: 'annual', maxManwon: 7500 } }, nowhere, tEn, 'en-US')[1]?.[1],
    ).toBe('Annual income up to ₩75M');
  });

  it('lists employment, education, special and marital keys by their names, then the free text', () => {
    const described = describeEligibility(
      {
        employment: ['unemployed', 'freelancer'],
        education: ['university_graduate'],
        special: ['family_caregiver_youth', 'sme_worker'],
        marital: ['single'],
        additionalConditions: '원가구 소득 중위 100% 이하\n보증금 5천만 원 이하',
        excludedTargets: '공공임대주택 거주자',
      },
      nowhere,
      tKo,
      'ko-KR',
    );
    expect(described.map((row) => [row.label, row.value, row.isFreeText])).toEqual([
      ['지역', '전국', false],
      ['취업 상태', '미취업자, 프리랜서', false],
      ['학력', '대학교 졸업', false],
      ['특화 대상', '가족돌봄청년, 중소기업 재직자', false],
      ['혼인 여부', '미혼', false],
      ['추가 조건', '원가구 소득 중위 100% 이하\n보증금 5천만 원 이하', true],
      ['참여 제한 대상', '공공임대주택 거주자', true],
    ]);
  });

  it('has a name for every condition key in both languages', async () => {
    const conditions = await import('../../../shared/eligibility.js');
    const groups = {
      employment: conditions.EMPLOYMENT_CONDITIONS,
      education: conditions.EDUCATION_CONDITIONS,
      special: conditions.SPECIAL_CONDITIONS,
      marital: conditions.MARITAL_CONDITIONS,
    };
    for (const t of [tKo, tEn]) {
      for (const [group, keys] of Object.entries(groups)) {
        for (const key of keys) expect(t(`details.eligibility.${group}.${key}`)).not.toBe('');
      }
    }
  });
});
