/**
 * Bookmarks: what the toggle says after a press (loaded with its actions), and the account's
 * bookmark page. The toggle's own name is in the core (every card shows it).
 */
export const koBookmarks = {
  bookmarks: {
    signInBody: '로그인하면 마음에 드는 정책, 행사·교육, 영상을 저장해 두고 다시 볼 수 있어요.',
    saveFailed: '저장하지 못했어요. 다시 시도해 주세요.',
    removeFailed: '북마크를 해제하지 못했어요. 다시 시도해 주세요.',
    savedAfterSignIn: '북마크에 저장했어요.',
    kindTabs: '북마크 종류',
    select: '선택',
    selectAll: '전체 선택',
    selectDone: '선택 끝내기',
    selectItem: '{{title}} 선택',
    selected: '{{count}}개 선택',
    deleteSelected: '삭제',
    deleted: '북마크 {{count}}개를 지웠어요.',
    undo: '되돌리기',
    undone: '북마크 {{count}}개를 되돌렸어요.',
    deleteFailed: '삭제하지 못했어요. 다시 시도해 주세요.',
    undoFailed: '되돌리지 못했어요. 다시 시도해 주세요.',
    empty: {
      all: '아직 저장한 북마크가 없어요',
      policy: '저장한 정책이 없어요',
      event: '저장한 행사·교육이 없어요',
      video: '저장한 영상이 없어요',
    },
    emptyBody: '마음에 드는 항목의 북마크 버튼을 누르면 여기에 모여요. 목록에서 찾아볼까요?',
  },
};
