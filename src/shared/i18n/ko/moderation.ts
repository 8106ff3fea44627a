/**
 * The "⋯" menu on comments and reviews, the operators' hiding and the notice in place of hidden
 * content (issue 12). The report form's words are in report.ts, loaded with the form.
 */
export const koModeration = {
  moderation: {
    menu: '더보기 메뉴',
    report: '신고하기',
    object: '이의 제기하기',
    hide: '가리기',
    restore: '다시 보이기',
    pin: '맨 위에 고정하기',
    unpin: '고정 풀기',
    hideTitle: '이 글을 가릴까요?',
    hideBody: '다시 보이게 할 때까지 다른 사람에게 보이지 않아요. 이 조치는 기록에 남아요.',
    restoreTitle: '이 글을 다시 보이게 할까요?',
    restoreBody: '가려 둔 글이 모든 사람에게 다시 보여요. 이 조치는 기록에 남아요.',
    pinTitle: '이 댓글을 맨 위에 고정할까요?',
    pinBody: '이미 고정된 댓글이 있으면 그 댓글의 고정은 풀려요. 이 조치는 기록에 남아요.',
    unpinTitle: '이 댓글의 고정을 풀까요?',
    unpinBody: '다른 댓글과 같이 최신순으로 보여요. 이 조치는 기록에 남아요.',
    cancel: '취소',
    hidden: '가렸어요.',
    restored: '다시 보이게 했어요.',
    pinned: '맨 위에 고정했어요.',
    unpinned: '고정을 풀었어요.',
    hiddenByOperator: '운영 정책에 따라 가려진 글이에요.',
    hiddenUntil: '권리침해 신고가 접수되어 {{date}}까지 가려진 글이에요.',
    hiddenFromOthers: '다른 사람에게는 보이지 않아요.',
  },
};
