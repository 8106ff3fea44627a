/**
 * The relevance set of `search/common` (issue 4): Korean queries as young people type them on a
 * phone, over the demo content (src/server/db/seed/demo), each with the items a person typing it
 * wants to see in the first five answers. The expectations were chosen by reading the demo
 * content, not by copying what the search answers, so the set can fail.
 *
 * `expected` holds 1–5 cids (`policy-<slug>`, `event-<slug>`, `video-<slug>`, as seed-demo.ts
 * builds them). Topics every 시·도 runs (월세, 면접정장, 청년수당 …) have 17 interchangeable
 * regional items: without a region in the query, the nationwide programme and its guide video are
 * what a person wants; with a region, that region's item.
 */
export interface RelevanceEntry {
  query: string;
  /** Cids that belong in the top 5, best first. */
  expected: string[];
  note?: string;
}

export const RELEVANCE_SET: RelevanceEntry[] = [
  // Names of national programmes, typed whole, in parts, spaced and as 초성.
  {
    query: '청년도약계좌',
    expected: ['policy-youth-leap-account', 'video-youth-leap-account-3min'],
  },
  {
    query: '도약계좌',
    expected: ['policy-youth-leap-account', 'video-youth-leap-account-3min'],
    note: 'inside a compound',
  },
  {
    query: '청년 도약 계좌',
    expected: ['policy-youth-leap-account', 'video-youth-leap-account-3min'],
    note: 'spaced against an unspaced title',
  },
  {
    query: 'ㄷㅇㄱㅈ',
    expected: ['policy-youth-leap-account', 'video-youth-leap-account-3min'],
    note: '초성',
  },
  {
    query: '도약',
    expected: [
      'policy-youth-leap-account',
      'policy-youth-job-leap-incentive',
      'video-youth-leap-account-3min',
    ],
    note: 'inside 청년도약계좌 and 청년일자리도약장려금',
  },
  {
    query: 'k패스',
    expected: ['policy-k-pass-youth-refund', 'video-k-pass-how-to'],
    note: 'Latin and Hangul, no hyphen',
  },
  {
    query: 'K-패스',
    expected: ['policy-k-pass-youth-refund', 'video-k-pass-how-to'],
  },
  {
    query: '케이패스',
    expected: ['policy-k-pass-youth-refund', 'video-k-pass-how-to'],
    note: 'spelled in Hangul: a keyword of the policy only',
  },
  {
    query: '교통비',
    expected: ['policy-k-pass-youth-refund'],
    note: 'K-패스 refunds public transport fares (keyword 교통비)',
  },
  {
    query: '월세',
    expected: ['policy-youth-rent-special-support', 'video-youth-rent-apply-guide'],
    note: 'nationwide 청년월세 특별지원 and its guide, among 17 regional rent policies',
  },
  {
    query: '청년월세',
    expected: ['policy-youth-rent-special-support', 'video-youth-rent-apply-guide'],
  },
  {
    query: '청년 월세',
    expected: ['policy-youth-rent-special-support', 'video-youth-rent-apply-guide'],
  },
  {
    query: 'ㅊㄴㅇㅅ',
    expected: ['policy-youth-rent-special-support', 'video-youth-rent-apply-guide'],
    note: '초성 of 청년월세',
  },
  {
    query: '월세지원',
    expected: ['policy-youth-rent-special-support', 'video-youth-rent-apply-guide'],
  },
  {
    query: '국민취업지원제도',
    expected: ['policy-national-employment-support', 'video-national-employment-support-guide'],
  },
  {
    query: '국취제',
    expected: ['policy-national-employment-support', 'video-national-employment-support-guide'],
    note: 'slang: a keyword of the policy only',
  },
  {
    query: '구직촉진수당',
    expected: ['policy-national-employment-support', 'video-national-employment-support-guide'],
    note: 'the allowance of 국민취업지원제도 (keyword, summaries)',
  },
  {
    query: '취업',
    expected: ['policy-national-employment-support'],
    note: 'the national employment programme, among ~40 items with 취업 in the title or tags',
  },
  {
    query: '내일배움카드',
    expected: ['policy-tomorrow-learning-card', 'video-tomorrow-card-courses'],
  },
  {
    query: '버팀목',
    expected: ['policy-youth-jeonse-loan-buttumok', 'video-buttumok-loan-explained'],
  },
  {
    query: '전세대출',
    expected: ['policy-youth-jeonse-loan-buttumok', 'video-buttumok-loan-explained'],
    note: 'the policy title says 전세자금대출 (keyword 전세대출)',
  },
  {
    query: '전세사기',
    expected: [
      'policy-jeonse-fraud-victim-support',
      'event-jeonse-fraud-prevention-1',
      'event-jeonse-fraud-prevention-2',
      'video-jeonse-fraud-checklist',
    ],
  },
  {
    query: '행복주택',
    expected: ['policy-happy-house-youth', 'video-happy-house-application'],
  },
  {
    query: 'ㅎㅂㅈㅌ',
    expected: ['policy-happy-house-youth', 'video-happy-house-application'],
    note: '초성 of 행복주택',
  },
  {
    query: '청약',
    expected: [
      'policy-youth-housing-dream-account',
      'event-subscription-lecture-1',
      'event-subscription-lecture-2',
      'video-housing-dream-account',
      'video-happy-house-application',
    ],
  },
  {
    query: 'LH',
    expected: [
      'policy-youth-jeonse-rental-lh',
      'policy-happy-house-youth',
      'video-happy-house-application',
    ],
    note: 'Latin abbreviation',
  },
  {
    query: '공공임대',
    expected: [
      'policy-youth-jeonse-rental-lh',
      'policy-happy-house-youth',
      'event-gyeonggi-public-rental-briefing',
      'event-gangwon-public-rental-briefing',
    ],
  },
  {
    query: '햇살론',
    expected: ['policy-sunshine-loan-youth', 'video-sunshine-loan-youth-guide'],
  },
  {
    query: 'ㅎㅅㄹ',
    expected: ['policy-sunshine-loan-youth', 'video-sunshine-loan-youth-guide'],
    note: '초성 of 햇살론',
  },
  {
    query: '장학금',
    expected: [
      'policy-national-scholarship-type-1',
      'policy-college-work-scholarship',
      'video-national-scholarship-faq',
    ],
  },
  {
    query: '학자금대출',
    expected: ['policy-student-loan-after-employment'],
  },
  {
    query: '마음건강',
    expected: ['policy-mind-health-voucher-2030', 'video-mind-voucher-2030'],
    note: 'the nationwide voucher, among 17 regional mind-care policies',
  },
  {
    query: '2030',
    expected: ['policy-mind-health-voucher-2030', 'video-mind-voucher-2030'],
    note: 'digits',
  },
  {
    query: '20대 건강검진',
    expected: ['policy-youth-health-checkup', 'video-health-checkup-20s'],
  },
  {
    query: '스케일링',
    expected: ['policy-youth-dental-scaling'],
  },
  {
    query: '창업',
    expected: ['policy-pre-startup-package', 'policy-youth-startup-academy'],
    note: 'the national programmes, among ~30 regional startup items',
  },
  {
    query: '예창패',
    expected: ['policy-pre-startup-package', 'video-pre-startup-package-tips'],
    note: 'slang: a keyword of the policy only',
  },
  {
    query: '일경험',
    expected: ['policy-youth-work-experience', 'video-work-experience-program'],
  },
  {
    query: '청년인턴',
    expected: ['policy-public-institution-youth-intern'],
  },
  {
    query: '해외취업',
    expected: ['policy-k-move-overseas-job', 'video-overseas-job-kmove'],
  },
  {
    query: 'K-Move',
    expected: ['policy-k-move-overseas-job', 'video-overseas-job-kmove'],
    note: 'English name',
  },
  {
    query: 'KDT',
    expected: ['policy-k-digital-training', 'video-kdt-graduate-interview'],
    note: 'English abbreviation of K-디지털 트레이닝: a keyword of the policy only',
  },
  {
    query: 'HUG',
    expected: ['policy-deposit-guarantee-fee-refund'],
    note: 'English abbreviation (주택도시보증공사)',
  },
  {
    query: '자립준비청년',
    expected: ['policy-care-leaver-allowance', 'video-care-leaver-guide'],
  },
  {
    query: '가족돌봄청년',
    expected: ['policy-family-caregiver-youth-allowance', 'video-caregiver-youth-story'],
  },
  {
    query: '영케어러',
    expected: ['policy-family-caregiver-youth-allowance', 'video-caregiver-youth-story'],
    note: 'another name of 가족돌봄청년: the national allowance and its video',
  },
  {
    query: '고립 청년',
    expected: ['policy-isolated-youth-recovery', 'video-isolated-youth-recovery-story'],
  },
  {
    query: '문화예술패스',
    expected: ['policy-youth-culture-art-pass', 'video-culture-art-pass-guide'],
  },
  {
    query: '휴가지원',
    expected: ['policy-vacation-support-workers', 'video-vacation-support-explained'],
  },
  {
    query: '숙박 할인',
    expected: ['policy-youth-regional-trip-discount', 'video-regional-stay-discount'],
  },
  {
    query: '장병 적금',
    expected: ['policy-soldier-tomorrow-savings', 'video-soldier-savings-plan'],
  },
  {
    query: '소득세 감면',
    expected: ['policy-sme-youth-income-tax-relief', 'video-sme-tax-relief-howto'],
  },
  {
    query: '신혼부부',
    expected: ['policy-newlywed-purchase-loan', 'video-newlywed-housing-compare'],
    note: 'the nationwide loan and the comparison video, among 17 regional newlywed policies',
  },
  {
    query: '온통청년',
    expected: ['policy-youth-space-online-guide', 'video-ontong-youth-site-tour'],
  },

  // Region + topic.
  {
    query: '서울 월세',
    expected: ['policy-seoul-youth-rent', 'video-seoul-youth-rent-qna'],
  },
  {
    query: '부산 월세',
    expected: ['policy-busan-youth-rent', 'video-busan-youth-rent'],
  },
  {
    query: '제주 월세',
    expected: ['policy-jeju-youth-rent'],
  },
  {
    query: '서울 창업',
    expected: ['policy-seoul-youth-startup'],
  },
  {
    query: '부산 일자리',
    expected: ['policy-busan-local-internship', 'video-busan-youth-job-fair'],
    note: '일자리 is the name of the jobs category: the internship and the job fair',
  },
  {
    query: '대전 취업',
    expected: ['event-daejeon-job-fair', 'policy-daejeon-job-seeking-allowance'],
  },
  {
    query: '부산 정장',
    expected: ['policy-busan-interview-suit', 'video-busan-interview-suit-vlog'],
    note: 'inside 면접정장',
  },
  {
    query: '대구 면접정장',
    expected: ['policy-daegu-interview-suit'],
  },
  {
    query: '경기 마음건강',
    expected: ['policy-gyeonggi-mind-care', 'video-gyeonggi-mind-care'],
  },
  {
    query: '제주 한달살기',
    expected: ['policy-jeju-regional-trip', 'video-jeju-one-month-living'],
  },
  {
    query: 'Seoul housing',
    expected: [
      'policy-seoul-youth-rent',
      'policy-seoul-deposit-loan-interest',
      'policy-seoul-newlywed-housing',
      'event-seoul-housing-fair',
    ],
    note: 'English names of the 시·도 and the category',
  },

  // Events and videos.
  {
    query: '연말정산',
    expected: [
      'event-year-end-tax-preview-1',
      'event-year-end-tax-preview-2',
      'video-year-end-tax-youth',
    ],
  },
  {
    query: '신용점수',
    expected: [
      'video-credit-score-basics',
      'event-seoul-credit-care-class',
      'event-busan-credit-care-class',
    ],
  },
  {
    query: '첫 월급',
    expected: [
      'event-first-salary-class-1',
      'event-first-salary-class-2',
      'video-first-salary-budget',
    ],
  },
  {
    query: '자취',
    expected: [
      'event-ulsan-diy-repair-class',
      'event-sejong-diy-repair-class',
      'event-gyeongnam-cooking-class',
      'event-jeju-cooking-class',
    ],
    note: 'inside 자취방 and 자취생',
  },
  {
    query: '셰어하우스',
    expected: ['event-gwangju-share-house-briefing', 'event-daejeon-share-house-briefing'],
  },
  {
    query: '러닝크루',
    expected: [
      'event-chungnam-running-crew',
      'event-jeonbuk-running-crew',
      'video-running-crew-day',
    ],
  },
  {
    query: '버스킹',
    expected: ['event-jeju-busking-festival', 'event-seoul-busking-festival'],
  },
  {
    query: '해커톤',
    expected: ['event-jeonbuk-public-data-hackathon', 'event-jeonnam-public-data-hackathon'],
  },
  {
    query: '숏폼',
    expected: [
      'event-short-form-contest-1',
      'event-short-form-contest-2',
      'video-short-form-contest-guide',
    ],
  },
  {
    query: '캘리그라피',
    expected: [
      'event-calligraphy-online-1',
      'event-calligraphy-online-2',
      'video-calligraphy-first-lesson',
    ],
  },
  {
    query: '자기소개서',
    expected: ['event-resume-clinic-1', 'event-resume-clinic-2', 'video-resume-tips-hr'],
  },
  {
    query: '모의면접',
    expected: [
      'video-interview-mock-live',
      'event-sejong-interview-coaching-day',
      'event-gyeonggi-interview-coaching-day',
    ],
  },
  {
    query: '취업박람회',
    expected: ['event-daejeon-job-fair', 'event-ulsan-job-fair', 'video-busan-youth-job-fair'],
  },
  {
    query: 'NCS',
    expected: ['event-public-company-briefing-1', 'event-public-company-briefing-2'],
    note: 'English abbreviation, in the summaries',
  },
  {
    query: 'ETF',
    expected: ['event-gwangju-investment-basics', 'event-daejeon-investment-basics'],
    note: 'English abbreviation, in the summaries',
  },
  {
    query: 'A to Z',
    expected: ['event-subscription-lecture-1', 'event-subscription-lecture-2'],
    note: 'English words of one and two letters',
  },
  {
    query: '생성형 AI',
    expected: [
      'event-generative-ai-lecture-1',
      'event-generative-ai-lecture-2',
      'video-generative-ai-for-work',
    ],
  },
  {
    query: '청년의 날',
    expected: ['event-gyeongbuk-youth-day-festival', 'event-gyeongnam-youth-day-festival'],
  },
  {
    query: '헌혈',
    expected: ['event-jeju-blood-donation', 'event-seoul-blood-donation'],
  },
  {
    query: '번아웃',
    expected: ['video-burnout-self-check'],
  },
  {
    query: '브이로그',
    expected: ['video-busan-interview-suit-vlog', 'video-jeju-one-month-living'],
  },
  {
    query: 'Q&A',
    expected: ['video-seoul-youth-rent-qna'],
    note: 'Latin letters around a symbol',
  },
  {
    query: '중위소득',
    expected: ['video-welfare-eligibility-check'],
  },
];
