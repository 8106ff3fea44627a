/** The requests form (문의하기, issue 14): its fields, the reply promise and what follows a send. */
export const koRequests = {
  requests: {
    intro: '서비스를 쓰다 궁금한 점, 바라는 점, 함께하고 싶은 일을 보내 주세요.',
    promise: '영업일 기준 {{days}}일 안에 적어 주신 이메일로 답장을 드려요.',
    typeLegend: '문의 유형',
    types: {
      inquiry: '서비스 문의',
      proposal: '제안',
      compliment: '칭찬',
      partnership: '제휴·협업',
      advertising: '광고',
      other: '기타',
    },
    email: '답장 받을 이메일',
    emailHint: '답장은 이 주소로만 보내요.',
    message: '문의 내용',
    messageHint: '10자 이상 500자 이내로 적어 주세요.',
    count: '{{count}}/{{max}}자',
    submit: '문의 보내기',
    submitting: '보내는 중이에요…',
    sent: '문의를 잘 보냈어요! 영업일 기준 {{days}}일 안에 {{email}}로 답장을 드릴게요.',
    failed: '죄송해요, 예상하지 못한 오류로 문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
    another: '다른 문의 보내기',
  },
};
