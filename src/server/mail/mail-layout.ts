import { escapeHtml } from '../http/client-app.js';

/**
 * The one look of our mails (the digest, the reminders): a document of sections of items, written
 * out as HTML with inline styles (mail programs drop style sheets), one column that reads on a
 * phone, Korean kept whole at word ends (`word-break: keep-all`), and as plain text with the same
 * words and links. The colours are the site's tokens (src/client/styles/tokens.css).
 */

export interface MailItem {
  title: string;
  url: string;
  /** A short badge before the details (D-3, 받을 수 있어요). */
  badge?: string;
  /** Agency, last day, and the like. */
  details: string;
}

export interface MailSection {
  heading: string;
  items: MailItem[];
}

export interface MailDocument {
  lang: 'ko' | 'en';
  brand: string;
  /** The heading, also the HTML title. */
  title: string;
  /** What the mail program shows beside the subject. */
  preview: string;
  intro: string;
  sections: MailSection[];
  action: { label: string; url: string };
  /** Small print: why this mail came, who sends it. */
  footer: string[];
  /** The way out (unsubscribe, or turning reminders off), linked visibly. */
  optOut: { text: string; label: string; url: string };
}

const COLOR = {
  page: '#f4f6f9',
  surface: '#ffffff',
  text: '#191f28',
  muted: '#4e5968',
  subtle: '#6b7684',
  border: '#e3e7ee',
  accent: '#1b64da',
  accentSoft: '#e8f1fd',
};
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'NanumGothic', sans-serif";

function itemHtml(item: MailItem): string {
  const badge = item.badge
    ? `<span style="display:inline-block;padding:2px 8px;margin-right:6px;border-radius:6px;background:${COLOR.accentSoft};color:${COLOR.accent};font-weight:700;font-size:13px">${escapeHtml(item.badge)}</span>`
    : '';
  return `<tr><td style="padding:14px 0;border-top:1px solid ${COLOR.border}">
<a href="${escapeHtml(item.url)}" style="color:${COLOR.text};font-size:16px;font-weight:700;line-height:1.45;text-decoration:none">${escapeHtml(item.title)}</a>
<div style="margin-top:6px;font-size:14px;line-height:1.5;color:${COLOR.muted}">${badge}${escapeHtml(item.details)}</div>
</td></tr>`;
}

function sectionHtml(section: MailSection): string {
  return `<h2 style="margin:28px 0 4px;font-size:18px;line-height:1.4;color:${COLOR.text}">${escapeHtml(section.heading)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${section.items.map(itemHtml).join('')}</table>`;
}

export function renderMailHtml(doc: MailDocument): string {
  const paragraph = (text: string) =>
    `<p style="margin:8px 0 0;font-size:13px;line-height:1.6;color:${COLOR.subtle}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${doc.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOR.page}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(doc.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR.page}"><tr><td align="center" style="padding:16px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLOR.surface};border-radius:12px"><tr><td style="padding:28px 20px;font-family:${FONT};color:${COLOR.text};word-break:keep-all;overflow-wrap:break-word">
<p style="margin:0;font-size:14px;font-weight:700;color:${COLOR.accent}">${escapeHtml(doc.brand)}</p>
<h1 style="margin:6px 0 0;font-size:22px;line-height:1.35">${escapeHtml(doc.title)}</h1>
<p style="margin:10px 0 0;font-size:16px;line-height:1.6;color:${COLOR.muted}">${escapeHtml(doc.intro)}</p>
${doc.sections.map(sectionHtml).join('\n')}
<p style="margin:28px 0 0"><a href="${escapeHtml(doc.action.url)}" style="display:inline-block;padding:13px 22px;border-radius:8px;background:${COLOR.accent};color:#ffffff;font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(doc.action.label)}</a></p>
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:16px 20px;font-family:${FONT};word-break:keep-all">
${doc.footer.map(paragraph).join('\n')}
<p style="margin:8px 0 0;font-size:13px;line-height:1.6;color:${COLOR.subtle}">${escapeHtml(doc.optOut.text)} <a href="${escapeHtml(doc.optOut.url)}" style="color:${COLOR.accent};text-decoration:underline">${escapeHtml(doc.optOut.label)}</a></p>
</td></tr></table>
</td></tr></table>
</body>
</html>`;
}

export function renderMailText(doc: MailDocument): string {
  const lines = [`[${doc.brand}] ${doc.title}`, '', doc.intro];
  for (const section of doc.sections) {
    lines.push('', `■ ${section.heading}`);
    for (const item of section.items) {
      lines.push(
        '',
        `- ${item.title}`,
        `  ${[item.badge, item.details].filter(Boolean).join(' · ')}`,
        `  ${item.url}`,
      );
    }
  }
  lines.push('', `${doc.action.label}: ${doc.action.url}`, '', '--', ...doc.footer);
  lines.push(`${doc.optOut.text} ${doc.optOut.label}: ${doc.optOut.url}`);
  return `${lines.join('\n')}\n`;
}
