import type { Kysely } from 'kysely';
import { matchCommon } from '../../../shared/contract/match.js';
import { isLocale, type Locale } from '../../../shared/locale.js';
import { detailPath } from '../../../shared/routes.js';
import { signedInActor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { JobContext, JobQueue } from '../../jobs/job-queue.js';
import { isoWeekOf, mondayOf, nextWeeklyInKorea } from '../../jobs/korea-schedule.js';
import {
  renderMailHtml,
  renderMailText,
  type MailDocument,
  type MailItem,
} from '../../mail/mail-layout.js';
import { stableMessageId, type Mailer, type MailMessage } from '../../mail/mailer.js';
import type { MatchService } from '../match/match.service.js';
import { listUnsubscribeHeaders } from '../../mail/one-click.js';
import { unsubscribeLink } from '../newsletter/unsubscribe-link.js';
import { markAdvertising } from './advertising.js';
import {
  bookmarksClosingSoon,
  closingSoon,
  newItems,
  planWeek,
  subscriberByEmail,
  subscriberById,
  type DigestItem,
  type Subscriber,
} from './digest.repository.js';
import { dDayBadge, mailCopy } from './mail-copy.js';

/** Monday (ISO weekday 1) 09:00 in Korea. */
const DIGEST_WEEKDAY = 1;
const DIGEST_HOUR = 9;
/** A member's matches shown: the best few they can get or should check. */
const MATCHES_SHOWN = 3;

export const DIGEST_PLAN_JOB = 'digest.weekly';
export const DIGEST_SEND_JOB = 'digest.send';

/** The instant a week's digest is due: its Monday 09:00 in Korea (00:00 UTC). */
export function digestTimeOf(week: string): Date {
  return new Date(`${mondayOf(week)}T00:00:00Z`);
}

export interface DigestOptions {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  /** A member's recommendations (match/common); absent, the digest has no personal matches. */
  match?: Pick<MatchService, 'readList'>;
  publicBaseUrl: string;
  /** The From; its domain names our Message-IDs. */
  mailFrom: string;
}

/**
 * The weekly digest (issue 14): every Monday 09:00 in Korea a job plans the week, one send job
 * per active subscriber (`digest:<week>:<subscriber id>`: the send ledger), and the queue sends
 * them, once each, across instances and restarts (decision 025). What a mail shows is a function
 * of the week and the subscriber, so a retry on Tuesday sends what Monday would have.
 */
export class DigestService {
  constructor(private readonly options: DigestOptions) {}

  /** Writes the week's send jobs; answers how many were new. */
  plan(week: string, now: Date): Promise<number> {
    return planWeek(this.options.db, week, now);
  }

  /** The mail a subscriber gets for a week (also `npm run newsletter -- preview`). */
  async compose(subscriber: Subscriber, week: string): Promise<MailMessage> {
    const { db, publicBaseUrl } = this.options;
    const locale: Locale = isLocale(subscriber.locale) ? subscriber.locale : 'ko-KR';
    const copy = mailCopy(locale);
    const until = digestTimeOf(week);
    const today = mondayOf(week);
    const [fresh, closing, matches, bookmarks] = await Promise.all([
      newItems(db, until, today),
      closingSoon(db, today),
      subscriber.userId ? this.matchesOf(subscriber.userId, locale) : [],
      subscriber.userId ? bookmarksClosingSoon(db, subscriber.userId, today) : [],
    ]);
    const toMailItem = (item: DigestItem): MailItem => ({
      title: item.title,
      url: `${publicBaseUrl}${detailPath(item.kind, item.cid)}`,
      ...(item.match
        ? { badge: copy.digest.match[item.match] }
        : item.dDay !== null
          ? { badge: dDayBadge(item.dDay) }
          : {}),
      details: [
        item.agency,
        item.applyEnd ? copy.until(item.applyEnd) : item.isAlwaysOpen ? copy.always : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
    const shown = new Set<string>();
    const once = (cid: string) => !shown.has(cid) && !!shown.add(cid);
    const sections = [
      { heading: copy.digest.matches, items: matches },
      { heading: copy.digest.bookmarks, items: bookmarks },
      { heading: copy.digest.fresh, items: fresh },
      { heading: copy.digest.closing, items: closing },
    ]
      // An item shows once, in the first section that has it (a match closing soon, say).
      .map((section) => ({ ...section, items: section.items.filter(({ cid }) => once(cid)) }))
      .filter((section) => section.items.length > 0)
      .map((section) => ({ heading: section.heading, items: section.items.map(toMailItem) }));
    const unsubscribeUrl = unsubscribeLink(publicBaseUrl, subscriber.unsubscribeToken);
    const document: MailDocument = {
      lang: locale === 'ko-KR' ? 'ko' : 'en',
      brand: copy.brand,
      title: copy.digest.title,
      preview: copy.digest.preview(fresh.length, closing.length),
      intro: sections.length ? copy.digest.intro : copy.digest.introEmpty,
      sections,
      action: { label: copy.more, url: `${publicBaseUrl}/` },
      footer: [copy.digest.why, copy.sender],
      optOut: { text: copy.digest.optOut, label: copy.digest.optOutLabel, url: unsubscribeUrl },
    };
    // The digest carries no advertising: no "(광고)", and every active subscriber receives it.
    const { subject, from } = markAdvertising(
      { subject: copy.digest.subject(today), from: this.options.mailFrom },
      false,
    );
    return {
      to: subscriber.email,
      from,
      subject,
      text: renderMailText(document),
      html: renderMailHtml(document),
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      messageId: stableMessageId(`digest.${week}.${subscriber.id}`, this.options.mailFrom),
    };
  }

  /** One subscriber's mail of one week: the `digest.send` job. */
  async send(context: JobContext): Promise<string> {
    const { week, subscriber_id: subscriberId } = context.job.payload as {
      week: string;
      subscriber_id: number;
    };
    const subscriber = await subscriberById(this.options.db, subscriberId);
    // Unsubscribed (or erased) between the plan and the send: nothing goes.
    if (subscriber?.status !== 'active') return 'skipped: not subscribed';
    const mail = await this.compose(subscriber, week);
    // The last moment to find that another instance took the job over (decision 025).
    if (!(await context.holdClaim())) return 'skipped: claimed by another instance';
    const { messageId } = await this.options.mailer.send(mail);
    return `sent ${messageId}`;
  }

  /** What `email` would receive for `week` (the operators' preview). */
  async preview(email: string, week: string): Promise<MailMessage | undefined> {
    const subscriber = await subscriberByEmail(this.options.db, email);
    return subscriber && this.compose(subscriber, week);
  }

  /** The member's best matches for their latest answer or profile; none without either. */
  private async matchesOf(userId: string, locale: Locale): Promise<DigestItem[]> {
    if (!this.options.match) return [];
    const request = matchCommon.input.parse({
      order: 'scoring',
      pagination: { current_page_no: 1, item_no_per_page: MATCHES_SHOWN },
      options: { recommend_count: 0 },
    });
    try {
      const answer = await this.options.match.readList(
        signedInActor(userId, 'user'),
        request,
        locale,
      );
      return answer.items.map((item) => ({
        cid: item.cid,
        kind: item.kind,
        title: item.title,
        agency: item.agency,
        applyEnd: item.apply_end,
        dDay: item.d_day,
        isAlwaysOpen: item.labels.includes('ALWAYS'),
        match: item.match.result === 'eligible' ? 'eligible' : 'likely',
      }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'survey_required') return [];
      throw error;
    }
  }
}

/** Monday 09:00 in Korea: plan the week; then every subscriber's send job. */
export function registerDigestJobs(queue: JobQueue, digest: DigestService): void {
  queue.every(
    DIGEST_PLAN_JOB,
    (after) => nextWeeklyInKorea(after, DIGEST_WEEKDAY, DIGEST_HOUR),
    async ({ job, now }) => {
      // The occurrence's Korean day names the week, however late the job runs.
      const week = isoWeekOf(mondayOfOccurrence(job.runAt));
      return `planned ${await digest.plan(week, now())} for ${week}`;
    },
  );
  queue.handle(DIGEST_SEND_JOB, (context) => digest.send(context));
}

/** The Korean day of an occurrence (09:00 in Korea is the same UTC day). */
function mondayOfOccurrence(runAt: Date): string {
  return new Date(runAt.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
