/**
 * The search page: its empty state.
 */
export const koSearch = {
  search: {
    empty: {
      title: "'{{keyword}}'에 대한 검색 결과가 없어요",
      kindTitle: "{{kind}}에서는 '{{keyword}}'에 대한 결과가 없어요",
      kindBody: '다른 종류에서 찾은 결과를 확인해 보세요.',
      tipsTitle: '이렇게 찾아보세요',
      tips: [
        '띄어쓰기 없이 입력해도 찾을 수 있어요. 예: 청년월세',
        '초성으로도 찾을 수 있어요. 예: ㅊㄴㅇㅅ',
        '단어 수를 줄이거나 더 넓은 말로 찾아보세요. 예: 월세 지원 → 월세',
      ],
      browseTitle: '목록에서 둘러보기',
    },
  },
};
