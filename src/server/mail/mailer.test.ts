import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHeader, startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher.js';
import { createMailer } from './mailer.js';

const log = pino({ level: 'silent' });

describe('the mailer over a real SMTP server on loopback', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.close());

  it('delivers both parts, the From, and the headers it is given', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: '청년혜택 <no-reply@hyetaek.kr>', log });
    await mailer.send({
      to: 'minji@example.com',
      subject: '이번 주 청년혜택 소식이에요',
      text: '새로 올라온 정책 3개를 모았어요.',
      html: '<p>새로 올라온 정책 <b>3개</b>를 모았어요.</p>',
      headers: {
        'List-Unsubscribe': '<https://hyetaek.kr/api/unsubscribe?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [mail] = await smtp.waitFor(1);
    mailer.close();
    expect(mail!.envelopeTo).toEqual(['minji@example.com']);
    expect(mail!.parsed.subject).toBe('이번 주 청년혜택 소식이에요');
    expect(mail!.parsed.from?.value).toEqual([
      { address: 'no-reply@hyetaek.kr', name: '청년혜택' },
    ]);
    expect(mail!.parsed.text?.trim()).toBe('새로 올라온 정책 3개를 모았어요.');
    expect(mail!.parsed.html).toContain('<b>3개</b>');
    expect(rawHeader(mail!, 'List-Unsubscribe')).toBe('<https://hyetaek.kr/api/unsubscribe?t=abc>');
    expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('rejects when the server refuses, so the caller can try again later', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@hyetaek.kr', log });
    smtp.setRefusing(true);
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    smtp.setRefusing(false);
    mailer.close();
  });

  it('without SMTP_URL writes the mail to the log and sends nothing', async () => {
    const before = smtp.mails.length;
    const lines: unknown[] = [];
    const recording = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'no-reply@hyetaek.kr',
      log: recording,
    });
    await mailer.send({
      to: 'dev@example.com',
      subject: '확인해 주세요',
      text: '본문',
      html: '<p>본문</p>',
    });
    expect(lines).toEqual([
      expect.objectContaining({ to: 'dev@example.com', subject: '확인해 주세요', text: '본문' }),
    ]);
    expect(smtp.mails.length).toBe(before);
  });
});
