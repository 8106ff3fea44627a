import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The law on advertising mail (정보통신망법 §50, issue 14). A mail that carries advertising starts
 * its subject and its sender's name with "(광고)", and goes only to addresses whose advertising
 * consent is in force: the latest advertising row of the consent ledger grants it and is less
 * than two years old (consent is confirmed again every two years, or it lapses).
 *
 * The weekly digest carries no advertising, so it passes `isAdvertising: false` and none of this
 * changes it; a mail with a sponsor's item must pass true and send only to `withAdvertisingConsent`.
 */
export const ADVERTISING_MARK = '(광고)';
const CONSENT_VALID_YEARS = 2;

export interface MailIdentity {
  subject: string;
  /** The whole From: `청년혜택 <no-reply@hyetaek.kr>`, or a bare address. */
  from: string;
}

/** The subject and From as the law wants them for this mail. */
export function markAdvertising(mail: MailIdentity, isAdvertising: boolean): MailIdentity {
  if (!isAdvertising) return mail;
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mail.from);
  const [name, address] = named ? [named[1]!, named[2]!] : ['', mail.from.trim()];
  return {
    subject: `${ADVERTISING_MARK} ${mail.subject}`,
    from: `"${ADVERTISING_MARK} ${name || address}" <${address}>`,
  };
}

/** The moment before which an advertising consent no longer counts. */
export function advertisingConsentCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONSENT_VALID_YEARS);
  return cutoff;
}

/** Of `emails`, those (lower-cased) that may receive advertising at `now`. */
export async function withAdvertisingConsent(
  db: Kysely<Database>,
  emails: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const { rows } = await sql<{ email: string }>`
    SELECT email FROM (
      SELECT DISTINCT ON (lower(email)) lower(email) AS email, granted, recorded_at
      FROM consent_records
      WHERE purpose = 'advertising' AND lower(email) IN (${sql.join(lowered)})
        AND recorded_at <= ${now}
      ORDER BY lower(email), recorded_at DESC, id DESC) AS latest
    WHERE granted AND recorded_at > ${advertisingConsentCutoff(now)}`.execute(db);
  return new Set(rows.map((row) => row.email));
}
