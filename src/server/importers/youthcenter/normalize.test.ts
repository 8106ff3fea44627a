import { describe, expect, it } from 'vitest';
import {
  applyPeriod,
  InvalidRecordError,
  normalizeRecord,
  readEnvelope,
  sidoOf,
  type YouthcenterRecord,
} from './normalize.js';

/** A record in the shape of the 2025 getPlcy API, written for these tests. */
function record(overrides: YouthcenterRecord = {}): YouthcenterRecord {
  return {
    plcyNo: '20260301000000000001',
    plcyNm: '청년 월세 한시 특별지원',
    plcyKywdNm: '주거지원,월세',
    plcyExplnCn: '무주택 청년에게 월세를 최대 12개월 지원해요.',
    lclsfNm: '주거',
    mclsfNm: '전월세 및 주거급여 지원',
    plcySprtCn: '월 최대 20만 원, 최대 12개월',
    sprvsnInstCdNm: '국토교통부',
    operInstCdNm: '서울특별시',
    aplyPrdSeCd: '0057001',
    aplyYmd: '20260301 ~ 20260430',
    plcyAplyMthdCn: '복지로 누리집에서 신청',
    aplyUrlAddr: 'https://www.bokjiro.go.kr',
    refUrlAddr1: 'https://www.molit.go.kr',
    refUrlAddr2: 'javascript:alert(1)',
    sbmsnDcmntCn: '임대차계약서',
    sprtTrgtMinAge: '19',
    sprtTrgtMaxAge: '34',
    sprtTrgtAgeLmtYn: 'N',
    mrgSttsCd: '0055003',
    earnCndSeCd: '0043003',
    earnEtcCn: '청년가구 기준 중위소득 60% 이하',
    jobCd: '0013010',
    schoolCd: '0049010',
    sbizCd: '0014003,0014004',
    zipCd: '11110,11140,11170',
    addAplyQlfcCndCn: '부모와 따로 사는 청년',
    ptcpPrpTrgtCn: '주택 소유자',
    inqCnt: '1523',
    lastMdfcnDt: '2026-03-02 10:20:30',
    ...overrides,
  };
}

describe('normalizeRecord', () => {
  it('maps a full record: texts, agency, period, views, links and eligibility', () => {
    const policy = normalizeRecord(record());
    expect(policy).toMatchObject({
      sourceId: '20260301000000000001',
      title: '청년 월세 한시 특별지원',
      agency: '서울특별시',
      supervisingAgency: '국토교통부',
      keywords: ['주거지원', '월세'],
      categories: ['housing'],
      period: { kind: 'range', start: '2026-03-01', end: '2026-04-30' },
      views: 1523,
      links: { apply: 'https://www.bokjiro.go.kr/', reference: ['https://www.molit.go.kr/'] },
      sourceUpdatedAt: '2026-03-02T10:20:30+09:00',
    });
    expect(policy.eligibility).toEqual({
      age: { min: 19, max: 34 },
      regions: { sido: ['11'], sigungu: ['11110', '11140', '11170'] },
      income: { kind: 'median_ratio', maxPercent: 60 },
      special: ['basic_livelihood', 'single_parent'],
      additionalConditions: '부모와 따로 사는 청년',
      excludedTargets: '주택 소유자',
    });
  });

  it('reads the 제한없음 codes, 0/0 ages and 1–99 ages as no restriction', () => {
    const policy = normalizeRecord(
      record({
        sprtTrgtMinAge: '0',
        sprtTrgtMaxAge: '0',
        sprtTrgtAgeLmtYn: 'Y',
        sbizCd: '0014010',
        mrgSttsCd: '0055003',
      }),
    );
    expect(policy.eligibility.age).toBeUndefined();
    expect(policy.eligibility.special).toBeUndefined();
    expect(policy.eligibility.marital).toBeUndefined();
    expect(
      normalizeRecord(record({ sprtTrgtMinAge: '1', sprtTrgtMaxAge: '99' })).eligibility.age,
    ).toBeUndefined();
    expect(
      normalizeRecord(record({ sprtTrgtMinAge: '0', sprtTrgtMaxAge: '39' })).eligibility.age,
    ).toEqual({ max: 39 });
  });

  it('maps employment, education and marital codes', () => {
    const { eligibility } = normalizeRecord(
      record({ jobCd: '0013003,0013006', schoolCd: '0049005,0049007', mrgSttsCd: '0055001' }),
    );
    expect(eligibility.employment).toEqual(['unemployed', 'entrepreneur']);
    expect(eligibility.education).toEqual(['university_student', 'university_graduate']);
    expect(eligibility.marital).toEqual(['married']);
  });

  it('reads income as an annual range in 만원, a median ratio, free text, or none', () => {
    const annual = normalizeRecord(
      record({ earnCndSeCd: '0043002', earnMinAmt: '0', earnMaxAmt: '5000', earnEtcCn: '' }),
    );
    expect(annual.eligibility.income).toEqual({ kind: 'annual', maxManwon: 5000 });
    const free = normalizeRecord(
      record({ earnCndSeCd: '0043003', earnEtcCn: '건강보험료 기준 충족자' }),
    );
    expect(free.eligibility.income).toEqual({ kind: 'text', text: '건강보험료 기준 충족자' });
    const none = normalizeRecord(record({ earnCndSeCd: '0043001', earnEtcCn: '' }));
    expect(none.eligibility.income).toBeUndefined();
  });

  it('treats a list of every region as nationwide and maps the merged and renamed codes', () => {
    const everywhere = [
      '11110',
      '26110',
      '27110',
      '28110',
      '12210',
      '30110',
      '31110',
      '36110',
      '41111',
      '42110',
      '43111',
      '44131',
      '45111',
      '12110',
      '47111',
      '48121',
      '50110',
    ].join(',');
    expect(normalizeRecord(record({ zipCd: everywhere })).eligibility.regions).toBeUndefined();
    expect(normalizeRecord(record({ zipCd: '' })).eligibility.regions).toBeUndefined();
    expect(sidoOf('12210')).toBe('29'); // 광주 동구 in the merged 전남광주통합특별시
    expect(sidoOf('12710')).toBe('46'); // 전남 county
    expect(sidoOf('42110')).toBe('51');
    expect(sidoOf('45111')).toBe('52');
    expect(sidoOf('99999')).toBeUndefined();
    expect(sidoOf('1111')).toBeUndefined();
    const gwangju = normalizeRecord(record({ zipCd: '12210, 12240,garbage' })).eligibility.regions;
    expect(gwangju).toEqual({ sido: ['29'], sigungu: ['12210', '12240'] });
  });

  it('keeps only http(s) links', () => {
    const policy = normalizeRecord(
      record({ aplyUrlAddr: 'www.example.com', refUrlAddr1: 'ftp://x', refUrlAddr2: '' }),
    );
    expect(policy.links).toEqual({});
  });

  it('survives empty and missing fields, and refuses a record without id or name', () => {
    const minimal = normalizeRecord({ plcyNo: 'X1', plcyNm: ' 이름만 있는 정책 ' });
    expect(minimal).toMatchObject({
      title: '이름만 있는 정책',
      period: { kind: 'always' },
      views: 0,
      categories: ['other'],
    });
    expect(minimal.eligibility).toEqual({});
    expect(() => normalizeRecord({ plcyNm: '번호 없음' })).toThrow(InvalidRecordError);
    expect(() => normalizeRecord({ plcyNo: 'X2', plcyNm: null })).toThrow(InvalidRecordError);
  });
});

describe('applyPeriod', () => {
  it.each([
    [{ aplyPrdSeCd: '0057002', aplyYmd: '' }, { kind: 'always' }],
    [{ aplyPrdSeCd: '0057003', aplyYmd: '' }, { kind: 'closed' }],
    [
      { aplyPrdSeCd: '0057003', aplyYmd: '20250101 ~ 20250201' },
      { kind: 'range', start: '2025-01-01', end: '2025-02-01' },
    ],
    [{ aplyYmd: '20260105 ~ 20261030' }, { kind: 'range', start: '2026-01-05', end: '2026-10-30' }],
    [
      { aplyYmd: '20260301 ~ 20260315\n20260901 ~ 20260915' },
      { kind: 'range', start: '2026-03-01', end: '2026-09-15' },
    ],
    [{ aplyYmd: '20261301 ~ 20261340' }, { kind: 'always' }],
    [{ aplyYmd: '20260501 ~ 20260401' }, { kind: 'always' }],
    [{}, { kind: 'always' }],
  ])('%j gives %j', (fields, period) => {
    expect(applyPeriod(fields)).toEqual(period);
  });
});

describe('readEnvelope', () => {
  it('returns the records and the total of a good page', () => {
    const page = readEnvelope({
      resultCode: 200,
      resultMessage: '성공',
      result: { pagging: { totCount: 2751, pageNum: 1, pageSize: 1 }, youthPolicyList: [record()] },
    });
    expect(page.total).toBe(2751);
    expect(page.records).toHaveLength(1);
  });

  it('throws on an error that arrived with HTTP 200', () => {
    expect(() =>
      readEnvelope({ resultCode: 401, resultMessage: '인증키가 유효하지 않습니다.', result: null }),
    ).toThrow(/401 인증키가 유효하지 않습니다/);
    expect(() => readEnvelope(null)).toThrow(/not JSON/);
  });
});
