import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One mail: both parts always (a reader without HTML gets the same text), headers as given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /** Overrides the configured From (advertising mail puts "(광고)" before the sender's name). */
  from?: string;
  /** A Message-ID of our own (`<…@host>`), the same on every try of one mail (decision 025). */
  messageId?: string;
}

export interface Mailer {
  /** Hands the mail to the SMTP server; rejects when the server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; undefined writes each mail to the log instead (development). */
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/** How long one SMTP exchange may take before the send counts as failed (and is retried later). */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Outgoing mail over SMTP (nodemailer). Callers decide when to send and record what was sent
 * (the outbox and the send ledgers); the mailer only delivers, so a failure surfaces as a
 * rejection for them to retry.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.from ?? options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      if (!options.smtpUrl) {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail not sent (no SMTP_URL): written here instead',
        );
      }
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * A Message-ID of ours for a mail that must look the same on every try (`<digest.2026-W48.42@
 * hyetaek.kr>`): the domain is the From's. Receivers that drop duplicates by Message-ID then show
 * a mail sent twice once (decision 025).
 */
export function stableMessageId(name: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${name.replace(/[^\w.-]/g, '.')}@${domain}>`;
}
