import type { Locale } from '../../../shared/locale.js';
import { SERVICE_INFO } from '../../../shared/service-info.js';

/**
 * The words of the digest and the reminders, in Korean (해요체) and English. They live with the
 * mails rather than in the site's catalogues: no page shows them, and the browser never loads them.
 */

const EN_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A Korean day `YYYY-MM-DD` as a reader writes it: 11월 30일, Nov 30. */
export function shortDay(locale: Locale, day: string): string {
  if (locale === 'en-US') return EN_DAY.format(new Date(`${day}T00:00:00Z`));
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${month}월 ${date}일`;
}

export const dDayBadge = (days: number) => (days === 0 ? 'D-Day' : `D-${days}`);

const ko = {
  brand: SERVICE_INFO.nameKo as string,
  sender: `보낸 곳: ${SERVICE_INFO.operatorKo} · ${SERVICE_INFO.contactEmail}`,
  until: (day: string) => `${shortDay('ko-KR', day)}까지`,
  always: '상시 모집',
  more: '청년혜택에서 더 보기',
  digest: {
    subject: (monday: string) => `이번 주 청년혜택 소식이에요 (${shortDay('ko-KR', monday)})`,
    title: '이번 주 새 혜택과 곧 마감되는 혜택',
    preview: (fresh: number, closing: number) =>
      `새로 올라온 혜택 ${fresh}개, 7일 안에 마감되는 혜택 ${closing}개를 모았어요.`,
    intro: '지난 한 주 동안 새로 올라온 혜택과 7일 안에 마감되는 혜택을 모았어요.',
    introEmpty:
      '이번 주에는 새로 올라오거나 곧 마감되는 혜택이 없어요. 다음 주 월요일에 다시 알려 드릴게요.',
    matches: '나에게 맞는 정책',
    bookmarks: '저장한 혜택이 곧 마감돼요',
    fresh: '새로 올라왔어요',
    closing: '7일 안에 마감돼요',
    match: { eligible: '받을 수 있어요', likely: '확인이 필요해요' },
    why: '청년혜택 뉴스레터를 구독해서 받은 메일이에요. 매주 월요일 오전 9시에 보내요.',
    optOut: '더 받고 싶지 않다면',
    optOutLabel: '구독 해지하기',
  },
  reminder: {
    subject: (title: string, days: number) =>
      days === 0 ? `오늘 마감이에요: ${title}` : `마감 ${days}일 전이에요: ${title}`,
    title: (days: number) =>
      days === 0 ? '저장한 혜택이 오늘 마감돼요' : `저장한 혜택이 ${days}일 뒤에 마감돼요`,
    intro: (day: string) =>
      `${shortDay('ko-KR', day)}까지 신청할 수 있어요. 놓치지 않게 미리 확인해 보세요.`,
    heading: '저장한 혜택',
    why: '계정 설정에서 마감 알림을 켜서 받은 메일이에요. 저장한 혜택의 마감 7일 전과 1일 전에 보내요.',
    optOut: '알림을 그만 받으려면',
    optOutLabel: '마감 알림 끄기',
  },
};

type Copy = typeof ko;

const en: Copy = {
  brand: SERVICE_INFO.nameEn,
  sender: `From: ${SERVICE_INFO.operatorEn} · ${SERVICE_INFO.contactEmail}`,
  until: (day: string) => `until ${shortDay('en-US', day)}`,
  always: 'Open all year',
  more: 'See more on Youth Benefits',
  digest: {
    subject: (monday: string) => `Your week at Youth Benefits (${shortDay('en-US', monday)})`,
    title: 'New this week, and closing soon',
    preview: (fresh: number, closing: number) => `${fresh} new, ${closing} closing within 7 days.`,
    intro: 'What was added in the past week, and what closes within the next 7 days.',
    introEmpty: 'Nothing new or closing soon this week. We will write again next Monday.',
    matches: 'Policies that fit you',
    bookmarks: 'Saved by you, closing soon',
    fresh: 'New this week',
    closing: 'Closing within 7 days',
    match: { eligible: 'You can get it', likely: 'Worth checking' },
    why: 'You receive this because you subscribed to the Youth Benefits newsletter. It comes every Monday at 9:00 (Korea time).',
    optOut: 'No longer want it?',
    optOutLabel: 'Unsubscribe',
  },
  reminder: {
    subject: (title: string, days: number) =>
      days === 0
        ? `Closes today: ${title}`
        : `Closes in ${days} day${days === 1 ? '' : 's'}: ${title}`,
    title: (days: number) =>
      days === 0
        ? 'An item you saved closes today'
        : `An item you saved closes in ${days} day${days === 1 ? '' : 's'}`,
    intro: (day: string) =>
      `You can apply until ${shortDay('en-US', day)}. Have a look before it is too late.`,
    heading: 'Saved by you',
    why: 'You receive this because you turned on deadline reminders. They come 7 days and 1 day before a saved item closes.',
    optOut: 'To stop them,',
    optOutLabel: 'turn them off here',
  },
};

export function mailCopy(locale: string): Copy {
  return locale === 'en-US' ? en : ko;
}
