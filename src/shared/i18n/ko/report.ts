/**
 * The report form (신고) for a comment or a review (issue 12): the reasons, a rights-infringement
 * report's relation and 임시조치 notice (정보통신망법 §44의2), and what happens after; the
 * author's objection (이의제기) to a 임시조치, which its dialog shares with the form.
 */
export const koReport = {
  report: {
    title: '신고하기',
    intro: '신고 사유를 골라 주세요. 운영자가 확인한 뒤 조치해요.',
    reasonLegend: '신고 사유',
    reasons: {
      rights_infringement: '권리침해',
      illegal: '불법정보',
      hate: '혐오표현',
      disinformation: '허위조작정보',
      harmful_to_minors: '청소년유해',
      spam: '광고·스팸',
      abuse: '욕설·비방',
      privacy: '개인정보 노출',
      other: '기타',
    },
    reasonHints: {
      rights_infringement: '명예훼손, 사생활 침해, 저작권 침해처럼 내 권리를 침해하는 글',
      illegal: '법으로 금지된 정보나 거래',
      hate: '성별, 지역, 장애, 출신 등을 이유로 차별하거나 비하하는 표현',
      disinformation: '사실이 아닌 내용을 사실처럼 꾸민 글',
      harmful_to_minors: '청소년에게 해로운 음란, 폭력, 약물 정보',
      spam: '광고, 홍보, 같은 내용의 반복',
      abuse: '욕설이나 특정인을 깎아내리는 말',
      privacy: '이름, 연락처, 주소 같은 다른 사람의 개인정보',
      other: '위에 없는 사유',
    },
    temporaryMeasure:
      '권리침해 신고가 접수되면 이 글을 바로 최대 {{days}}일 동안 가려요(임시조치). 신고한 분과 글쓴이 모두에게 알려 드리고, 글쓴이는 이의를 제기할 수 있어요.',
    relationLegend: '신고하는 분',
    relations: {
      self: '본인',
      agent: '대리인',
    },
    relationRequired: '신고하는 분을 골라 주세요.',
    detailsLabel: '신고 내용',
    detailsOptional: '신고 내용 (선택)',
    detailsRightsHint: '어떤 권리가 어떻게 침해되었는지 적어 주세요.',
    detailsOtherHint: '신고하는 이유를 적어 주세요.',
    detailsRequired: '신고 내용을 적어 주세요.',
    reasonRequired: '신고 사유를 골라 주세요.',
    submit: '신고하기',
    submitting: '신고하고 있어요',
    cancel: '취소',
    doneTitle: '신고가 접수됐어요',
    done: '운영자가 확인한 뒤 조치할게요. 알려 주셔서 고마워요.',
    doneHidden: '이 글은 {{date}}까지 가려져요. 처리 결과는 알림으로 알려 드릴게요.',
    close: '닫기',
  },
  objection: {
    title: '이의 제기하기',
    intro:
      '권리침해 신고로 임시로 가려진 글이에요. 동의하지 않는 이유를 적어 주시면 운영자가 검토하고 결과를 알림으로 알려 드려요.',
    detailsLabel: '이의 제기 이유',
    detailsRequired: '이의 제기 이유를 적어 주세요.',
    submit: '이의 제기하기',
    submitting: '보내고 있어요',
    cancel: '취소',
    done: '이의 제기가 접수됐어요. 검토 결과는 알림으로 알려 드릴게요.',
  },
};
