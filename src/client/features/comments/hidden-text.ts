import type { Hidden } from '../../../shared/contract/index.js';
import type { Locale } from '../../../shared/locale.js';

const HIDDEN_UNTIL: Record<Locale, Intl.DateTimeFormat> = {
  'ko-KR': new Intl.DateTimeFormat('ko-KR', {
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }),
  'en-US': new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }),
};

/** "권리침해 신고로 5월 3일까지 임시로 가려진 댓글이에요" or "운영 정책에 따라 가려진 댓글이에요". */
export function hiddenText(
  hidden: NonNullable<Hidden>,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (hidden.reason === 'operator') return t('comments.hiddenOperator');
  if (!hidden.until) return t('comments.hiddenTemporaryOpen');
  const date = HIDDEN_UNTIL[locale].format(new Date(hidden.until));
  return t('comments.hiddenTemporary', { date });
}
