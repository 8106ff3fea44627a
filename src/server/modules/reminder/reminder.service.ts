import type { Kysely } from 'kysely';
import type { ReminderSetting } from '../../../shared/contract/reminder.js';
import { daysBetween, koreaToday } from '../../../shared/korea-date.js';
import type { Locale } from '../../../shared/locale.js';
import { detailPath } from '../../../shared/routes.js';
import { authorize, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import type { JobContext, JobQueue } from '../../jobs/job-queue.js';
import { nextDailyInKorea } from '../../jobs/korea-schedule.js';
import { renderMailHtml, renderMailText, type MailDocument } from '../../mail/mail-layout.js';
import { stableMessageId, type Mailer } from '../../mail/mailer.js';
import { listUnsubscribeHeaders, newMailLinkToken, optOutLink } from '../../mail/one-click.js';
import { markAdvertising } from '../digest/advertising.js';
import { dDayBadge, mailCopy } from '../digest/mail-copy.js';
import {
  enableReminders,
  forgetReminderSetting,
  forgetReminderSettingByToken,
  planReminders,
  reminderLocaleOf,
  reminderTarget,
} from './reminder.repository.js';

/** D-7 and D-1: days before the last day (a Korean day) that a reminder goes. */
export const REMINDER_STAGES = [7, 1] as const;
/** The day's reminders are planned at 09:00 in Korea. */
const REMINDER_HOUR = 9;

export const REMINDER_PLAN_JOB = 'reminder.daily';
export const REMINDER_SEND_JOB = 'reminder.send';
/** Every reminder's stop link: a page with a button, and the RFC 8058 one-click POST. */
export const REMINDER_STOP_PATH = '/reminders/stop/';

export interface ReminderOptions {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  publicBaseUrl: string;
  mailFrom: string;
}

/**
 * Deadline reminders (issue 14). Every day at 09:00 in Korea a job writes a send job for each
 * bookmark, of a member who turned reminders on, whose item closes 7 or 1 days later; each send
 * checks again, at the moment it goes, that the member still wants it, still has the bookmark and
 * the item is still open, and skips it otherwise.
 */
export class ReminderService {
  constructor(private readonly options: ReminderOptions) {}

  async read(actor: Actor): Promise<ReminderSetting> {
    const { id } = signedIn(actor);
    authorize(actor, 'read', { type: 'reminder_setting', ownerId: id });
    return { is_enabled: (await reminderLocaleOf(this.options.db, id)) !== undefined };
  }

  async update(actor: Actor, isEnabled: boolean, locale: Locale): Promise<ReminderSetting> {
    const { id } = signedIn(actor);
    authorize(actor, 'update', { type: 'reminder_setting', ownerId: id });
    await this.options.db.transaction().execute(async (trx) => {
      if (isEnabled) await enableReminders(trx, id, locale, newMailLinkToken());
      else await forgetReminderSetting(trx, id);
    });
    return { is_enabled: isEnabled };
  }

  /** The stop link of a reminder mail (its one-click POST or its page's button). */
  async stop(token: string): Promise<ReminderSetting> {
    await forgetReminderSettingByToken(this.options.db, token);
    // Whether they were on is not told: the link's holder learns nothing about the account.
    return { is_enabled: false };
  }

  plan(today: string, now: Date): Promise<number> {
    return planReminders(this.options.db, today, REMINDER_STAGES, now);
  }

  /** One reminder: the `reminder.send` job. */
  async send(context: JobContext): Promise<string> {
    const {
      user_id: userId,
      item_id: itemId,
      apply_end: plannedEnd,
    } = context.job.payload as {
      user_id: string;
      item_id: number;
      apply_end: string;
    };
    const today = koreaToday(context.now());
    const target = await reminderTarget(this.options.db, userId, itemId, today);
    if (!target?.email) return 'skipped: no account';
    if (!target.locale || !target.stopToken) return 'skipped: reminders off';
    if (!target.isBookmarked) return 'skipped: not bookmarked';
    if (target.isClosed || !target.applyEnd) return 'skipped: closed';
    if (target.applyEnd !== plannedEnd) return 'skipped: deadline moved';
    const days = daysBetween(today, target.applyEnd);
    const locale: Locale = target.locale === 'en-US' ? 'en-US' : 'ko-KR';
    const copy = mailCopy(locale);
    const { publicBaseUrl } = this.options;
    const stopUrl = optOutLink(publicBaseUrl, REMINDER_STOP_PATH, target.stopToken);
    const document: MailDocument = {
      lang: locale === 'ko-KR' ? 'ko' : 'en',
      brand: copy.brand,
      title: copy.reminder.title(days),
      preview: copy.reminder.intro(target.applyEnd),
      intro: copy.reminder.intro(target.applyEnd),
      sections: [
        {
          heading: copy.reminder.heading,
          items: [
            {
              title: target.title,
              url: `${publicBaseUrl}${detailPath(target.kind, target.cid)}`,
              badge: dDayBadge(days),
              details: [target.agency, copy.until(target.applyEnd)].filter(Boolean).join(' · '),
            },
          ],
        },
      ],
      action: { label: copy.more, url: `${publicBaseUrl}/account/bookmark/` },
      footer: [copy.reminder.why, copy.sender],
      optOut: { text: copy.reminder.optOut, label: copy.reminder.optOutLabel, url: stopUrl },
    };
    // A reminder carries no advertising.
    const { subject, from } = markAdvertising(
      { subject: copy.reminder.subject(target.title, days), from: this.options.mailFrom },
      false,
    );
    if (!(await context.holdClaim())) return 'skipped: claimed by another instance';
    const { messageId } = await this.options.mailer.send({
      to: target.email,
      from,
      subject,
      text: renderMailText(document),
      html: renderMailHtml(document),
      headers: listUnsubscribeHeaders(stopUrl),
      messageId: stableMessageId(context.job.key, this.options.mailFrom),
    });
    return `sent ${messageId}`;
  }
}

/** Every day at 09:00 in Korea: plan the day's reminders; then each one's send job. */
export function registerReminderJobs(queue: JobQueue, reminders: ReminderService): void {
  queue.every(
    REMINDER_PLAN_JOB,
    (after) => nextDailyInKorea(after, REMINDER_HOUR),
    async ({ job, now }) => {
      const day = koreaToday(job.runAt);
      // A plan run on a later day (every instance was down) would call D-6 "D-7": skip it.
      if (koreaToday(now()) !== day) return `skipped: ${day} is over`;
      return `planned ${await reminders.plan(day, now())} for ${day}`;
    },
  );
  queue.handle(REMINDER_SEND_JOB, (context) => reminders.send(context));
}
