/**
 * The question asked before leaving a page that holds unsaved input (client/lib/leave-guard.tsx).
 * Its own small area: it loads with the forms that ask it, never with a page's first script.
 */
export const koLeavePrompt = {
  leavePrompt: {
    title: '작성 중인 내용이 있어요. 이 페이지를 나갈까요?',
    body: '나가면 입력한 내용이 저장되지 않아요.',
    leave: '나가기',
    stay: '계속 작성하기',
  },
};
