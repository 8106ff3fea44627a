/** The account page's part for the survey's answers (issue 13), in 해요체. */
export const koAccountSurvey = {
  accountSurvey: {
    title: '맞춤 추천 답변',
    none: '아직 답한 설문이 없어요. 답하면 받을 수 있는 정책을 골라 드려요.',
    usesProfile: '지금은 프로필로 정책을 골라요.',
    savedOn: '{{date}}에 답했어요.',
    start: '설문 시작하기',
    results: '추천 결과 보기',
    edit: '답변 고치기',
    delete: '답변 지우기',
    deleteTitle: '답변을 모두 지울까요?',
    deleteBody: '지운 답변은 되살릴 수 없어요. 추천은 프로필로 다시 골라요.',
    deleteConfirm: '지우기',
    deleted: '답변을 지웠어요.',
    deleteFailed: '답변을 지우지 못했어요. 잠시 후 다시 해 주세요.',
    loadFailed: '답변을 불러오지 못했어요.',
  },
};
