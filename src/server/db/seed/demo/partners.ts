/**
 * The demo partner page (`/collabo/youth-housing/`): a made-up housing centre for young people
 * and the demo items it would point to. Its logo is served by the site itself
 * (src/client/public/demo/), so the page looks right without the internet.
 */
export const DEMO_PARTNER = {
  slug: 'youth-housing',
  name_ko: '청년주거상생센터',
  name_en: 'Youth Housing Centre',
  intro_ko:
    '첫 독립을 준비하는 청년에게 월세 지원부터 전세사기 예방 교육까지, 집 구하기에 필요한 정보를 모아 드려요. 청년혜택과 함께 고른 정책과 행사를 확인해 보세요.',
  intro_en:
    'From rent support to classes on avoiding deposit fraud, we gather what young people need for their first home of their own. Here are the policies and events we picked with Youth Benefits.',
  logoPath: '/demo/youth-housing-logo.png',
  cids: [
    'policy-youth-rent-special-support',
    'policy-youth-leap-account',
    'event-daegu-first-home-class',
    'event-incheon-first-home-class',
    'event-jeonse-fraud-prevention-1',
    'video-youth-rent-apply-guide',
  ],
} as const;
