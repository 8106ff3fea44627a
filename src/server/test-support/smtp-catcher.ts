import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DroppedMail } from '../modules/diagnostics/dropped-mail.js';

/** A mail as the SMTP server received it: the envelope, and the message parsed. */
export interface CaughtMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The message as it came over the wire (for what mailparser folds away: each part's headers). */
  raw: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** From now on, every RCPT is refused with 451 (a server in trouble), or accepted again. */
  setRefusing(isRefusing: boolean): void;
  close(): Promise<void>;
}

/**
 * A header's value as sent (mailparser folds some, e.g. the List-* family, into objects): the
 * raw line's value, unfolded.
 */
export function rawHeader(mail: CaughtMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** A real SMTP server on loopback (smtp-server) that keeps every mail it receives, for tests. */
export async function startSmtpCatcher(
  options: {
    /** Told of each mail as it arrives (the browser tests' server writes it where tests read it). */
    onMail?: (mail: CaughtMail) => void;
  } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let isRefusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!isRefusing) return callback();
      const refusal = Object.assign(new Error('try again later'), { responseCode: 451 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const received = new Promise<Buffer>((resolve, reject) => {
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
      received
        .then(async (raw) => ({ raw: raw.toString('utf8'), parsed: await simpleParser(raw) }))
        .then(
          ({ raw, parsed }) => {
            const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw };
            mails.push(mail);
            options.onMail?.(mail);
            waiters.forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          cleanUp();
          resolve(mails);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`expected ${count} mails, received ${mails.length}`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    setRefusing(value) {
      isRefusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const HEADERS = ['from', 'list-unsubscribe', 'list-unsubscribe-post'];
let sequence = 0;

/** Writes a caught mail where `diagnostics/mail` reads it (modules/diagnostics/dropped-mail.ts). */
export function dropMail(directory: string, mail: CaughtMail): void {
  fs.mkdirSync(directory, { recursive: true });
  const headers: Record<string, string> = {};
  for (const name of HEADERS) {
    const value = rawHeader(mail, name);
    if (value !== undefined) headers[name] = value;
  }
  const dropped: DroppedMail = {
    to: mail.envelopeTo.map((address) => address.toLowerCase()),
    subject: mail.parsed.subject ?? '',
    text: mail.parsed.text ?? '',
    html: typeof mail.parsed.html === 'string' ? mail.parsed.html : '',
    headers,
  };
  sequence += 1;
  // Names sort in arrival order: the reader takes the last one to an address.
  const name = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}.json`;
  fs.writeFileSync(path.join(directory, name), JSON.stringify(dropped));
}
