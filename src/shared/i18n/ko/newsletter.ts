/** The newsletter's subscribe form, its confirmation and unsubscribe pages (issue 14). */
export const koNewsletter = {
  pages: {
    newsletterConfirm: { title: '뉴스레터 구독 확인' },
    newsletterUnsubscribe: { title: '뉴스레터 구독 해지' },
  },
  newsletter: {
    blurb: '새 혜택과 마감이 다가오는 소식을 메일로 받아 보세요.',
    email: '뉴스레터 받을 이메일',
    emailPlaceholder: 'name@example.com',
    privacy:
      '[필수] 뉴스레터 발송을 위한 개인정보 수집·이용에 동의해요. 이메일 주소를 구독을 해지할 때까지 보관해요.',
    privacyLink: '개인정보처리방침 보기',
    marketing: '[선택] 이벤트·혜택 같은 광고성 정보도 받을래요.',
    submit: '구독하기',
    submitting: '신청하는 중이에요…',
    sent: '메일함을 확인해 주세요! {{email}}로 보낸 링크를 열면 구독이 시작돼요.',
    sentHint: '메일이 안 보이면 스팸함도 확인해 주세요.',
    another: '다른 주소로 구독하기',
    confirming: '구독을 확인하고 있어요…',
    confirmed: '구독이 시작됐어요! 매주 월요일에 새 혜택과 마감 소식을 보내 드릴게요.',
    expired:
      '링크를 쓸 수 있는 시간이 지났어요. 다시 구독을 신청해 주시면 새 링크를 보내 드릴게요.',
    invalid:
      '이 링크는 더 이상 쓸 수 없어요. 가장 최근에 받은 메일의 링크를 열거나 다시 구독을 신청해 주세요.',
    goHome: '홈으로 가기',
    unsubscribeBody: '버튼을 누르면 청년혜택 뉴스레터를 더 이상 보내지 않아요.',
    unsubscribe: '구독 해지하기',
    unsubscribing: '해지하는 중이에요…',
    unsubscribed: '구독을 해지했어요. 그동안 읽어 주셔서 고마워요.',
    unsubscribeInvalid: '이 해지 링크를 찾을 수 없어요. 메일에 있는 링크를 그대로 열어 주세요.',
    accountTitle: '뉴스레터',
    accountSwitch: '매주 월요일 뉴스레터 받기',
    accountActive: '{{email}}로 받고 있어요.',
    accountPending: '{{email}}로 보낸 확인 메일의 링크를 열면 구독이 시작돼요.',
    accountOff: '받고 있지 않아요.',
    accountStopped: '구독을 해지했어요.',
  },
};
