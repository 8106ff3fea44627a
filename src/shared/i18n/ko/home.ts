/**
 * The home page.
 */
export const koHome = {
  pages: {
    home: {
      heroTitle: '받을 수 있는 혜택,\n놓치지 마세요',
      heroBody: '청년정책, 행사·교육, 영상을 한곳에서 찾고 마감 전에 챙겨요.',
      searchCta: '검색',
      picks: '에디터 PICK',
      closingSoon: '곧 마감돼요',
      newPolicies: '새로 올라온 정책',
      upcomingEvents: '다가오는 행사·교육',
      videos: '볼만한 영상',
      seeAll: '전체 보기',
      startSurvey: '맞춤 정책 추천받기',
      surveyCta: '몇 가지 질문에 답하면 나에게 맞는 정책을 골라 드려요.',
      surveyAction: '1분 설문 시작하기',
      forYou: '나에게 맞는 정책',
      forYouHint: '내 조건으로 받을 수 있거나 확인해 볼 만한 정책이에요',
      forYouEmpty: '지금 조건에 맞는 정책을 찾지 못했어요',
      byCategory: '분야별로 찾아보기',
      browseTitle: '무엇을 찾고 있나요?',
      browsePolicies: '지원금, 주거, 일자리까지 청년정책을 한눈에',
      browseEvents: '취업 특강, 박람회, 교육 프로그램',
      browseVideos: '어려운 정책도 영상으로 쉽게',
      aboutLink: '청년혜택이 처음이라면',
      seeAllLabel: '{{section}} 전체 보기',
      closingSoonHint: '7일 안에 신청이 끝나요',
      closingSoonEmpty: '이번 주에 마감되는 정책은 없어요',
      sectionEmpty: '지금은 보여 드릴 항목이 없어요',
      sectionFailed: '이 목록을 불러오지 못했어요.',
    },
  },
};
