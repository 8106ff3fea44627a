/** The account page's switch for deadline reminders (issue 14), in 해요체. */
export const koAccountReminders = {
  pages: {
    remindersStop: { title: '마감 알림 끄기' },
  },
  accountReminders: {
    title: '마감 알림',
    label: '저장한 혜택의 마감 알림 메일 받기',
    hint: '마감 7일 전과 1일 전에 가입한 이메일로 알려 드려요. 지금 고른 언어로 보내요.',
    on: '마감 알림을 켰어요.',
    off: '마감 알림을 껐어요.',
    failed: '설정을 바꾸지 못했어요. 잠시 후 다시 해 주세요.',
    loadFailed: '알림 설정을 불러오지 못했어요.',
    stopBody:
      '버튼을 누르면 저장한 혜택의 마감 알림 메일을 더 이상 보내지 않아요. 계정 설정에서 언제든 다시 켤 수 있어요.',
    stop: '마감 알림 끄기',
    stopping: '끄는 중이에요…',
    stopped: '마감 알림을 껐어요. 이제 알림 메일이 가지 않아요.',
    stopInvalid: '이 링크를 열 수 없어요. 메일에 있는 링크를 그대로 열어 주세요.',
    goHome: '홈으로 가기',
  },
};
