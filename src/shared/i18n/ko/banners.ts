/** The popup banner (issue 14, product §9) and partner pages (product §2). */
export const koBanners = {
  banners: {
    close: '닫기',
    hideToday: '오늘 하루 보지 않기',
    previous: '이전 배너',
    next: '다음 배너',
    count: '{{count}} / {{total}}',
    strip: '알림 배너',
  },
};

export const koPartner = {
  partner: {
    itemsTitle: '{{name}}에서 고른 혜택',
    itemsEmpty: '아직 고른 혜택이 없어요.',
    home: '청년혜택 홈으로',
    logo: '{{name}} 로고',
  },
};
