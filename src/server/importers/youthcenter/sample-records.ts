import type { YouthcenterRecord } from './normalize.js';
import { SIGUNGU_CODES_2026 } from './sigungu-codes.js';

/**
 * Made-up 온통청년 records in the exact shape of real getPlcy list answers (every field a string,
 * blanks written as the API writes them), for tests and the import benchmark. The real captures
 * stay in ../shared/fixtures for reference; nothing here is copied from them.
 */

const SEOUL = SIGUNGU_CODES_2026.filter((c) => c.startsWith('11'));
const NATIONWIDE = SIGUNGU_CODES_2026;

interface Variant {
  name: string;
  lclsfNm: string;
  mclsfNm: string;
  keyword: string;
  agency: string;
  zipCd: readonly string[];
}

const VARIANTS: Variant[] = [
  {
    name: '청년 주거 안정 월세 지원',
    lclsfNm: '주거',
    mclsfNm: '전월세 및 주거급여 지원',
    keyword: '주거지원',
    agency: '서울특별시',
    zipCd: SEOUL,
  },
  {
    name: '미취업 청년 직무 역량 교육',
    lclsfNm: '교육･직업훈련',
    mclsfNm: '미래역량강화',
    keyword: '교육지원',
    agency: '고용노동부',
    zipCd: NATIONWIDE,
  },
  {
    name: '청년 창업 초기 자금 지원',
    lclsfNm: '일자리',
    mclsfNm: '창업',
    keyword: '보조금,벤처',
    agency: '부산광역시',
    zipCd: ['26110', '26140', '26170'],
  },
  {
    name: '청년 마음 건강 바우처',
    lclsfNm: '금융･복지･문화',
    mclsfNm: '건강',
    keyword: '바우처',
    agency: '보건복지부',
    zipCd: NATIONWIDE,
  },
];

/** Record `n` (from 1) of a made-up answer; `overrides` replaces or removes fields. */
export function sampleRecord(n: number, overrides: YouthcenterRecord = {}): YouthcenterRecord {
  const variant = VARIANTS[n % VARIANTS.length]!;
  const serial = String(n).padStart(5, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  const isAlways = n % 5 === 0;
  return {
    plcyNo: `2026${month}10005400${1 + (n % 2)}${serial}`,
    bscPlanCycl: '2',
    bscPlanPlcyWayNo: '001',
    bscPlanFcsAsmtNo: '003',
    bscPlanAsmtNo: '011',
    pvsnInstGroupCd: n % 2 ? '0054002' : '0054001',
    plcyPvsnMthdCd: '0042006',
    plcyAprvSttsCd: '0044002',
    plcyNm: `${variant.name} ${n}차`,
    plcyKywdNm: variant.keyword,
    plcyExplnCn: `${variant.name} 사업으로 지역 청년의 자립을 돕습니다.\n* 예산 소진 시 조기 마감`,
    lclsfNm: variant.lclsfNm,
    mclsfNm: variant.mclsfNm,
    plcySprtCn: 'ㅇ 1인당 월 20만 원, 최대 10개월\nㅇ 중복 수혜 불가',
    sprvsnInstCd: '6110000',
    sprvsnInstCdNm: variant.agency,
    sprvsnInstPicNm: '',
    operInstCd: '       ',
    operInstCdNm: '',
    operInstPicNm: '',
    sprtSclLmtYn: 'N',
    aplyPrdSeCd: isAlways ? '0057002' : '0057001',
    bizPrdSeCd: '0056001',
    bizPrdBgngYmd: '20260101',
    bizPrdEndYmd: '20261231',
    bizPrdEtcCn: '',
    plcyAplyMthdCn: '온라인 신청(청년포털) 후 서류 제출',
    srngMthdCn: '서류 심사 후 개별 통보',
    aplyUrlAddr: 'https://youth.example.go.kr/apply',
    sbmsnDcmntCn: '신청서, 주민등록등본',
    etcMttrCn: `문의: 청년정책과 02-2133-${String(1000 + (n % 9000)).padStart(4, '0')}`,
    refUrlAddr1: 'https://youth.example.go.kr',
    refUrlAddr2: '',
    sprtSclCnt: '0',
    sprtArvlSeqYn: 'N',
    sprtTrgtMinAge: '19',
    sprtTrgtMaxAge: '39',
    sprtTrgtAgeLmtYn: 'N',
    mrgSttsCd: '0055003',
    earnCndSeCd: '0043001',
    earnMinAmt: '0',
    earnMaxAmt: '0',
    earnEtcCn: '',
    addAplyQlfcCndCn: '',
    ptcpPrpTrgtCn: '',
    inqCnt: String(n * 7),
    zipCd: variant.zipCd.join(','),
    plcyMajorCd: '0011009',
    jobCd: '0013010',
    schoolCd: '0049010',
    aplyYmd: isAlways ? '' : `2026${month}01 ~ 2026${month}20`,
    frstRegDt: `2026-${month}-10 09:${String(n % 60).padStart(2, '0')}:00`,
    lastMdfcnDt: `2026-${month}-11 10:00:00`,
    sbizCd: '0014010',
    ...overrides,
  };
}

/** A getPlcy answer holding `records`, as the API wraps one page. */
export function sampleResponse(
  records: unknown[],
  pagging: { totCount?: number; pageNum?: number; pageSize?: number } = {},
) {
  return {
    resultCode: 200,
    resultMessage: '성공적으로 데이터를 가지고 왔습니다.',
    result: {
      pagging: {
        totCount: pagging.totCount ?? records.length,
        pageNum: pagging.pageNum ?? 1,
        pageSize: pagging.pageSize ?? records.length,
      },
      youthPolicyList: records,
    },
  };
}

/** The error answer, which arrives with HTTP 200. */
export const SAMPLE_ERROR_RESPONSE = {
  resultCode: 401,
  resultMessage: '인증키가 유효하지 않습니다.',
  result: null,
};
