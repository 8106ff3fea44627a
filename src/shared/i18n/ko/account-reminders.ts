/** The account page's switch for deadline reminders (issue 14), in 해요체. */
export const koAccountReminders = {
  accountReminders: {
    title: '마감 알림',
    label: '저장한 혜택의 마감 알림 메일 받기',
    hint: '마감 7일 전과 1일 전에 가입한 이메일로 알려 드려요. 지금 고른 언어로 보내요.',
    on: '마감 알림을 켰어요.',
    off: '마감 알림을 껐어요.',
    failed: '설정을 바꾸지 못했어요. 잠시 후 다시 해 주세요.',
    loadFailed: '알림 설정을 불러오지 못했어요.',
  },
};
