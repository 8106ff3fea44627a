/**
 * A signed-in user's match shown around the catalogue (issue 13): the badge on policy cards, the
 * detail's "내 조건으로 보기" panel and home's "나에게 맞는 정책" shelf. The reasons themselves are
 * the engine's (`matching.ts`).
 */
export const koMyMatch = {
  myMatch: {
    badgeLabel: '내 조건으로 보면 {{result}}',
    badgeCount: '조건 {{met}}/{{total}} 충족',
    noConditions: '조건 없이 누구나',
    panel: {
      title: '내 조건으로 보기',
      show: '내 조건으로 보기',
      hide: '접기',
      signIn: '로그인하면 내 조건에 맞는지 바로 알려 드려요.',
      signInAction: '로그인하기',
      survey: '설문에 답하면 내 조건에 맞는지 알려 드려요.',
      surveyAction: '1분 설문하기',
      fromAnswer: '{{date}}에 답한 설문으로 따져 봤어요.',
      fromProfile: '프로필 정보로 따져 봤어요. 설문에 답하면 더 정확해져요.',
      editAnswers: '답변 고치기',
      noCriteria: '따로 정해진 조건이 없어서 누구나 신청할 수 있어요.',
      criteriaTitle: '조건별로 보면',
      readFromText: '공고문에서 읽은 조건이에요',
      alsoCheckHint: '아래 조건은 자동으로 따질 수 없어서, 직접 확인해 주세요.',
      disclaimer: '참고용이에요. 최종 자격은 신청하는 곳에서 확인해요.',
      failed: '내 조건을 불러오지 못했어요.',
      marks: { met: '충족', unmet: '충족 안 됨', unknown: '확인 필요' },
    },
  },
};
