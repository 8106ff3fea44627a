import type { InterestCategory } from '../../../../shared/categories.js';
import type { Eligibility } from '../../../../shared/eligibility.js';
import type { SidoCode } from '../../../../shared/regions.js';
import type { DemoPeriod, DemoPolicy } from './demo-content.types.js';

/** Returns the element at `i` modulo the length, so variants can rotate over regions. */
function pick<T>(list: readonly T[], i: number): T {
  const value = list[((i % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('pick: empty list');
  return value;
}

/** A body: an intro paragraph, titled sections whose lines are indented sub-points, closing paragraphs. */
function composeBody(intro: string, sections: [string, string[]][], closing: string[]): string {
  const parts = [intro];
  for (const [heading, lines] of sections) {
    parts.push(
      [
        heading,
        ...lines.map((line) => (line.startsWith(' ') ? `    ${line.trim()}` : `  - ${line}`)),
      ].join('\n'),
    );
  }
  parts.push(...closing);
  return parts.join('\n\n');
}

function views(seed: number): number {
  return (seed * 7919 + 1234) % 48_500;
}

// ---------------------------------------------------------------------------------------------
// Nationwide policies (sido: [])
// ---------------------------------------------------------------------------------------------

interface NationalSpec {
  slug: string;
  title: string;
  summary: string;
  agency: string;
  categories: InterestCategory[];
  keywords: string[];
  eligibility: Eligibility;
  supportLines: string[];
  targetLines: string[];
  applyLines: string[];
  note?: string;
  documents?: string;
  contacts?: string;
  period: DemoPeriod;
  isPick?: boolean;
  apply?: string;
  reference: string;
  thumbnailUrl?: string;
}

function national(spec: NationalSpec, index: number): DemoPolicy {
  const closing = [
    spec.note ?? '자세한 기준과 일정은 공고문에서 꼭 확인해 주세요.',
    `자세히 보기: ${spec.reference}`,
  ];
  const policy: DemoPolicy = {
    slug: spec.slug,
    title: spec.title,
    summary: spec.summary,
    body: composeBody(
      spec.summary,
      [
        ['지원 내용', spec.supportLines],
        ['지원 대상', spec.targetLines],
        ['신청 방법', spec.applyLines],
      ],
      closing,
    ),
    agency: spec.agency,
    period: spec.period,
    views: views(index + 11),
    sido: [],
    categories: spec.categories,
    keywords: spec.keywords,
    eligibility: spec.eligibility,
    support: spec.supportLines.join('\n'),
    howToApply: spec.applyLines.join('\n'),
    links: spec.apply
      ? { apply: spec.apply, reference: spec.reference }
      : { reference: spec.reference },
  };
  if (spec.documents) policy.documents = spec.documents;
  if (spec.contacts) policy.contacts = spec.contacts;
  if (spec.isPick) policy.isPick = true;
  if (spec.thumbnailUrl) policy.thumbnailUrl = spec.thumbnailUrl;
  return policy;
}

const open = (startDay: number, endDay: number): DemoPeriod => ({
  kind: 'range',
  startDay,
  endDay,
});
const ALWAYS: DemoPeriod = { kind: 'always' };
const CLOSED: DemoPeriod = { kind: 'closed' };

const NATIONAL_SPECS: NationalSpec[] = [
  {
    slug: 'youth-leap-account',
    title: '청년도약계좌',
    summary:
      '매달 70만 원 한도로 5년 동안 저축하면 정부기여금과 비과세 혜택을 더해 목돈을 만들 수 있어요.',
    agency: '금융위원회',
    categories: ['finance'],
    keywords: ['청년도약계좌', '적금', '자산형성', '비과세'],
    eligibility: {
      age: { min: 19, max: 34, militaryMaxMonths: 72 },
      income: { kind: 'annual', maxManwon: 7500 },
      additionalConditions: '가구소득 중위 250% 이하인 청년만 가입할 수 있어요.',
      excludedTargets: '직전 3개 과세기간 중 1회 이상 금융소득종합과세 대상자',
    },
    supportLines: [
      '월 최대 70만 원까지 자유롭게 납입',
      '개인소득 구간에 따라 매달 정부기여금 최대 3만 3천 원 추가 적립',
      '이자소득 비과세',
    ],
    targetLines: [
      '만 19~34세 청년 (병역 이행 기간은 최대 6년까지 나이에서 빼 줘요)',
      '개인소득 연 7,500만 원 이하',
    ],
    applyLines: ['취급 은행 앱에서 가입 신청', '소득·가구 심사 후 계좌 개설 안내'],
    documents: '은행 앱에서 본인 인증 후 심사가 진행돼요. 별도 서류는 필요할 때만 요청해요.',
    contacts: '서민금융진흥원 콜센터 1397',
    period: open(-10, 12),
    isPick: true,
    apply: 'https://www.kinfa.or.kr/product/youthLeapAccount.do',
    reference: 'https://www.fsc.go.kr/po010101/youth-leap',
    thumbnailUrl: 'https://static.youthbenefit.kr/demo/youth-leap-account.png',
  },
  {
    slug: 'k-pass-youth-refund',
    title: 'K-패스 청년 추가 환급',
    summary: '대중교통을 월 15회 이상 타면 쓴 요금의 30%를 다음 달에 돌려받아요.',
    agency: '국토교통부',
    categories: ['travel', 'finance'],
    keywords: ['K-패스', '케이패스', '교통비', '대중교통', '환급'],
    eligibility: { age: { min: 19, max: 34 } },
    supportLines: [
      '월 15회 이상 이용 시 이용 금액의 30% 환급 (일반 20%)',
      '월 최대 60회까지 적립',
      '시내버스, 지하철, 광역버스, GTX 모두 포함',
    ],
    targetLines: ['만 19~34세 청년', '소득 기준 없음'],
    applyLines: [
      'K-패스 카드 발급 후 누리집 또는 앱에서 회원 가입',
      '카드 등록을 마치면 자동 적립',
    ],
    contacts: 'K-패스 고객센터 1544-6811',
    period: ALWAYS,
    isPick: true,
    reference: 'https://korea-pass.kr/guide/youth',
  },
  {
    slug: 'youth-rent-special-support',
    title: '청년월세 한시 특별지원',
    summary: '부모님과 떨어져 사는 무주택 청년에게 월 최대 20만 원을 최대 12개월 동안 지원해요.',
    agency: '국토교통부',
    categories: ['housing', 'welfare'],
    keywords: ['청년월세', '청년 월세', '월세지원', '주거비'],
    eligibility: {
      age: { min: 19, max: 34 },
      income: { kind: 'median_ratio', maxPercent: 60 },
      marital: ['single'],
      housing: ['homeless_head', 'homeless_member'],
      additionalConditions:
        '원가구 소득이 중위 100% 이하여야 하고, 보증금 5천만 원 이하·월세 70만 원 이하 주택에 살아야 해요.',
      excludedTargets: '공공임대주택 거주자, 직계존속 소유 주택 임차인',
    },
    supportLines: ['실제 내는 월세 범위에서 월 최대 20만 원', '최대 12개월, 생애 1회'],
    targetLines: [
      '부모와 따로 사는 만 19~34세 무주택 청년',
      '청년가구 중위소득 60% 이하, 원가구 중위소득 100% 이하',
    ],
    applyLines: ['복지로 누리집 온라인 신청', '주소지 행정복지센터 방문 신청'],
    documents: '임대차계약서, 월세 이체 내역, 가족관계증명서',
    contacts: '마이홈 콜센터 1600-1004',
    period: open(-25, 5),
    isPick: true,
    apply: 'https://www.bokjiro.go.kr/ssis-tbu/youth-rent',
    reference: 'https://www.myhome.go.kr/hws/portal/youthRent.do',
  },
  {
    slug: 'national-employment-support',
    title: '국민취업지원제도',
    summary:
      '취업을 준비하는 청년에게 맞춤형 취업 상담과 함께 구직촉진수당을 월 50만 원씩 6개월 동안 드려요.',
    agency: '고용노동부',
    categories: ['jobs', 'welfare'],
    keywords: ['국민취업지원제도', '구직촉진수당', '취업지원', '국취제'],
    eligibility: {
      age: { min: 18, max: 34, militaryMaxMonths: 36 },
      employment: ['unemployed'],
      income: { kind: 'median_ratio', maxPercent: 120 },
      additionalConditions: '청년 특례로 Ⅰ유형은 가구 재산 5억 원 이하 조건이 함께 적용돼요.',
    },
    supportLines: [
      '구직촉진수당 월 50만 원 × 6개월 (부양가족 1인당 10만 원 추가)',
      '1:1 취업 상담과 직업훈련 연계',
      '취업 후 조기취업성공수당',
    ],
    targetLines: [
      '만 18~34세 구직자 (군 복무 기간만큼 최대 3년 늘어나요)',
      '가구 중위소득 120% 이하 (Ⅰ유형 기준)',
    ],
    applyLines: ['고용24 누리집에서 온라인 신청', '가까운 고용센터 방문 신청'],
    contacts: '고용노동부 고객상담센터 1350',
    period: ALWAYS,
    apply: 'https://www.work24.go.kr/cm/c/national-employment',
    reference: 'https://www.moel.go.kr/policy/employment-support.do',
  },
  {
    slug: 'youth-job-leap-incentive',
    title: '청년일자리도약장려금',
    summary: '취업이 어려운 청년을 정규직으로 채용한 중소기업에 2년 동안 최대 1,200만 원을 드려요.',
    agency: '고용노동부',
    categories: ['jobs'],
    keywords: ['청년일자리도약장려금', '채용장려금', '중소기업', '정규직'],
    eligibility: {
      age: { min: 15, max: 34 },
      employment: ['unemployed'],
      special: ['sme_worker'],
      additionalConditions: '6개월 이상 실업 상태였던 청년 등 취업애로청년이 대상이에요.',
    },
    supportLines: [
      '기업에 월 최대 60만 원 × 1년 지원',
      '2년 근속 시 청년에게 근속 인센티브 최대 480만 원(빈일자리 업종)',
    ],
    targetLines: ['만 15~34세 취업애로청년', '5인 이상 우선지원대상기업 채용 시'],
    applyLines: ['기업이 고용24에서 참여 신청', '청년은 채용 후 기업을 통해 자동 연계'],
    period: open(-60, 40),
    apply: 'https://www.work24.go.kr/youth-leap',
    reference: 'https://www.moel.go.kr/policy/youth-leap-incentive.do',
  },
  {
    slug: 'mind-health-voucher-2030',
    title: '2030 청년 마음건강 바우처',
    summary: '마음이 지친 청년에게 전문 심리상담을 8회까지 받을 수 있는 바우처를 드려요.',
    agency: '보건복지부',
    categories: ['health', 'welfare'],
    keywords: ['마음건강', '심리상담', '바우처', '2030', '정신건강'],
    eligibility: {
      age: { min: 19, max: 34 },
      additionalConditions:
        '정신건강복지센터나 대학상담센터 등에서 상담이 필요하다는 의뢰서를 받은 청년이에요.',
    },
    supportLines: ['회당 50~80분 전문 심리상담 총 8회', '소득에 따라 본인부담금 0~30%'],
    targetLines: ['만 19~34세 청년', '소득 기준 없음, 본인부담금만 차등'],
    applyLines: ['주소지 행정복지센터 방문 신청', '복지로 온라인 신청'],
    documents: '의뢰서 또는 진단서, 신분증',
    period: ALWAYS,
    isPick: true,
    apply: 'https://www.bokjiro.go.kr/ssis-tbu/mind-voucher',
    reference: 'https://www.mohw.go.kr/policy/mind-health-youth.do',
  },
  {
    slug: 'national-scholarship-type-1',
    title: '국가장학금 Ⅰ유형',
    summary: '대학생의 가구 소득 구간에 따라 한 학기 등록금을 최대 전액까지 지원해요.',
    agency: '한국장학재단',
    categories: ['education', 'finance'],
    keywords: ['국가장학금', '등록금', '장학금', '대학생'],
    eligibility: {
      education: ['university_student'],
      income: { kind: 'text', text: '학자금 지원구간 9구간 이하 (소득인정액 기준)' },
      additionalConditions: '직전 학기 12학점 이상 이수, 성적 80점 이상이 필요해요.',
    },
    supportLines: ['기초·차상위 가구는 등록금 전액', '1~9구간 연 최대 100만~570만 원 차등 지원'],
    targetLines: ['국내 대학 재학생', '학자금 지원구간 9구간 이하'],
    applyLines: ['한국장학재단 누리집 또는 앱에서 신청', '가구원 정보제공 동의 필수'],
    contacts: '한국장학재단 상담센터 1599-2000',
    period: open(-3, 20),
    apply: 'https://www.kosaf.go.kr/ko/scholar.do?pg=scholarship_type1',
    reference: 'https://www.kosaf.go.kr/ko/scholar.do',
  },
  {
    slug: 'student-loan-after-employment',
    title: '취업 후 상환 학자금대출',
    summary: '재학 중에는 상환 부담 없이 등록금과 생활비를 빌리고, 취업해 소득이 생긴 뒤에 갚아요.',
    agency: '한국장학재단',
    categories: ['education', 'finance'],
    keywords: ['학자금대출', '취업후상환', '생활비대출'],
    eligibility: {
      age: { max: 35 },
      education: ['university_student', 'graduate_degree'],
      income: { kind: 'text', text: '학자금 지원구간 1~10구간 (대학원생은 1~4구간)' },
    },
    supportLines: ['등록금 실소요액 전액', '생활비 학기당 최대 175만 원'],
    targetLines: ['만 35세 이하 대학(원)생', '성적 기준 C학점 이상'],
    applyLines: ['한국장학재단 누리집에서 신청', '대출 실행 전 학자금 금융교육 이수'],
    period: open(-40, -5),
    reference: 'https://www.kosaf.go.kr/ko/tuition.do',
  },
  {
    slug: 'tomorrow-learning-card',
    title: '국민내일배움카드',
    summary: '직업훈련이 필요한 청년에게 5년 동안 최대 300만 원의 훈련비를 지원해요.',
    agency: '고용노동부',
    categories: ['education', 'jobs'],
    keywords: ['내일배움카드', '국민내일배움카드', '직업훈련', '훈련비'],
    eligibility: {
      excludedTargets: '공무원, 사립학교 교직원, 만 75세 이상인 사람',
    },
    supportLines: [
      '5년간 300만 원 한도 훈련비 (최대 500만 원까지 상향)',
      '훈련장려금 월 최대 11만 6천 원',
    ],
    targetLines: [
      '구직자, 재직자, 자영업자 누구나',
      '대학 졸업예정자와 대학 3학년 이상 재학생도 가능',
    ],
    applyLines: ['고용24에서 카드 발급 신청', '발급 후 원하는 훈련과정 수강 신청'],
    period: ALWAYS,
    apply: 'https://www.work24.go.kr/naeil-card',
    reference: 'https://www.moel.go.kr/policy/naeilcard.do',
  },
  {
    slug: 'k-digital-training',
    title: 'K-디지털 트레이닝',
    summary: '인공지능, 클라우드, 데이터 분야 실무 교육을 무료로 받고 훈련장려금도 받아요.',
    agency: '고용노동부',
    categories: ['education', 'jobs'],
    keywords: ['K-디지털', 'KDT', '코딩교육', '디지털 훈련'],
    eligibility: {
      age: { max: 34 },
      employment: ['unemployed'],
      additionalConditions: '국민내일배움카드를 발급받아야 수강할 수 있어요.',
    },
    supportLines: ['훈련비 전액 지원', '훈련장려금 월 최대 31만 6천 원', '수료 후 기업 채용 연계'],
    targetLines: ['만 34세 이하 미취업 청년', '대학 졸업예정자 포함'],
    applyLines: ['고용24에서 과정 검색 후 신청', '훈련기관 면접 또는 사전 평가'],
    period: open(-15, 3),
    reference: 'https://www.work24.go.kr/k-digital',
  },
  {
    slug: 'youth-housing-dream-account',
    title: '청년 주택드림 청약통장',
    summary:
      '연 최대 4.5% 금리로 내 집 마련 자금을 모으고, 당첨되면 낮은 금리로 대출까지 이어져요.',
    agency: '국토교통부',
    categories: ['housing', 'finance'],
    keywords: ['청약통장', '주택드림', '청약', '내집마련'],
    eligibility: {
      age: { min: 19, max: 34 },
      income: { kind: 'annual', maxManwon: 5000 },
      additionalConditions: '무주택자여야 해요.',
    },
    supportLines: [
      '연 최대 4.5% 금리',
      '이자소득 500만 원까지 비과세',
      '청약 당첨 시 연 2.2%대 주택드림 대출 연계',
    ],
    targetLines: ['만 19~34세 무주택 청년', '직전 연도 소득 5,000만 원 이하'],
    applyLines: ['주택도시기금 수탁은행 창구 또는 앱에서 가입'],
    period: ALWAYS,
    reference: 'https://nhuf.molit.go.kr/FP/FP05/FP0503/housing-dream.jsp',
  },
  {
    slug: 'youth-jeonse-loan-buttumok',
    title: '청년전용 버팀목 전세자금대출',
    summary: '무주택 청년이 전셋집을 구할 때 보증금의 80%까지 연 2%대 금리로 빌릴 수 있어요.',
    agency: '주택도시보증공사',
    categories: ['housing', 'finance'],
    keywords: ['버팀목', '전세대출', '전세자금', '청년전용'],
    eligibility: {
      age: { min: 19, max: 34 },
      income: { kind: 'annual', maxManwon: 5000 },
      marital: ['single'],
    },
    supportLines: ['최대 2억 원, 임차보증금의 80% 이내', '연 2.2~3.3% 금리'],
    targetLines: ['만 19~34세 무주택 세대주(예정자 포함)', '부부합산 연소득 5,000만 원 이하'],
    applyLines: ['기금e든든 누리집에서 자산심사 신청', '심사 통과 후 수탁은행에서 대출 신청'],
    period: ALWAYS,
    reference: 'https://www.khug.or.kr/loan/buttumok-youth.do',
  },
  {
    slug: 'sme-youth-deposit-loan',
    title: '중소기업취업청년 전월세보증금대출',
    summary: '중소기업에 다니는 청년에게 최대 1억 원의 보증금을 연 1.5% 금리로 빌려드려요.',
    agency: '국토교통부',
    categories: ['housing', 'jobs'],
    keywords: ['중기청', '중기청대출', '전월세보증금', '중소기업'],
    eligibility: {
      age: { min: 19, max: 34 },
      employment: ['employed', 'entrepreneur'],
      special: ['sme_worker'],
      income: { kind: 'annual', maxManwon: 3500 },
    },
    supportLines: ['최대 1억 원', '연 1.5% 고정금리, 최장 10년'],
    targetLines: ['중소·중견기업 재직 청년 또는 청년 창업자', '연소득 3,500만 원 이하'],
    applyLines: ['기금e든든에서 신청 후 수탁은행 방문'],
    period: CLOSED,
    note: '신규 접수가 마감되어, 현재는 기존 이용자의 연장 신청만 받고 있어요.',
    reference: 'https://nhuf.molit.go.kr/FP/FP05/FP0502/sme-youth.jsp',
  },
  {
    slug: 'youth-jeonse-rental-lh',
    title: '청년 전세임대주택',
    summary: '원하는 전셋집을 직접 찾으면 LH가 집주인과 계약해 시세보다 저렴하게 다시 빌려줘요.',
    agency: '한국토지주택공사',
    categories: ['housing', 'welfare'],
    keywords: ['전세임대', 'LH', '청년주택', '공공임대'],
    eligibility: {
      age: { min: 19, max: 39 },
      income: { kind: 'median_ratio', maxPercent: 100 },
      marital: ['single'],
      education: ['university_student', 'university_graduate'],
      additionalConditions: '대학생 또는 취업준비생(졸업 후 2년 이내)이 대상이에요.',
    },
    supportLines: [
      '수도권 최대 1억 2천만 원 전세보증금 지원',
      '보증금 100만 원, 월 임대료 연 1~2% 이자 수준',
    ],
    targetLines: ['무주택 대학생, 취업준비생, 만 19~39세 청년'],
    applyLines: ['LH청약플러스에서 신청', '입주 대상자 선정 후 주택 물색'],
    period: open(8, 22),
    apply: 'https://apply.lh.or.kr/youth-jeonse',
    reference: 'https://www.lh.or.kr/rental/youth-jeonse.do',
  },
  {
    slug: 'happy-house-youth',
    title: '행복주택 청년 입주자 모집',
    summary: '대학생·청년·신혼부부를 위한 행복주택을 주변 시세의 60~80% 임대료로 공급해요.',
    agency: '한국토지주택공사',
    categories: ['housing'],
    keywords: ['행복주택', '공공임대', '청년주택', 'LH'],
    eligibility: {
      age: { min: 19, max: 39 },
      income: { kind: 'median_ratio', maxPercent: 100 },
      additionalConditions: '총자산과 자동차가액 기준이 별도로 있어요.',
    },
    supportLines: ['시세 대비 60~80% 임대료', '최장 6년 거주 (취업·혼인 시 연장 가능)'],
    targetLines: ['만 19~39세 무주택 미혼 청년', '소득이 있는 업무에 종사한 지 5년 이내인 청년'],
    applyLines: ['LH청약플러스 인터넷 청약', '서류 심사 후 당첨자 발표'],
    period: open(15, 29),
    reference: 'https://apply.lh.or.kr/happyhouse',
  },
  {
    slug: 'youth-housing-benefit-split',
    title: '청년 주거급여 분리지급',
    summary: '부모님과 따로 사는 주거급여 수급가구의 청년에게 월세를 따로 지급해요.',
    agency: '국토교통부',
    categories: ['housing', 'welfare'],
    keywords: ['주거급여', '분리지급', '수급자'],
    eligibility: {
      age: { min: 19, max: 29 },
      special: ['basic_livelihood'],
      income: { kind: 'median_ratio', maxPercent: 48 },
    },
    supportLines: ['지역별 기준임대료 범위에서 실제 월세 지원 (서울 1인 기준 월 34만 원대)'],
    targetLines: ['주거급여 수급가구의 만 19~29세 미혼 청년', '부모와 다른 시·군에 거주'],
    applyLines: ['주소지 행정복지센터 신청'],
    period: ALWAYS,
    reference: 'https://www.myhome.go.kr/hws/portal/housing-benefit.do',
  },
  {
    slug: 'youth-farmer-settlement',
    title: '청년농업인 영농정착지원',
    summary: '농업에 처음 뛰어든 청년농에게 최대 3년 동안 월 최대 110만 원의 정착지원금을 드려요.',
    agency: '농림축산식품부',
    categories: ['jobs', 'finance'],
    keywords: ['청년농', '영농정착', '귀농', '농업'],
    eligibility: {
      age: { min: 18, max: 39 },
      employment: ['farmer', 'entrepreneur'],
      special: ['farmer'],
      additionalConditions: '독립경영 3년 이하이거나 예정인 청년이어야 해요.',
      excludedTargets: '연 소득 3,700만 원 이상인 사람, 부모 농업 승계만 하는 경우 일부 제외',
    },
    supportLines: [
      '1년 차 월 110만 원, 2년 차 100만 원, 3년 차 90만 원',
      '창업자금 융자와 농지 임대 우선 지원',
    ],
    targetLines: ['만 18~39세 독립경영 3년 이하 청년농'],
    applyLines: ['농림사업정보시스템에서 신청', '시·군 농업기술센터 면접 평가'],
    period: open(-50, -12),
    reference: 'https://www.mafra.go.kr/young-farmer.do',
  },
  {
    slug: 'pre-startup-package',
    title: '예비창업패키지',
    summary: '혁신적인 아이디어가 있는 예비창업자에게 사업화 자금을 최대 1억 원까지 지원해요.',
    agency: '중소벤처기업부',
    categories: ['jobs', 'finance'],
    keywords: ['예비창업패키지', '창업지원', '사업화자금', '예창패'],
    eligibility: {
      employment: ['entrepreneur', 'unemployed', 'employed'],
      additionalConditions: '공고일 기준 사업자 등록이 없는 예비창업자만 신청할 수 있어요.',
    },
    supportLines: ['사업화 자금 평균 5천만 원, 최대 1억 원', '창업 교육과 전담 멘토링'],
    targetLines: ['사업자 등록 이력이 없는 예비창업자'],
    applyLines: ['K-Startup 누리집에서 사업계획서 제출', '서류·발표 평가'],
    period: open(5, 30),
    reference: 'https://www.k-startup.go.kr/pre-startup',
  },
  {
    slug: 'youth-startup-academy',
    title: '청년창업사관학교',
    summary: '창업 3년 이내 청년 기업에 사업화 자금과 입주 공간, 코칭을 한 번에 지원해요.',
    agency: '중소벤처기업진흥공단',
    categories: ['jobs'],
    keywords: ['청년창업사관학교', '창업', '스타트업'],
    eligibility: {
      age: { max: 39 },
      employment: ['entrepreneur'],
    },
    supportLines: ['사업화 자금 최대 1억 원', '전용 창업 공간 입주', '전담 교수 코칭'],
    targetLines: ['만 39세 이하, 창업 3년 이내 기업 대표'],
    applyLines: ['K-Startup 누리집 접수', '서류·발표 평가 후 최종 선정'],
    period: open(-30, -2),
    reference: 'https://start.kosmes.or.kr/academy',
  },
  {
    slug: 'public-institution-youth-intern',
    title: '공공기관 청년인턴',
    summary: '공공기관에서 3~6개월 동안 실무를 경험하며 급여를 받고 채용 가점도 챙길 수 있어요.',
    agency: '기획재정부',
    categories: ['jobs'],
    keywords: ['청년인턴', '체험형인턴', '공공기관', '일경험'],
    eligibility: { age: { min: 19, max: 34 }, employment: ['unemployed'] },
    supportLines: ['최저임금 이상 급여', '수료 시 일부 기관 채용 가점'],
    targetLines: ['만 19~34세 미취업 청년'],
    applyLines: ['잡알리오에서 기관별 공고 확인 후 지원'],
    period: open(-4, 6),
    reference: 'https://job.alio.go.kr/youth-intern',
  },
  {
    slug: 'youth-work-experience',
    title: '미래내일 일경험 사업',
    summary: '기업 프로젝트, 인턴, 캠프 형태로 실제 직무를 경험하고 참여수당을 받아요.',
    agency: '고용노동부',
    categories: ['jobs', 'education'],
    keywords: ['일경험', '미래내일', '인턴', '직무체험'],
    eligibility: {
      age: { min: 15, max: 34 },
      employment: ['unemployed'],
      education: ['university_student', 'university_graduating', 'university_graduate'],
    },
    supportLines: ['인턴형 월 최대 180만 원 수준 참여수당', '프로젝트형·ESG형·기업탐방형 선택'],
    targetLines: ['만 15~34세 미취업 청년, 대학 재학생 포함'],
    applyLines: ['고용24 일경험 메뉴에서 프로그램 신청'],
    period: open(-8, 25),
    isPick: true,
    reference: 'https://www.work24.go.kr/work-experience',
  },
  {
    slug: 'k-move-overseas-job',
    title: 'K-Move 해외취업 연수',
    summary: '해외 취업을 준비하는 청년에게 어학·직무 연수와 현지 정착지원금을 드려요.',
    agency: '한국산업인력공단',
    categories: ['jobs', 'travel'],
    keywords: ['해외취업', 'K-Move', '케이무브', '연수'],
    eligibility: { age: { max: 34 }, employment: ['unemployed'] },
    supportLines: ['연수비 1인당 최대 800만 원', '해외취업정착지원금 최대 800만 원'],
    targetLines: ['만 34세 이하 미취업 청년'],
    applyLines: ['월드잡플러스에서 과정 신청'],
    period: open(10, 40),
    reference: 'https://www.worldjob.or.kr/kmove',
  },
  {
    slug: 'youth-culture-art-pass',
    title: '청년 문화예술패스',
    summary:
      '만 19세가 된 청년에게 공연과 전시를 볼 수 있는 문화예술패스를 최대 15만 원까지 드려요.',
    agency: '문화체육관광부',
    categories: ['culture'],
    keywords: ['문화예술패스', '청년문화패스', '공연', '전시'],
    eligibility: {
      age: { min: 19, max: 19 },
      excludedTargets: '통합문화이용권(문화누리카드) 중복 수혜자는 일부 제한돼요.',
    },
    supportLines: ['1인 최대 15만 원 (지역에 따라 추가 지원)', '공연, 전시, 영화 관람에 사용'],
    targetLines: ['올해 만 19세가 되는 청년'],
    applyLines: ['예매처 누리집에서 본인 인증 후 신청'],
    period: open(-70, -30),
    reference: 'https://www.mcst.go.kr/culture-art-pass',
  },
  {
    slug: 'vacation-support-workers',
    title: '근로자 휴가지원사업',
    summary:
      '중소기업 근로자가 20만 원을 적립하면 정부와 기업이 20만 원을 더 보태 국내 여행을 도와요.',
    agency: '한국관광공사',
    categories: ['travel', 'culture'],
    keywords: ['휴가지원', '국내여행', '여행적립금', '휴가샵'],
    eligibility: { employment: ['employed'], special: ['sme_worker'] },
    supportLines: [
      '근로자 20만 원 + 기업 10만 원 + 정부 10만 원 = 40만 원 적립',
      '전용 몰에서 숙박·교통·체험 결제',
    ],
    targetLines: ['중소·중견기업, 소상공인, 비영리민간단체 근로자'],
    applyLines: ['기업이 먼저 참여 신청 후 근로자 가입'],
    period: open(1, 14),
    reference: 'https://vacation.visitkorea.or.kr/worker',
  },
  {
    slug: 'youth-regional-trip-discount',
    title: '청년 지역여행 숙박 할인',
    summary: '인구감소지역을 여행하는 청년에게 숙박비를 1박당 최대 3만 원 할인해 드려요.',
    agency: '한국관광공사',
    categories: ['travel'],
    keywords: ['숙박할인', '청년여행', '지역여행', '인구감소지역'],
    eligibility: { age: { min: 19, max: 34 } },
    supportLines: ['1박 최대 3만 원 할인 쿠폰', '1인 최대 2회 사용'],
    targetLines: ['만 19~34세 청년'],
    applyLines: ['대한민국 구석구석 누리집에서 쿠폰 발급'],
    period: open(-2, 4),
    reference: 'https://korean.visitkorea.or.kr/youth-stay',
  },
  {
    slug: 'family-caregiver-youth-allowance',
    title: '가족돌봄청년 자기돌봄비',
    summary: '아픈 가족을 돌보는 청년에게 연 200만 원의 자기돌봄비를 드려요.',
    agency: '보건복지부',
    categories: ['welfare', 'health'],
    keywords: ['가족돌봄청년', '영케어러', '자기돌봄비', '돌봄'],
    eligibility: {
      age: { min: 13, max: 34 },
      special: ['family_caregiver_youth'],
      income: { kind: 'median_ratio', maxPercent: 100 },
    },
    supportLines: ['연 200만 원 (분기별 50만 원)', '전담 사례관리와 돌봄 서비스 연계'],
    targetLines: ['가족을 돌보는 만 13~34세 청년', '가구 중위소득 100% 이하'],
    applyLines: ['주소지 행정복지센터 방문 또는 복지로 온라인 신청'],
    period: open(-12, 18),
    reference: 'https://www.bokjiro.go.kr/family-caregiver-youth',
  },
  {
    slug: 'care-leaver-allowance',
    title: '자립준비청년 자립수당',
    summary: '보호가 끝난 자립준비청년에게 5년 동안 매달 50만 원의 자립수당을 드려요.',
    agency: '보건복지부',
    categories: ['welfare'],
    keywords: ['자립준비청년', '자립수당', '보호종료아동'],
    eligibility: {
      age: { min: 18, max: 29 },
      additionalConditions: '아동복지시설이나 가정위탁 보호가 끝난 지 5년 이내여야 해요.',
    },
    supportLines: ['월 50만 원 × 최대 5년', '자립정착금과 주거 지원 연계'],
    targetLines: ['보호 종료 후 5년 이내 자립준비청년'],
    applyLines: ['주소지 행정복지센터 신청'],
    period: ALWAYS,
    reference: 'https://www.mohw.go.kr/care-leaver.do',
  },
  {
    slug: 'isolated-youth-recovery',
    title: '고립·은둔 청년 원스톱 지원',
    summary: '오랫동안 집 밖으로 나오기 힘들었던 청년의 회복을 상담부터 일상 복귀까지 함께 도와요.',
    agency: '보건복지부',
    categories: ['welfare', 'health'],
    keywords: ['고립청년', '은둔청년', '사회적 고립', '회복'],
    eligibility: { age: { min: 19, max: 39 } },
    supportLines: ['1:1 상담과 자조모임', '일상 회복 프로그램과 일경험 연계'],
    targetLines: ['사회적으로 고립되었거나 은둔 중인 만 19~39세 청년'],
    applyLines: ['청년미래센터 전화 상담 또는 온라인 자가진단 후 신청'],
    period: ALWAYS,
    reference: 'https://www.youthcenter.go.kr/isolated-youth',
  },
  {
    slug: 'youth-health-checkup',
    title: '20·30대 국가건강검진',
    summary: '직장 가입자가 아닌 20·30대도 2년마다 무료로 국가건강검진을 받을 수 있어요.',
    agency: '국민건강보험공단',
    categories: ['health'],
    keywords: ['건강검진', '국가건강검진', '20대', '30대'],
    eligibility: { age: { min: 20, max: 39 } },
    supportLines: ['일반건강검진 비용 전액', '우울증·정신건강 검사 포함'],
    targetLines: ['만 20~39세 지역가입자와 피부양자 (짝수·홀수 연도 출생별 대상)'],
    applyLines: ['검진기관에 예약 후 신분증 지참 방문'],
    period: ALWAYS,
    reference: 'https://www.nhis.or.kr/checkup/youth',
  },
  {
    slug: 'youth-dental-scaling',
    title: '청년 치과 스케일링 건강보험 적용',
    summary: '연 1회 스케일링을 본인부담 1만 5천 원 안팎으로 받을 수 있어요.',
    agency: '국민건강보험공단',
    categories: ['health'],
    keywords: ['스케일링', '치과', '건강보험'],
    eligibility: {},
    supportLines: ['매년 1회 건강보험 적용'],
    targetLines: ['만 19세 이상 건강보험 가입자'],
    applyLines: ['가까운 치과 방문 시 자동 적용'],
    period: ALWAYS,
    reference: 'https://www.nhis.or.kr/benefit/scaling',
  },
  {
    slug: 'sunshine-loan-youth',
    title: '햇살론유스',
    summary:
      '소득이 적은 청년에게 생활비와 학업자금을 연 3~4%대 금리로 최대 1,200만 원까지 빌려줘요.',
    agency: '서민금융진흥원',
    categories: ['finance'],
    keywords: ['햇살론유스', '햇살론', '청년대출', '생활자금'],
    eligibility: {
      age: { min: 19, max: 34 },
      income: { kind: 'annual', maxManwon: 3500 },
      employment: ['unemployed', 'employed', 'self_employed'],
    },
    supportLines: ['1인 최대 1,200만 원 (1회 최대 600만 원)', '사회적 배려 대상 청년은 금리 우대'],
    targetLines: ['만 19~34세, 연소득 3,500만 원 이하 청년'],
    applyLines: ['서민금융진흥원 앱에서 상담 후 취급은행 신청'],
    period: ALWAYS,
    reference: 'https://www.kinfa.or.kr/product/sunshine-youth.do',
  },
  {
    slug: 'sme-youth-income-tax-relief',
    title: '중소기업 취업 청년 소득세 감면',
    summary: '중소기업에 취업한 청년은 5년 동안 소득세의 90%를 연 200만 원 한도로 감면받아요.',
    agency: '국세청',
    categories: ['finance', 'jobs'],
    keywords: ['소득세감면', '중소기업', '연말정산', '세금'],
    eligibility: {
      age: { min: 15, max: 34 },
      employment: ['employed'],
      special: ['sme_worker'],
      excludedTargets: '임원, 최대주주와 그 가족, 일용근로자',
    },
    supportLines: ['취업일부터 5년간 소득세 90% 감면', '과세연도별 200만 원 한도'],
    targetLines: ['중소기업에 취업한 만 15~34세 청년 (병역기간 최대 6년 인정)'],
    applyLines: ['감면 신청서를 회사에 제출하면 원천징수 단계에서 적용'],
    period: ALWAYS,
    reference: 'https://www.nts.go.kr/tax/sme-youth.do',
  },
  {
    slug: 'soldier-tomorrow-savings',
    title: '장병내일준비적금',
    summary: '군 복무 중 매달 저축하면 전역할 때 매칭지원금을 더해 목돈을 받아요.',
    agency: '국방부',
    categories: ['finance'],
    keywords: ['장병적금', '내일준비적금', '군인', '매칭지원금'],
    eligibility: { special: ['soldier'] },
    supportLines: ['월 최대 55만 원 납입', '납입액 100% 매칭지원금'],
    targetLines: ['현역병, 상근예비역, 사회복무요원 등 의무복무 장병'],
    applyLines: ['취급 은행 앱 또는 영내 은행 창구에서 가입'],
    period: ALWAYS,
    reference: 'https://www.mnd.go.kr/soldier-savings.do',
  },
  {
    slug: 'youth-hope-savings-ended',
    title: '청년희망적금',
    summary:
      '청년희망적금은 신규 가입이 끝났어요. 만기 후 청년도약계좌로 일시납입 연계를 할 수 있어요.',
    agency: '금융위원회',
    categories: ['finance'],
    keywords: ['청년희망적금', '적금', '만기'],
    eligibility: { age: { min: 19, max: 34 }, income: { kind: 'annual', maxManwon: 3600 } },
    supportLines: ['저축장려금 최대 36만 원', '이자소득 비과세'],
    targetLines: ['만 19~34세, 총급여 3,600만 원 이하 청년'],
    applyLines: ['신규 가입은 받지 않아요'],
    period: CLOSED,
    note: '만기 해지 후 청년도약계좌에 한 번에 넣을 수 있으니 함께 확인해 보세요.',
    reference: 'https://www.fsc.go.kr/youth-hope-savings',
  },
  {
    slug: 'youth-future-savings',
    title: '청년미래적금',
    summary: '매달 저축하면 정부가 납입액의 일부를 더해 주는 3년 만기 적금이에요.',
    agency: '금융위원회',
    categories: ['finance'],
    keywords: ['청년미래적금', '적금', '정부기여금'],
    eligibility: {
      age: { min: 19, max: 34 },
      income: { kind: 'median_ratio', maxPercent: 200 },
      employment: ['employed', 'self_employed', 'freelancer'],
    },
    supportLines: ['월 최대 50만 원 납입', '정부 매칭 6~12%'],
    targetLines: ['만 19~34세 근로·사업소득이 있는 청년'],
    applyLines: ['취급 은행 앱에서 가입 신청'],
    period: open(20, 45),
    reference: 'https://www.fsc.go.kr/youth-future-savings',
  },
  {
    slug: 'college-work-scholarship',
    title: '국가근로장학금',
    summary: '교내외 기관에서 일하며 시간당 장학금을 받아 생활비 걱정을 덜 수 있어요.',
    agency: '한국장학재단',
    categories: ['education', 'jobs'],
    keywords: ['근로장학금', '국가근로', '대학생 알바'],
    eligibility: {
      education: ['university_student'],
      income: { kind: 'text', text: '학자금 지원구간 8구간 이하 우선 선발' },
    },
    supportLines: ['교내 시급 1만 30원, 교외 시급 1만 2,220원 수준', '학기당 최대 520시간'],
    targetLines: ['국내 대학 재학생, 직전 학기 성적 C 이상'],
    applyLines: ['한국장학재단 누리집 신청 후 학교 선발'],
    period: open(-20, -1),
    reference: 'https://www.kosaf.go.kr/ko/work-scholarship.do',
  },
  {
    slug: 'youth-policy-participation-national',
    title: '청년정책 조정위원회 청년위원 모집',
    summary: '정부 청년정책을 함께 만들 청년위원을 모집해요. 회의 참석 수당도 드려요.',
    agency: '국무조정실 청년정책조정실',
    categories: ['other'],
    keywords: ['청년위원', '정책참여', '청년정책'],
    eligibility: { age: { min: 19, max: 34 } },
    supportLines: ['임기 2년, 회의 참석 수당 지급', '분과별 정책 제안 활동'],
    targetLines: ['만 19~34세 청년 누구나'],
    applyLines: ['온통청년 누리집에서 지원서 제출'],
    period: open(2, 16),
    reference: 'https://www.youthcenter.go.kr/participation/committee',
  },
  {
    slug: 'youth-space-online-guide',
    title: '온통청년 청년정책 상담',
    summary: '어떤 정책을 받을 수 있을지 모를 때 전화나 채팅으로 1:1 상담을 받을 수 있어요.',
    agency: '한국고용정보원',
    categories: ['other', 'welfare'],
    keywords: ['온통청년', '청년상담', '정책상담'],
    eligibility: {},
    supportLines: ['전화·채팅·방문 상담', '받을 수 있는 정책 맞춤 안내'],
    targetLines: ['청년 누구나'],
    applyLines: ['온통청년 누리집 상담 신청 또는 ☎ 1811-9876'],
    period: ALWAYS,
    reference: 'https://www.youthcenter.go.kr/counsel',
  },
  {
    slug: 'youth-basic-legal-aid',
    title: '청년 무료 법률상담',
    summary: '전세 사기, 임금 체불, 계약 문제처럼 혼자 풀기 어려운 일을 변호사와 무료로 상담해요.',
    agency: '대한법률구조공단',
    categories: ['other', 'welfare'],
    keywords: ['법률상담', '전세사기', '임금체불', '무료상담'],
    eligibility: {},
    supportLines: ['전화·방문·화상 법률상담 무료', '소송 구조가 필요하면 비용 지원 연계'],
    targetLines: ['청년 누구나 (소송 구조는 중위소득 125% 이하)'],
    applyLines: ['대한법률구조공단 누리집 예약 또는 ☎ 132'],
    period: ALWAYS,
    reference: 'https://www.klac.or.kr/youth-legal',
  },
  {
    slug: 'jeonse-fraud-victim-support',
    title: '전세사기 피해 청년 긴급 주거 지원',
    summary: '전세사기 피해를 입은 청년에게 긴급 거처와 저금리 대출, 법률 지원을 함께 제공해요.',
    agency: '국토교통부',
    categories: ['housing', 'welfare'],
    keywords: ['전세사기', '피해지원', '긴급주거'],
    eligibility: {
      additionalConditions: '전세사기피해자 결정을 받은 임차인이어야 해요.',
    },
    supportLines: ['긴급 주거지원 최장 2년', '대환 대출 연 1~2%대', '무료 법률상담'],
    targetLines: ['전세사기피해자로 결정된 임차인'],
    applyLines: ['주택 소재지 시·도 전세피해지원센터 신청'],
    period: ALWAYS,
    reference: 'https://www.molit.go.kr/jeonse-victim.do',
  },
  {
    slug: 'deposit-guarantee-fee-refund',
    title: '청년 전세보증금반환보증 보증료 지원',
    summary: '전세보증금반환보증에 가입한 청년이 낸 보증료를 최대 40만 원까지 돌려드려요.',
    agency: '국토교통부',
    categories: ['housing'],
    keywords: ['보증료', '전세보증', 'HUG', '반환보증'],
    eligibility: {
      age: { min: 19, max: 39 },
      income: { kind: 'annual', maxManwon: 5000 },
    },
    supportLines: ['납부한 보증료 전액, 최대 40만 원'],
    targetLines: ['만 19~39세, 연소득 5,000만 원 이하 무주택 청년', '보증금 3억 원 이하 주택'],
    applyLines: ['정부24 또는 주택 소재지 시·군·구 신청'],
    period: open(-90, -40),
    reference: 'https://www.gov.kr/guarantee-fee-youth',
  },
  {
    slug: 'newlywed-purchase-loan',
    title: '신혼부부 전용 구입자금 대출',
    summary: '결혼 7년 이내 신혼부부가 첫 집을 살 때 연 2%대 금리로 최대 3억 2천만 원을 빌려줘요.',
    agency: '주택도시보증공사',
    categories: ['housing', 'finance'],
    keywords: ['신혼부부', '디딤돌', '구입자금', '내집마련'],
    eligibility: {
      marital: ['married'],
      income: { kind: 'annual', maxManwon: 8500 },
      additionalConditions: '혼인 기간 7년 이내이거나 3개월 이내 결혼 예정이어야 해요.',
    },
    supportLines: ['최대 3억 2천만 원', '연 1.85~3.3% 금리'],
    targetLines: ['부부합산 연소득 8,500만 원 이하 무주택 신혼부부'],
    applyLines: ['기금e든든에서 신청'],
    period: ALWAYS,
    reference: 'https://nhuf.molit.go.kr/newlywed-purchase',
  },
  {
    slug: 'career-break-woman-return',
    title: '경력단절 청년여성 취업 지원',
    summary: '출산과 육아로 일을 쉬었던 청년 여성에게 직업훈련과 인턴 일자리를 연결해 드려요.',
    agency: '여성가족부',
    categories: ['jobs', 'education'],
    keywords: ['경력단절', '새일센터', '여성취업', '경단녀'],
    eligibility: {
      special: ['career_break_woman', 'woman'],
      employment: ['unemployed'],
    },
    supportLines: ['무료 직업훈련과 훈련수당', '새일여성인턴 월 80만 원 × 3개월 (기업 지원)'],
    targetLines: ['경력이 단절된 여성 구직자'],
    applyLines: ['가까운 여성새로일하기센터 방문 또는 ☎ 1544-1199'],
    period: ALWAYS,
    reference: 'https://saeil.mogef.go.kr/youth-woman',
  },
  {
    slug: 'disabled-youth-job-support',
    title: '장애 청년 취업성공 지원',
    summary: '장애가 있는 청년에게 직무 훈련과 맞춤 일자리를 연계하고 훈련수당을 드려요.',
    agency: '한국장애인고용공단',
    categories: ['jobs', 'welfare'],
    keywords: ['장애인취업', '맞춤훈련', '장애청년'],
    eligibility: {
      age: { min: 18, max: 39 },
      special: ['disabled'],
      employment: ['unemployed'],
    },
    supportLines: ['훈련수당 월 최대 60만 원', '취업 후 6개월 적응 지원'],
    targetLines: ['만 18~39세 등록 장애인 구직자'],
    applyLines: ['한국장애인고용공단 지사 방문 또는 누리집 신청'],
    period: open(-5, 2),
    reference: 'https://www.kead.or.kr/youth-job',
  },
  {
    slug: 'single-parent-youth-child-support',
    title: '청년 한부모 아동양육비 추가 지원',
    summary: '만 24세 이하 청년 한부모에게 아동 1명당 월 35만 원의 양육비를 드려요.',
    agency: '여성가족부',
    categories: ['welfare'],
    keywords: ['한부모', '청년한부모', '양육비'],
    eligibility: {
      age: { max: 24 },
      special: ['single_parent'],
      income: { kind: 'median_ratio', maxPercent: 65 },
    },
    supportLines: ['아동 1인당 월 35만 원', '검정고시 학습비와 자립지원촉진수당'],
    targetLines: ['만 24세 이하 청년 한부모, 중위소득 65% 이하'],
    applyLines: ['주소지 행정복지센터 신청'],
    period: ALWAYS,
    reference: 'https://www.mogef.go.kr/single-parent-youth',
  },
  {
    slug: 'multicultural-youth-career',
    title: '이주배경 청년 진로·취업 지원',
    summary: '이주배경 청년이 한국에서 진로를 찾을 수 있게 한국어, 직무교육, 취업 상담을 지원해요.',
    agency: '법무부',
    categories: ['education', 'jobs'],
    keywords: ['이주배경', '다문화', '외국인 청년', '진로'],
    eligibility: {
      age: { min: 19, max: 34 },
      special: ['foreigner'],
    },
    supportLines: ['한국어·직무교육 무료', '취업 상담과 기업 매칭'],
    targetLines: ['국내 거주 만 19~34세 이주배경 청년'],
    applyLines: ['사회통합정보망에서 신청'],
    period: open(-1, 9),
    reference: 'https://www.socinet.go.kr/youth-career',
  },
  {
    slug: 'freelancer-youth-insurance',
    title: '청년 프리랜서 고용보험료 지원',
    summary: '예술인·노무제공자로 일하는 청년에게 고용보험료의 80%를 지원해요.',
    agency: '근로복지공단',
    categories: ['jobs', 'welfare'],
    keywords: ['프리랜서', '고용보험', '두루누리', '노무제공자'],
    eligibility: {
      age: { min: 19, max: 39 },
      employment: ['freelancer'],
      special: ['freelancer', 'multi_job'],
      income: { kind: 'text', text: '월 보수 270만 원 미만' },
    },
    supportLines: ['고용보험료 80% 지원 (최대 36개월)'],
    targetLines: ['월 보수 270만 원 미만 청년 프리랜서'],
    applyLines: ['근로복지공단 토탈서비스에서 신청'],
    period: open(-35, -7),
    reference: 'https://total.comwel.or.kr/freelancer-youth',
  },
  {
    slug: 'army-job-prep-support',
    title: '군 장병 취업 준비 지원',
    summary: '복무 중인 장병에게 자격증 응시료와 자기개발비를 연 최대 12만 원까지 지원해요.',
    agency: '국방부',
    categories: ['education', 'other'],
    keywords: ['장병', '자기개발비', '응시료', '군인'],
    eligibility: { special: ['soldier'], age: { min: 18, max: 29 } },
    supportLines: ['자기개발비 연 12만 원', '자격증 응시료 50% 지원'],
    targetLines: ['의무복무 중인 장병'],
    applyLines: ['나라사랑포털에서 신청'],
    period: open(-6, 1),
    reference: 'https://www.narasarang.or.kr/self-dev',
  },
];

export const NATIONAL_POLICIES: DemoPolicy[] = NATIONAL_SPECS.map(national);

// ---------------------------------------------------------------------------------------------
// Regional policies: one set per 시·도, with amounts, conditions and wording varying by region
// ---------------------------------------------------------------------------------------------

interface Region {
  code: SidoCode;
  slug: string;
  /** Short name used in titles, e.g. 서울. */
  name: string;
  /** Official name, e.g. 서울특별시. */
  full: string;
  /** The youth policy department. */
  dept: string;
  /** A regional foundation or centre that runs programmes. */
  center: string;
  site: string;
  portal: string;
  /** True for metropolitan cities (affects wording of travel and farming policies). */
  metro: boolean;
}

const REGIONS: Region[] = [
  {
    code: '11',
    slug: 'seoul',
    name: '서울',
    full: '서울특별시',
    dept: '서울특별시 청년정책과',
    center: '서울청년센터',
    site: 'https://www.seoul.go.kr',
    portal: 'https://youth.seoul.go.kr',
    metro: true,
  },
  {
    code: '26',
    slug: 'busan',
    name: '부산',
    full: '부산광역시',
    dept: '부산광역시 청년희망정책관',
    center: '부산청년센터',
    site: 'https://www.busan.go.kr',
    portal: 'https://young.busan.go.kr',
    metro: true,
  },
  {
    code: '27',
    slug: 'daegu',
    name: '대구',
    full: '대구광역시',
    dept: '대구광역시 청년정책과',
    center: '대구청년센터',
    site: 'https://www.daegu.go.kr',
    portal: 'https://youth.daegu.go.kr',
    metro: true,
  },
  {
    code: '28',
    slug: 'incheon',
    name: '인천',
    full: '인천광역시',
    dept: '인천광역시 청년정책과',
    center: '인천청년공간 유유기지',
    site: 'https://www.incheon.go.kr',
    portal: 'https://youth.incheon.go.kr',
    metro: true,
  },
  {
    code: '29',
    slug: 'gwangju',
    name: '광주',
    full: '광주광역시',
    dept: '광주광역시 청년정책관',
    center: '광주청년센터',
    site: 'https://www.gwangju.go.kr',
    portal: 'https://youth.gwangju.go.kr',
    metro: true,
  },
  {
    code: '30',
    slug: 'daejeon',
    name: '대전',
    full: '대전광역시',
    dept: '대전광역시 청년정책담당관',
    center: '대전청년내일센터',
    site: 'https://www.daejeon.go.kr',
    portal: 'https://youth.daejeon.go.kr',
    metro: true,
  },
  {
    code: '31',
    slug: 'ulsan',
    name: '울산',
    full: '울산광역시',
    dept: '울산광역시 청년정책팀',
    center: '울산청년센터',
    site: 'https://www.ulsan.go.kr',
    portal: 'https://youth.ulsan.go.kr',
    metro: true,
  },
  {
    code: '36',
    slug: 'sejong',
    name: '세종',
    full: '세종특별자치시',
    dept: '세종특별자치시 청년정책담당관',
    center: '세종청년센터',
    site: 'https://www.sejong.go.kr',
    portal: 'https://youth.sejong.go.kr',
    metro: true,
  },
  {
    code: '41',
    slug: 'gyeonggi',
    name: '경기',
    full: '경기도',
    dept: '경기도 청년정책관',
    center: '경기도일자리재단',
    site: 'https://www.gg.go.kr',
    portal: 'https://youth.gg.go.kr',
    metro: false,
  },
  {
    code: '51',
    slug: 'gangwon',
    name: '강원',
    full: '강원특별자치도',
    dept: '강원특별자치도 청년정책과',
    center: '강원청년센터',
    site: 'https://state.gwd.go.kr',
    portal: 'https://youth.gwd.go.kr',
    metro: false,
  },
  {
    code: '43',
    slug: 'chungbuk',
    name: '충북',
    full: '충청북도',
    dept: '충청북도 청년정책담당관',
    center: '충북청년희망센터',
    site: 'https://www.chungbuk.go.kr',
    portal: 'https://youth.chungbuk.go.kr',
    metro: false,
  },
  {
    code: '44',
    slug: 'chungnam',
    name: '충남',
    full: '충청남도',
    dept: '충청남도 청년정책관',
    center: '충남청년센터',
    site: 'https://www.chungnam.go.kr',
    portal: 'https://youth.chungnam.go.kr',
    metro: false,
  },
  {
    code: '52',
    slug: 'jeonbuk',
    name: '전북',
    full: '전북특별자치도',
    dept: '전북특별자치도 청년정책과',
    center: '전북청년허브센터',
    site: 'https://www.jeonbuk.go.kr',
    portal: 'https://youth.jeonbuk.go.kr',
    metro: false,
  },
  {
    code: '46',
    slug: 'jeonnam',
    name: '전남',
    full: '전라남도',
    dept: '전라남도 청년정책관',
    center: '전남청년센터',
    site: 'https://www.jeonnam.go.kr',
    portal: 'https://youth.jeonnam.go.kr',
    metro: false,
  },
  {
    code: '47',
    slug: 'gyeongbuk',
    name: '경북',
    full: '경상북도',
    dept: '경상북도 청년정책관',
    center: '경북청년정책네트워크',
    site: 'https://www.gb.go.kr',
    portal: 'https://youth.gb.go.kr',
    metro: false,
  },
  {
    code: '48',
    slug: 'gyeongnam',
    name: '경남',
    full: '경상남도',
    dept: '경상남도 청년정책과',
    center: '경남청년센터',
    site: 'https://www.gyeongnam.go.kr',
    portal: 'https://youth.gyeongnam.go.kr',
    metro: false,
  },
  {
    code: '50',
    slug: 'jeju',
    name: '제주',
    full: '제주특별자치도',
    dept: '제주특별자치도 청년정책담당관',
    center: '제주청년센터',
    site: 'https://www.jeju.go.kr',
    portal: 'https://youth.jeju.go.kr',
    metro: false,
  },
];

interface RegionalDraft {
  key: string;
  title: string;
  summary: string;
  agency: string;
  categories: InterestCategory[];
  keywords: string[];
  eligibility: Omit<Eligibility, 'regions'>;
  intro: string;
  supportLines: string[];
  targetLines: string[];
  applyLines: string[];
  closing: string[];
  documents?: string;
  contacts?: string;
  applyUrl?: string;
  referenceUrl: string;
}

type Template = (r: Region, v: number) => RegionalDraft;

const won = (manwon: number): string =>
  manwon >= 10_000
    ? `${manwon / 10_000}억 원`
    : manwon >= 1000 && manwon % 1000 === 0
      ? `${manwon / 1000}천만 원`
      : `${manwon.toLocaleString('ko-KR')}만 원`;

const TEMPLATES: Template[] = [
  // 1. 월세
  (r, v) => {
    const amount = pick([20, 15, 20, 10, 20, 15], v);
    const months = pick([12, 10, 12, 6, 12], v);
    const maxAge = pick([39, 34, 39, 34, 39, 29], v);
    const titles = [
      `${r.name} 청년 월세 지원`,
      `${r.name} 청년월세지원 사업`,
      `${r.name} 청년 월세 한시 지원`,
      `${r.name} 청년 주거비(월세) 지원`,
    ];
    return {
      key: 'youth-rent',
      title: pick(titles, v),
      summary: `${r.name}에 사는 무주택 청년에게 월 최대 ${amount}만 원을 최대 ${months}개월 동안 지원해요.`,
      agency: pick([r.dept, `${r.full} 주택정책과`], v),
      categories: ['housing', 'welfare'],
      keywords: ['청년월세', '청년 월세', '월세지원', '주거비', r.name],
      eligibility: {
        age: { min: 19, max: maxAge },
        income: { kind: 'median_ratio', maxPercent: pick([150, 120, 150, 100], v) },
        housing: ['homeless_head', 'homeless_member'],
        additionalConditions: `임차보증금 ${pick([5000, 8000, 5000, 6000], v).toLocaleString('ko-KR')}만 원 이하, 월세 ${pick([60, 70, 50], v)}만 원 이하 주택에 살아야 해요.`,
        excludedTargets: '주택 소유자, 공공임대주택 입주자, 다른 월세 지원 중복 수혜자',
      },
      intro: `월세 부담으로 생활이 빠듯한 청년을 위해 ${r.full}에서 월세를 나누어 드려요. 실제 내는 월세 안에서 지원하고, 매달 통장으로 입금돼요.`,
      supportLines: [`월 최대 ${amount}만 원`, `최대 ${months}개월 (생애 1회)`],
      targetLines: [
        `${r.full}에 주민등록을 둔 만 19~${maxAge}세 무주택 청년`,
        '부모와 따로 살며 임차계약을 본인 명의로 맺은 청년',
      ],
      applyLines: [
        `${r.name} 청년포털 온라인 신청: ${r.portal}/rent`,
        '서류 심사 후 문자로 결과 안내',
      ],
      closing: [
        '신청자가 많으면 소득이 낮은 순으로 선정해요. 지원 기간 중 이사를 하면 꼭 변경 신고를 해 주세요.',
      ],
      documents: '임대차계약서 사본, 최근 3개월 월세 이체 내역, 주민등록등본',
      contacts: `${r.dept} 주거지원팀`,
      applyUrl: `${r.portal}/rent`,
      referenceUrl: `${r.site}/youth/rent-support`,
    };
  },
  // 2. 보증금 대출 이자
  (r, v) => {
    const rate = pick([2, 3, 2.5, 3, 2], v);
    const limit = pick([10_000, 7000, 8000, 20_000, 10_000], v);
    const income = pick([5000, 4000, 6000, 5000], v);
    return {
      key: 'deposit-loan-interest',
      title: pick(
        [
          `${r.name} 청년 임차보증금 대출이자 지원`,
          `${r.name} 청년 전월세 보증금 이자 지원`,
          `${r.name} 청년 전세자금 대출이자 지원`,
        ],
        v,
      ),
      summary: `전월세 보증금을 빌린 청년에게 대출이자를 연 최대 ${rate}%까지 지원해요.`,
      agency: r.dept,
      categories: ['housing', 'finance'],
      keywords: ['보증금', '대출이자', '전세', '이자지원'],
      eligibility: {
        age: { min: 19, max: 39 },
        income: { kind: 'annual', maxManwon: income },
        marital: v % 3 === 0 ? ['single'] : ['single', 'married'],
        excludedTargets: '주택 소유자, 신용불량자, 보증금 대출 연체자',
      },
      intro: `보증금 마련이 부담스러운 청년을 위해 협약 은행에서 받은 전월세 보증금 대출의 이자를 ${r.full}에서 대신 내 드려요.`,
      supportLines: [
        `대출 한도 최대 ${won(limit)}`,
        `이자 연 ${rate}% 지원 (본인 부담 최소 1%)`,
        '최장 2년, 1회 연장 가능',
      ],
      targetLines: [
        `${r.full}에 살거나 이사 올 예정인 만 19~39세 무주택 청년`,
        `본인 연소득 ${income.toLocaleString('ko-KR')}만 원 이하 (기혼자는 부부합산 기준 별도)`,
      ],
      applyLines: ['온라인으로 추천서 발급 신청', '추천서를 받아 협약 은행에서 대출 실행'],
      closing: ['은행 심사 결과에 따라 대출이 어려울 수 있어요.'],
      contacts: `${r.dept} 주거정책팀`,
      referenceUrl: `${r.site}/youth/deposit-interest`,
    };
  },
  // 3. 신혼부부
  (r, v) => {
    const amount = pick([300, 250, 200, 300, 500], v);
    return {
      key: 'newlywed-housing',
      title: pick([`${r.name} 청년 신혼부부 주거비 지원`, `${r.name} 신혼부부 전세이자 지원`], v),
      summary: `결혼한 지 7년 이내인 청년 부부에게 주거비를 연 최대 ${amount}만 원까지 지원해요.`,
      agency: pick([r.dept, `${r.full} 인구정책과`], v + 1),
      categories: ['housing', 'welfare'],
      keywords: ['신혼부부', '주거비', '결혼', '전세이자'],
      eligibility: {
        age: { min: 19, max: 39 },
        marital: ['married'],
        income: { kind: 'annual', maxManwon: pick([8000, 10_000, 9000, 13_000], v) },
        additionalConditions:
          '부부 중 1명 이상이 만 39세 이하여야 하고, 혼인신고일 기준 7년 이내여야 해요.',
      },
      intro: `${r.full}에서 결혼을 준비하거나 막 시작한 청년 부부의 주거 부담을 덜어 드려요.`,
      supportLines: [
        `연 최대 ${amount}만 원 (전세대출 이자 또는 월세)`,
        '자녀가 있으면 연 50만 원 추가',
      ],
      targetLines: ['혼인 7년 이내 무주택 신혼부부', '부부합산 소득 기준 충족'],
      applyLines: ['정부24 또는 주소지 구·군청 방문 신청'],
      closing: ['예산이 소진되면 신청 기간 안에도 마감될 수 있어요.'],
      documents: '혼인관계증명서, 임대차계약서, 대출 잔액 증명서',
      referenceUrl: `${r.site}/family/newlywed-housing`,
    };
  },
  // 4. 청년수당 / 구직활동 지원금
  (r, v) => {
    const monthly = pick([50, 30, 50, 40, 50], v);
    const months = pick([6, 6, 3, 6, 5], v);
    const titles = [
      `${r.name} 청년수당`,
      `${r.name} 청년 구직활동 지원금`,
      `${r.name} 청년 구직활동수당`,
      `${r.name} 청년 취업준비 응원금`,
    ];
    return {
      key: 'job-seeking-allowance',
      title: pick(titles, v),
      summary: `취업을 준비하는 미취업 청년에게 월 ${monthly}만 원을 ${months}개월 동안 드려요.`,
      agency: pick([r.dept, r.center], v),
      categories: ['jobs', 'welfare'],
      keywords: ['청년수당', '구직활동', '취업준비', '미취업', '구직지원금'],
      eligibility: {
        age: { min: pick([19, 18, 19], v), max: pick([34, 39, 34, 29], v) },
        employment: ['unemployed'],
        income: { kind: 'median_ratio', maxPercent: pick([150, 120, 150, 100], v) },
        excludedTargets: '국민취업지원제도 등 유사 사업 참여자, 생계급여 수급자',
      },
      intro: `구직 기간에 드는 교통비, 교재비, 식비 걱정을 덜 수 있도록 ${r.full}에서 활동비를 지원해요. 받은 돈은 구직 활동에 자유롭게 쓸 수 있어요.`,
      supportLines: [
        `월 ${monthly}만 원 × ${months}개월`,
        '진로 상담과 취업 프로그램 연계',
        '  매달 활동보고서를 내야 다음 달 수당이 지급돼요',
      ],
      targetLines: [
        `${r.full}에 거주하는 미취업 청년`,
        `가구 건강보험료 기준 중위소득 ${pick([150, 120, 150, 100], v)}% 이하`,
      ],
      applyLines: [`${r.name} 청년포털 신청: ${r.portal}/allowance`, '선정되면 전용 카드로 지급'],
      closing: [
        '유흥, 사행성 업종과 현금화가 가능한 곳에서는 쓸 수 없어요.',
        '고용보험에 가입된 상태(주 30시간 이상 근무)라면 신청할 수 없어요.',
      ],
      documents: '주민등록등본, 건강보험 자격득실확인서, 구직활동계획서',
      contacts: `${r.center} 청년수당 전담팀`,
      applyUrl: `${r.portal}/allowance`,
      referenceUrl: `${r.site}/youth/allowance`,
    };
  },
  // 5. 면접정장
  (r, v) => {
    const times = pick([3, 10, 3, 5], v);
    return {
      key: 'interview-suit',
      title: pick(
        [
          `${r.name} 청년 면접 정장 대여 서비스`,
          `${r.name} 청년 면접정장 무료 대여`,
          `${r.name} 취업날개 면접정장 대여`,
        ],
        v,
      ),
      summary: `면접을 앞둔 청년에게 정장과 구두, 넥타이를 연 ${times}회까지 무료로 빌려드려요.`,
      agency: pick([r.center, r.dept], v),
      categories: ['jobs'],
      keywords: ['면접정장', '정장대여', '면접', '취업날개'],
      eligibility: {
        age: { min: 18, max: 39 },
        employment: ['unemployed'],
      },
      intro: `첫 면접부터 최종 면접까지 복장 걱정 없이 준비할 수 있게 ${r.name} 지역 협약 대여점에서 정장을 빌려드려요.`,
      supportLines: [
        `정장 한 벌과 셔츠, 구두, 넥타이 또는 블라우스 (연 ${times}회)`,
        '대여 기간 3박 4일, 세탁비와 택배비 무료',
        v % 2 === 0 ? '면접용 증명사진 촬영 1회 무료' : '이미지 컨설팅 30분 함께 제공',
      ],
      targetLines: [`${r.full}에 사는 만 18~39세 미취업 청년`],
      applyLines: ['온라인 예약 후 방문 수령 또는 택배 수령', `예약: ${r.portal}/suit`],
      closing: ['면접 일정이 바뀌면 하루 전까지 예약을 변경해 주세요.'],
      documents: '신분증, 면접 일정 확인 자료(문자나 메일 캡처)',
      applyUrl: `${r.portal}/suit`,
      referenceUrl: `${r.site}/youth/interview-suit`,
    };
  },
  // 6. 지역기업 인턴/일경험
  (r, v) => {
    const wage = pick([220, 230, 210, 240], v);
    return {
      key: 'local-internship',
      title: pick(
        [
          `${r.name} 청년 일경험 드림`,
          `${r.name} 지역기업 청년 인턴십`,
          `${r.name} 청년 직무체험 인턴`,
        ],
        v,
      ),
      summary: `${r.name} 지역 기업에서 ${pick([3, 6, 4], v)}개월 동안 일하며 월 ${wage}만 원 안팎의 급여를 받아요.`,
      agency: pick([r.center, r.dept], v + 1),
      categories: ['jobs', 'education'],
      keywords: ['인턴', '일경험', '직무체험', '지역기업'],
      eligibility: {
        age: { min: 18, max: pick([34, 39, 29], v) },
        employment: ['unemployed'],
        education: pick(
          [
            ['university_graduating', 'university_graduate'],
            ['high_school_graduate', 'university_student', 'university_graduate'],
            ['university_student', 'university_graduating'],
          ] as Eligibility['education'][],
          v,
        ),
        special: v % 2 === 0 ? ['local_talent'] : undefined,
      },
      intro: `일해 본 경험이 없어 고민인 청년을 위해 지역 기업과 ${r.full}에서 함께 일자리를 마련했어요.`,
      supportLines: [
        `월 ${wage}만 원 수준 급여 (4대 보험 가입)`,
        '직무 교육과 멘토링',
        '수료 후 정규직 전환 기회',
      ],
      targetLines: [`${r.full}에 사는 미취업 청년`, '졸업 예정자 포함'],
      applyLines: ['모집 공고 확인 후 온라인 지원서 제출', '서류 심사, 기업 면접'],
      closing: ['참여 기업과 직무 목록은 공고문에 올려 두었어요.'],
      referenceUrl: `${r.site}/job/youth-internship`,
    };
  },
  // 7. 창업
  (r, v) => {
    const max = pick([5000, 3000, 2000, 4000, 5000, 1000], v);
    return {
      key: 'youth-startup',
      title: pick(
        [
          `${r.name} 청년 창업 지원`,
          `${r.name} 청년창업 사업화 자금`,
          `${r.name} 청년 스타트업 챌린지`,
        ],
        v,
      ),
      summary: `창업을 준비하거나 시작한 지 얼마 안 된 청년에게 사업화 자금을 최대 ${won(max)}까지 지원해요.`,
      agency: pick([`${r.full} 창업지원과`, r.dept], v),
      categories: ['jobs', 'finance'],
      keywords: ['창업', '사업화자금', '스타트업', '청년창업'],
      eligibility: {
        age: { min: 19, max: 39 },
        employment: ['entrepreneur'],
        income:
          v % 3 === 1
            ? { kind: 'text', text: '소득 기준 없음 (매출 1억 원 미만 기업)' }
            : undefined,
        additionalConditions: '사업장이 해당 시·도에 있거나 선정 후 6개월 안에 옮겨야 해요.',
      },
      intro: `아이디어를 사업으로 만들고 싶은 청년을 찾아요. 선정되면 자금과 공간, 전문가 코칭을 함께 지원해요.`,
      supportLines: [
        `사업화 자금 최대 ${won(max)}`,
        '창업 공간 입주 (최대 1년)',
        '  공간은 심사 결과에 따라 배정돼요',
        '회계·법률·마케팅 전문가 상담',
      ],
      targetLines: ['만 19~39세 예비창업자 또는 창업 3년 이내 대표'],
      applyLines: ['사업계획서 온라인 제출', '서류 심사와 발표 평가'],
      closing: [`자세한 일정은 ${r.site}/startup/youth 에서 확인하세요.`],
      documents: '사업계획서, 사업자등록증(창업자), 주민등록초본',
      referenceUrl: `${r.site}/startup/youth`,
    };
  },
  // 8. 자산형성
  (r, v) => {
    const match = pick([10, 15, 10, 20, 5], v);
    const years = pick([2, 3, 2, 3], v);
    return {
      key: 'asset-building',
      title: pick(
        [
          `${r.name} 청년 자산형성 통장`,
          `${r.name} 청년 희망 디딤돌 통장`,
          `${r.name} 청년 목돈 마련 통장`,
          `${r.name} 일하는 청년 통장`,
        ],
        v,
      ),
      summary: `매달 10만 원을 저축하면 ${r.name}에서 ${match}만 원을 더 적립해 ${years}년 뒤 목돈을 만들어 드려요.`,
      agency: r.dept,
      categories: ['finance'],
      keywords: ['자산형성', '통장', '저축', '매칭'],
      eligibility: {
        age: { min: 18, max: pick([34, 39, 34], v) },
        employment: ['employed', 'self_employed', 'freelancer'],
        income:
          v % 2 === 0
            ? { kind: 'annual', maxManwon: pick([3600, 3000, 4000], v) }
            : { kind: 'median_ratio', maxPercent: pick([100, 120], v) },
        excludedTargets: '청년도약계좌 등 정부 자산형성 상품 동시 가입자',
      },
      intro: `일하는 청년이 꾸준히 저축할 수 있도록 본인 저축액에 ${r.full}의 적립금을 더해 드려요.`,
      supportLines: [
        `본인 저축 월 10만 원 + 매칭 월 ${match}만 원`,
        `${years}년 만기 시 이자와 함께 지급`,
      ],
      targetLines: ['근로·사업소득이 있는 청년', '소득 기준 충족자'],
      applyLines: ['온라인 신청 후 소득 심사', '선정되면 협약 은행 통장 개설'],
      closing: ['중간에 해지하면 본인 저축액과 이자만 받아요.', '재정 교육 2회를 꼭 들어야 해요.'],
      referenceUrl: `${r.site}/youth/asset-account`,
    };
  },
  // 9. 자격증 응시료
  (r, v) => {
    const max = pick([30, 10, 20, 15], v);
    return {
      key: 'exam-fee',
      title: pick(
        [`${r.name} 청년 자격증 응시료 지원`, `${r.name} 청년 어학·자격시험 응시료 지원`],
        v,
      ),
      summary: `토익, 컴퓨터활용능력, 한국사 같은 시험 응시료를 연 최대 ${max}만 원까지 돌려드려요.`,
      agency: pick([r.center, r.dept], v),
      categories: ['education', 'jobs'],
      keywords: ['응시료', '자격증', '어학시험', '토익'],
      eligibility: {
        age: { min: 18, max: 34 },
        employment: ['unemployed'],
        education:
          v % 2 === 0
            ? ['high_school_graduate', 'university_graduating', 'university_graduate']
            : undefined,
      },
      intro:
        '취업 준비에 필요한 시험 응시료가 부담스러울 때 신청하세요. 시험을 본 뒤 영수증을 내면 계좌로 돌려드려요.',
      supportLines: [`1인 연 최대 ${max}만 원`, '어학, 국가기술자격, 한국사능력검정 등'],
      targetLines: [`${r.full}에 사는 미취업 청년`],
      applyLines: ['응시 후 3개월 안에 온라인 신청'],
      closing: ['같은 시험은 1년에 한 번만 지원해요.'],
      documents: '응시료 결제 영수증, 수험표, 통장 사본',
      referenceUrl: `${r.site}/youth/exam-fee`,
    };
  },
  // 10. 디지털 교육
  (r, v) => ({
    key: 'digital-skill-academy',
    title: pick(
      [
        `${r.name} 청년 디지털 직무 교육`,
        `${r.name} 청년 AI 아카데미`,
        `${r.name} 청년 데이터 분석 부트캠프`,
      ],
      v,
    ),
    summary: `${pick([8, 12, 10], v)}주 과정으로 현업 실무를 배우고 수료하면 기업 채용 연계까지 받아요.`,
    agency: r.center,
    categories: ['education', 'jobs'],
    keywords: ['디지털교육', 'AI', '코딩', '부트캠프'],
    eligibility: v % 4 === 3 ? {} : { age: { min: 19, max: 39 } },
    intro:
      '비전공자도 따라올 수 있게 기초부터 차근차근 가르쳐요. 팀 프로젝트로 포트폴리오도 만들어요.',
    supportLines: ['교육비 전액 무료', '노트북 대여', '수료생 대상 채용 설명회'],
    targetLines: [v % 4 === 3 ? '관심 있는 시민 누구나' : '만 19~39세 청년'],
    applyLines: ['온라인 신청 후 간단한 사전 과제 제출'],
    closing: ['출석률 80% 이상이어야 수료할 수 있어요.'],
    referenceUrl: `${r.portal}/edu/digital`,
  }),
  // 11. 마음건강
  (r, v) => {
    const sessions = pick([10, 8, 6, 10], v);
    return {
      key: 'mind-care',
      title: pick(
        [
          `${r.name} 청년 마음건강 지원`,
          `2030 ${r.name} 청년 마음 상담`,
          `${r.name} 청년 마음건강 바우처`,
        ],
        v,
      ),
      summary: `마음이 힘든 청년에게 전문 상담사와의 1:1 심리상담을 ${sessions}회까지 무료로 지원해요.`,
      agency: pick([r.dept, `${r.full} 정신건강복지센터`], v),
      categories: ['health', 'welfare'],
      keywords: ['마음건강', '심리상담', '2030', '우울'],
      eligibility: { age: { min: 19, max: 39 } },
      intro: '취업, 관계, 진로 고민으로 마음이 지쳤다면 혼자 버티지 말고 상담을 받아 보세요.',
      supportLines: [
        `1:1 심리상담 ${sessions}회`,
        '심리검사와 결과 해석',
        '필요하면 병원 진료 연계',
      ],
      targetLines: [`${r.full}에 사는 만 19~39세 청년`],
      applyLines: ['온라인 신청 후 사전 검사', '상담 기관 배정 안내'],
      closing: ['위기 상황이면 바로 ☎ 109 (자살예방상담전화)로 연락하세요.'],
      referenceUrl: `${r.portal}/mind`,
    };
  },
  // 12. 건강검진
  (r, v) => ({
    key: 'health-checkup',
    title: pick([`${r.name} 청년 건강검진 지원`, `${r.name} 청년 맞춤형 건강검진`], v),
    summary: `국가건강검진을 받기 어려운 청년에게 기본 검진과 추가 검사를 무료로 지원해요.`,
    agency: `${r.full} 건강정책과`,
    categories: ['health'],
    keywords: ['건강검진', '청년건강', '무료검진'],
    eligibility: {
      age: { min: 20, max: pick([34, 39], v) },
      income: {
        kind: 'text',
        text: pick(
          [
            '건강보험료 본인부담금 기준 중위소득 120% 이하 (가구원 수별 기준표 참고)',
            '직장가입자가 아닌 청년 (소득 기준 없음)',
          ],
          v,
        ),
      },
    },
    intro: '바쁘다는 이유로 미뤄 온 건강검진, 이번에 챙겨 보세요.',
    supportLines: ['기본 혈액·소변 검사', '간기능, 빈혈, 갑상선 검사 추가', '검진 결과 상담'],
    targetLines: ['만 20세 이상 청년'],
    applyLines: ['지정 검진기관에 전화 예약 후 방문'],
    closing: ['예약 없이 방문하면 검진이 어려울 수 있어요.'],
    referenceUrl: `${r.site}/health/youth-checkup`,
  }),
  // 13. 가족돌봄청년
  (r, v) => ({
    key: 'caregiver-youth',
    title: pick([`${r.name} 가족돌봄청년 지원`, `${r.name} 영케어러 돌봄 지원`], v),
    summary: `가족을 돌보느라 자신을 챙기기 어려운 청년에게 돌봄 서비스와 생활비를 지원해요.`,
    agency: `${r.full} 복지정책과`,
    categories: ['welfare'],
    keywords: ['가족돌봄청년', '영케어러', '돌봄'],
    eligibility: {
      age: { min: 13, max: 34 },
      special: ['family_caregiver_youth'],
      income: { kind: 'median_ratio', maxPercent: pick([100, 120], v) },
    },
    intro:
      '아프거나 장애가 있는 가족을 돌보는 청년의 부담을 덜고, 자기 삶을 준비할 수 있도록 도와요.',
    supportLines: [
      `생활비 연 ${pick([150, 200, 100], v)}만 원`,
      '가사·간병 서비스 연계',
      '학업과 취업 상담',
    ],
    targetLines: ['가족을 돌보는 만 13~34세 청년'],
    applyLines: ['행정복지센터 방문 신청', '전화 상담 후 방문 조사'],
    closing: ['신청이 어렵다면 가까운 청년센터에서 함께 도와드려요.'],
    referenceUrl: `${r.site}/welfare/caregiver-youth`,
  }),
  // 14. 문화패스
  (r, v) => {
    const amount = pick([10, 20, 15, 5], v);
    return {
      key: 'culture-pass',
      title: pick(
        [
          `${r.name} 청년 문화패스`,
          `${r.name} 청년 문화예술 바우처`,
          `${r.name} 청년 공연관람 지원`,
        ],
        v,
      ),
      summary: `공연, 전시, 영화를 볼 수 있는 문화 포인트를 ${amount}만 원 충전해 드려요.`,
      agency: `${r.full} 문화정책과`,
      categories: ['culture'],
      keywords: ['문화패스', '공연', '전시', '문화생활'],
      eligibility: {
        age: pick(
          [
            { min: 19, max: 24 },
            { min: 19, max: 29 },
            { min: 19, max: 19 },
          ],
          v,
        ),
      },
      intro: '일상에 작은 여유가 필요한 청년에게 문화생활비를 드려요.',
      supportLines: [`1인 ${amount}만 원 포인트`, '지역 공연장, 미술관, 독립영화관에서 사용'],
      targetLines: [`${r.full}에 주민등록을 둔 청년`],
      applyLines: ['온라인 신청 후 선착순 지급'],
      closing: ['받은 포인트는 올해 12월 31일까지 써야 해요.'],
      referenceUrl: `${r.site}/culture/youth-pass`,
    };
  },
  // 15. 여행/지역살이
  (r, v) => {
    const metroTitles = [
      `${r.name} 청년 지역탐방 여행 지원`,
      `${r.name} 청년 근교 여행 교통비 지원`,
    ];
    const ruralTitles = [`${r.name} 청년 한달살기`, `${r.name} 청년 지역살이 체험`];
    const title = pick(r.metro ? metroTitles : ruralTitles, v);
    return {
      key: 'regional-trip',
      title,
      summary: r.metro
        ? `동료와 함께 지역 곳곳을 여행하는 청년에게 교통비와 체험비를 1인 최대 ${pick([15, 20, 10], v)}만 원 지원해요.`
        : `${r.name}에 머물며 지역을 경험하는 청년에게 숙박비와 활동비를 최대 ${pick([2, 4, 3], v)}주 동안 지원해요.`,
      agency: `${r.full} 관광정책과`,
      categories: ['travel', 'culture'],
      keywords: ['여행', '한달살기', '지역살이', '청년여행'],
      eligibility: {
        age: { min: 19, max: 39 },
        additionalConditions: r.metro ? undefined : '다른 시·도에 사는 청년이 신청할 수 있어요.',
      },
      intro: r.metro
        ? '가까운 곳에서도 새로운 경험을 할 수 있게, 청년 여행 모임을 지원해요.'
        : '도시를 떠나 잠시 살아 보며 지역에서의 일과 삶을 미리 경험해 보세요.',
      supportLines: r.metro
        ? ['교통비와 체험비 실비 지원', '2~4명 팀 단위 신청']
        : ['숙박비 전액', '하루 활동비 2만 원', '지역 청년과의 교류 프로그램'],
      targetLines: ['만 19~39세 청년'],
      applyLines: ['여행 계획서 온라인 제출', '선정 후 사전 교육 참석'],
      closing: ['활동 후기를 SNS에 올리는 미션이 있어요.'],
      referenceUrl: `${r.site}/tour/youth-trip`,
    };
  },
  // 16. 청년 참여
  (r, v) => ({
    key: 'youth-participation',
    title: pick(
      [
        `${r.name} 청년정책 참여단 모집`,
        `${r.name} 청년위원회 위원 모집`,
        `${r.name} 청년 정책 제안단`,
      ],
      v,
    ),
    summary: `${r.name}의 청년정책을 직접 제안하고 다듬을 청년을 모집해요. 활동비도 드려요.`,
    agency: r.dept,
    categories: ['other'],
    keywords: ['청년참여', '정책제안', '청년위원회'],
    eligibility: v % 3 === 2 ? {} : { age: { min: 19, max: 39 } },
    intro: '청년의 목소리가 정책이 될 수 있도록 분과별 활동을 함께해요.',
    supportLines: ['회의 참석 활동비', '정책 제안 발표회', '우수 제안자 표창'],
    targetLines: [`${r.full}에 살거나 다니는 청년`],
    applyLines: ['온라인 지원서 제출', '추첨과 면접으로 선발'],
    closing: ['활동 기간은 1년이에요.'],
    referenceUrl: `${r.portal}/participation`,
  }),
  // 17. 청년 공간
  (r, v) => ({
    key: 'youth-space',
    title: pick([`${r.name} 청년공간 무료 대관`, `${r.name} 청년센터 공유 오피스 이용`], v),
    summary: `스터디, 회의, 소모임을 할 수 있는 청년 공간을 무료로 빌려드려요.`,
    agency: r.center,
    categories: ['other', 'culture'],
    keywords: ['청년공간', '대관', '스터디룸', '공유오피스'],
    eligibility: {},
    intro: `${r.center}에서 회의실, 스터디룸, 공유 주방을 예약해 쓸 수 있어요.`,
    supportLines: ['회의실·스터디룸 하루 최대 4시간', '프린터와 빔프로젝터 무료'],
    targetLines: ['청년 누구나'],
    applyLines: ['온라인 예약 후 방문'],
    closing: ['예약 없이 방문하면 빈 자리가 있을 때만 이용할 수 있어요.'],
    referenceUrl: `${r.portal}/space`,
  }),
];

/**
 * Period kinds in a fixed rotation so every label occurs: O open, S closing within 7 days,
 * C coming, X closed range, A always, Z closed without dates.
 */
const PERIOD_ROTATION = 'OAOSCXOAXOCASOXAOCXOAZOC';

function regionalPeriod(i: number): DemoPeriod {
  const kind = PERIOD_ROTATION[i % PERIOD_ROTATION.length];
  const n = i % 13;
  switch (kind) {
    case 'O':
      return open(-5 - n * 3, 10 + n * 2);
    case 'S':
      return open(-20 - n, n % 8);
    case 'C':
      return open(3 + n, 20 + n * 2);
    case 'X':
      return open(-60 - n * 4, -1 - n);
    case 'Z':
      return CLOSED;
    default:
      return ALWAYS;
  }
}

function regional(r: Region, draft: RegionalDraft, i: number): DemoPolicy {
  const eligibility: Eligibility = { regions: { sido: [r.code] } };
  for (const [key, value] of Object.entries(draft.eligibility)) {
    if (value !== undefined) (eligibility as Record<string, unknown>)[key] = value;
  }
  const period = regionalPeriod(i);
  const policy: DemoPolicy = {
    slug: `${r.slug}-${draft.key}`,
    title: draft.title,
    summary: draft.summary,
    body: composeBody(
      draft.intro,
      [
        ['지원 내용', draft.supportLines],
        ['신청 대상', draft.targetLines],
        ['신청 방법', draft.applyLines],
      ],
      [...draft.closing, `자세히 보기: ${draft.referenceUrl}`],
    ),
    agency: draft.agency,
    period,
    views: views(i + 101),
    sido: [r.code],
    categories: draft.categories,
    keywords: draft.keywords,
    eligibility,
    support: draft.supportLines.map((line) => line.trim()).join('\n'),
    howToApply: draft.applyLines.join('\n'),
    links: draft.applyUrl
      ? { apply: draft.applyUrl, reference: draft.referenceUrl }
      : { reference: draft.referenceUrl },
  };
  if (draft.documents) policy.documents = draft.documents;
  if (draft.contacts) policy.contacts = draft.contacts;
  if (period.kind === 'range' && period.startDay <= 0 && period.endDay >= 0 && i % 11 === 0) {
    policy.isPick = true;
  }
  if (i % 9 === 4) {
    policy.thumbnailUrl = `https://static.youthbenefit.kr/demo/${r.slug}-${draft.key}.webp`;
  }
  return policy;
}

export const REGIONAL_POLICIES: DemoPolicy[] = REGIONS.flatMap((r, v) =>
  TEMPLATES.map((template, t) => regional(r, template(r, v), v * TEMPLATES.length + t)),
);

export const DEMO_POLICIES: DemoPolicy[] = [...NATIONAL_POLICIES, ...REGIONAL_POLICIES];
