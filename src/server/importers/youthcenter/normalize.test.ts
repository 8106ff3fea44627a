import { describe, expect, it } from 'vitest';
import {
  applyPeriod,
  InvalidRecordError,
  normalizeRecord,
  readEnvelope,
  regions,
  sidoOf,
  type YouthcenterRecord,
} from './normalize.js';
import { canonicalSigungu, SIGUNGU_CODES_2026 } from './sigungu-codes.js';

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
      sourceCreatedAt: undefined,
      contacts: '',
    });
    expect(policy.eligibility).toEqual({
      age: { min: 19, max: 34 },
      regions: { sido: ['11'], sigungu: ['11110', '11140', '11170'] },
      income: { kind: 'median_ratio', maxPercent: 60 },
      special: ['basic_livelihood', 'single_parent'],
      additionalConditions: '부모와 따로 사는 청년',
      excludedTargets: '주택 소유자',
      // "무주택 청년" in the text (read-text.ts).
      housing: ['homeless_head', 'homeless_member'],
      fromText: ['housing'],
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

  it('keeps the 문의처 lines of etcMttrCn as contacts, and nothing else', () => {
    const note = [
      ' 문의처: 청년재단 상담센터(1588-0000)',
      '※ 예산 소진 시 조기 마감',
      '- 담당부서 청년정책과 ☎ 031-000-1234',
      '2025-2026학년도 재학생 대상',
      '일자리센터 02-000-0000',
    ].join('\n');
    expect(normalizeRecord(record({ etcMttrCn: note })).contacts).toBe(
      '문의처: 청년재단 상담센터(1588-0000)\n- 담당부서 청년정책과 ☎ 031-000-1234\n일자리센터 02-000-0000',
    );
    expect(normalizeRecord(record({ etcMttrCn: '※ 예산 소진 시 마감' })).contacts).toBe('');
    expect(normalizeRecord(record({ etcMttrCn: undefined })).contacts).toBe('');
  });

  it('reads frstRegDt and lastMdfcnDt as Korea time, and ignores impossible ones', () => {
    const policy = normalizeRecord(
      record({ frstRegDt: '2026-09-03 10:49:36', lastMdfcnDt: '2026-02-30 10:00:00' }),
    );
    expect(policy.sourceCreatedAt).toBe('2026-09-03T10:49:36+09:00');
    expect(policy.sourceUpdatedAt).toBeUndefined();
    expect(normalizeRecord(record({ frstRegDt: '2026-09-03 25:00:00' })).sourceCreatedAt).toBe(
      undefined,
    );
    expect(normalizeRecord(record({ frstRegDt: '20260903' })).sourceCreatedAt).toBeUndefined();
  });

  it('refuses a policy that is not approved, and accepts one whose status is absent', () => {
    expect(() => normalizeRecord(record({ plcyAprvSttsCd: '0044003' }))).toThrow(
      /not approved \(plcyAprvSttsCd 0044003 반려\)/,
    );
    expect(() => normalizeRecord(record({ plcyAprvSttsCd: '0044004' }))).toThrow(
      InvalidRecordError,
    );
    expect(normalizeRecord(record({ plcyAprvSttsCd: '0044002' })).title).toBeTruthy();
    expect(normalizeRecord(record({ plcyAprvSttsCd: undefined })).title).toBeTruthy();
  });

  it('takes categories from 중분류 first, since a 대분류 may span several', () => {
    const categoriesOf = (lclsfNm: string, mclsfNm: string) =>
      normalizeRecord(record({ lclsfNm, mclsfNm })).categories;
    expect(categoriesOf('금융･복지･문화', '취약계층 및 금융지원')).toEqual(['finance', 'welfare']);
    expect(categoriesOf('금융･복지･문화', '예술인지원')).toEqual(['culture']);
    expect(categoriesOf('주거', '주택 및 거주지,전월세 및 주거급여 지원')).toEqual(['housing']);
    expect(categoriesOf('일자리', '재직자')).toEqual(['jobs']);
    expect(categoriesOf('교육･직업훈련', '미래역량강화')).toEqual(['education']);
    expect(categoriesOf('참여･기반', '청년국제교류')).toEqual(['other']);
    expect(categoriesOf('복지문화', '')).toEqual(['welfare', 'culture']);
  });

  it('reads numbers where the API sends strings, and drops repeated keywords', () => {
    const policy = normalizeRecord({
      plcyNo: '20260301000000000009',
      plcyNm: '숫자로 저장된 기록',
      inqCnt: 42,
      sprtTrgtMinAge: 19,
      sprtTrgtMaxAge: 34.5,
      plcyKywdNm: '대출, 대출,금리혜택',
      zipCd: { nested: true },
    } as unknown as YouthcenterRecord);
    expect(policy.views).toBe(42);
    expect(policy.eligibility.age).toEqual({ min: 19, max: 34 });
    expect(policy.keywords).toEqual(['대출', '금리혜택']);
    expect(policy.eligibility.regions).toBeUndefined();
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

describe('regions', () => {
  const all = (prefix: string) => SIGUNGU_CODES_2026.filter((c) => c.startsWith(prefix));

  it('names a 시·도 alone when every one of its 시군구 is listed', () => {
    expect(regions(all('11').join(','))).toEqual({ sido: ['11'] });
    expect(regions(all('41').join(','))).toEqual({ sido: ['41'] });
    expect(regions('36110')).toEqual({ sido: ['36'] }); // 세종 has one code
    // 서울 whole, 부산 in part: only 부산's 시군구 narrow the listing.
    expect(regions([...all('11'), '26110', '26140'].join(','))).toEqual({
      sido: ['11', '26'],
      sigungu: ['26110', '26140'],
    });
  });

  it('keeps the 시군구 of a 시·도 covered in part', () => {
    const allButOne = all('11').slice(1);
    expect(regions(allButOne.join(','))).toEqual({ sido: ['11'], sigungu: allButOne });
  });

  it('splits the merged 12 into 광주 and 전남 before deciding', () => {
    const gwangju = all('12').filter((c) => sidoOf(c) === '29');
    const jeonnam = all('12').filter((c) => sidoOf(c) === '46');
    expect(gwangju).toHaveLength(5);
    expect(jeonnam).toHaveLength(22);
    expect(regions(all('12').join(','))).toEqual({ sido: ['29', '46'] });
    expect(regions([...gwangju, jeonnam[0]].join(','))).toEqual({
      sido: ['29', '46'],
      sigungu: [jeonnam[0]],
    });
  });

  it('counts the codes of older maps for the areas they became', () => {
    // 광주 and 전남 before the merger, 강원 as 42 and 전북 as 45.
    const oldGwangju = '29110,29140,29155,29170,29200';
    expect(regions(oldGwangju)).toEqual({ sido: ['29'] });
    expect(
      regions(
        all('51')
          .map((c) => `42${c.slice(2)}`)
          .join(','),
      ),
    ).toEqual({ sido: ['51'] });
    expect(
      regions(
        all('52')
          .map((c) => `45${c.slice(2)}`)
          .join(','),
      ),
    ).toEqual({ sido: ['52'] });
    // 인천 before its 2026 districts: 중구, 동구 and 서구 instead of the four new ones.
    const oldIncheon = ['28110', '28140', '28177', '28185', '28200', '28237', '28245', '28260'];
    expect(regions([...oldIncheon, '28710', '28720'].join(','))).toEqual({ sido: ['28'] });
    expect(regions([...oldIncheon, '28710'].join(','))).toEqual({
      sido: ['28'],
      sigungu: [...oldIncheon, '28710'],
    });
    // 화성시 as one code among the other 경기 codes.
    const gyeonggi = all('41').filter((c) => !c.startsWith('4159'));
    expect(regions([...gyeonggi, '41590'].join(','))).toEqual({ sido: ['41'] });
  });

  it('reads every 시·도 touched, or none, as nationwide, and ignores codes it cannot place', () => {
    expect(regions(SIGUNGU_CODES_2026.join(','))).toBeUndefined();
    // A nationwide listing that misses a few 시군구 is still nationwide.
    expect(regions(SIGUNGU_CODES_2026.filter((_, i) => i % 10).join(','))).toBeUndefined();
    expect(regions('')).toBeUndefined();
    expect(regions(' , ,99999,abc')).toBeUndefined();
    expect(regions('11110,11110, 11110')).toEqual({ sido: ['11'], sigungu: ['11110'] });
  });
});

describe('the 2026 시군구 table', () => {
  it('holds the 256 codes, each placed in one of the 17 시·도', () => {
    expect(SIGUNGU_CODES_2026).toHaveLength(256);
    expect(new Set(SIGUNGU_CODES_2026).size).toBe(256);
    const perSido = new Map<string, number>();
    for (const code of SIGUNGU_CODES_2026) {
      const sido = sidoOf(code);
      expect(sido, code).toBeDefined();
      perSido.set(sido!, (perSido.get(sido!) ?? 0) + 1);
    }
    expect(perSido.size).toBe(17);
    expect(perSido.get('11')).toBe(25);
    expect(perSido.get('41')).toBe(47);
  });

  it('maps old codes to 2026 codes of the same 시·도', () => {
    expect(canonicalSigungu('29110')).toEqual(['12210']);
    expect(canonicalSigungu('46230')).toEqual(['12190']);
    expect(canonicalSigungu('42110')).toEqual(['51110']);
    expect(canonicalSigungu('45111')).toEqual(['52111']);
    expect(canonicalSigungu('41590')).toHaveLength(4);
    expect(canonicalSigungu('11110')).toEqual(['11110']);
    for (const old of ['29155', '46910', '28110', '28260', '41190', '44130', '42830', '45800']) {
      for (const code of canonicalSigungu(old)) {
        expect(SIGUNGU_CODES_2026, `${old} → ${code}`).toContain(code);
        expect(sidoOf(code)).toBe(sidoOf(old));
      }
    }
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

  it('reads a page without a list or a count as empty, with an unknown total', () => {
    const page = readEnvelope({ resultCode: '200', result: { pagging: { totCount: null } } });
    expect(page.records).toEqual([]);
    expect(page.total).toBeNaN();
    expect(readEnvelope({ resultCode: 200, result: null }).total).toBeNaN();
  });

  it('throws on an error that arrived with HTTP 200', () => {
    expect(() =>
      readEnvelope({ resultCode: 401, resultMessage: '인증키가 유효하지 않습니다.', result: null }),
    ).toThrow(/401 인증키가 유효하지 않습니다/);
    expect(() => readEnvelope(null)).toThrow(/not JSON/);
  });
});
