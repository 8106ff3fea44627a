import fs from 'node:fs';
import path from 'node:path';

/**
 * Mails caught by the browser tests' SMTP server, one JSON file each (test-support/smtp-catcher.ts
 * writes them; scripts/e2e-server.mjs runs the catcher). The test-only `diagnostics/mail` call
 * reads the newest one to an address, so a journey can open the link in it.
 */
export interface DroppedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The headers a journey checks (List-Unsubscribe and List-Unsubscribe-Post among them). */
  headers: Record<string, string>;
}

/** The newest mail to `address` in the directory, or null. */
export function newestMailTo(directory: string, address: string): DroppedMail | null {
  if (!fs.existsSync(directory)) return null;
  const wanted = address.toLowerCase();
  for (const name of fs.readdirSync(directory).sort().reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as DroppedMail;
    if (mail.to.includes(wanted)) return mail;
  }
  return null;
}
