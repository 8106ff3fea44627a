import type { Locale } from '../../../shared/locale.js';
import type { MailMessage } from '../../mail/mailer.js';

/** The double opt-in mail: one link that confirms the subscription, in the reader's language. */

const COPY = {
  'ko-KR': {
    subject: '[청년혜택] 뉴스레터 구독을 확인해 주세요',
    greeting: '안녕하세요, 청년혜택이에요.',
    body: '이 주소로 매주 월요일 청년혜택 뉴스레터를 받겠다는 신청이 들어왔어요. 아래 버튼을 누르면 구독이 시작돼요.',
    button: '구독 확인하기',
    expiry: '이 링크는 {{hours}}시간 동안 쓸 수 있어요.',
    notMe:
      '직접 신청하지 않았다면 이 메일을 지워 주세요. 확인하지 않으면 아무 메일도 보내지 않아요.',
  },
  'en-US': {
    subject: '[Youth Benefits] Please confirm your newsletter subscription',
    greeting: 'Hello from Youth Benefits (청년혜택).',
    body: 'Someone asked to receive our newsletter at this address every Monday. Press the button below to start your subscription.',
    button: 'Confirm my subscription',
    expiry: 'This link works for {{hours}} hours.',
    notMe: "If it wasn't you, please delete this mail. Without your confirmation we send nothing.",
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(options: {
  to: string;
  locale: Locale;
  link: string;
  validHours: number;
}): MailMessage {
  const copy = COPY[options.locale];
  const expiry = copy.expiry.replace('{{hours}}', String(options.validHours));
  const text = [
    copy.greeting,
    '',
    copy.body,
    '',
    `${copy.button}: ${options.link}`,
    '',
    expiry,
    copy.notMe,
  ].join('\n');
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="${options.locale === 'ko-KR' ? 'ko' : 'en'}"><body style="font-family:sans-serif;line-height:1.6;color:#1f2937;word-break:keep-all">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2563eb;color:#fff;text-decoration:none;font-weight:bold">${escapeHtml(copy.button)}</a></p>
<p style="font-size:14px;color:#4b5563">${escapeHtml(expiry)}<br>${escapeHtml(copy.notMe)}</p>
<p style="font-size:12px;color:#6b7280;word-break:break-all">${link}</p>
</body></html>`;
  return { to: options.to, subject: copy.subject, text, html };
}
