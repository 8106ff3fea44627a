import fs from 'node:fs';
import { pino } from 'pino';
import { koreaToday } from '../../../shared/korea-date.js';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { withCommandDatabase } from '../../db/command-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { isIsoWeek, isoWeekOf } from '../../jobs/korea-schedule.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { memoryViewSeenStore, ViewCounter } from '../catalogue/view-counter.js';
import { MatchService } from '../match/match.service.js';
import { NotificationService } from '../notification/notification.service.js';
import { SurveyService } from '../survey/survey.service.js';
import { AccountService } from '../user/user.service.js';
import { createRateLimiter } from '../../shared-state/rate-limiter.js';
import { DIGEST_SEND_JOB, DigestService } from './digest.service.js';

/**
 * `npm run newsletter -- preview --email ADDRESS [--week 2026-W48]` prints the text part of the
 * digest that subscriber gets (this week's by default; `--html FILE` also writes its HTML part);`npm run newsletter -- run --week
 * 2026-W48` sends a week's digest now, to every active subscriber who has not had it: the same
 * send jobs as Monday's, so a run beside the servers, or twice, still sends each one mail.
 * Works on DATABASE_URL, or the PGlite under DATA_DIR while no server holds it. Exits 1 on a
 * refusal.
 */

const USAGE = `Usage:
  npm run newsletter -- preview --email ADDRESS [--week YYYY-Www] [--html FILE]
  npm run newsletter -- run --week YYYY-Www`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}

/** The digest with what a server gives it: the member's matches, the configured mailer. */
function digestOf(config: Config, { db }: DatabaseHandle, mailer: Mailer) {
  const log = pino({ level: config.logLevel });
  const views = new ViewCounter({
    seen: memoryViewSeenStore(),
    persist: async () => {},
    flushIntervalMs: 60_000,
    onError: () => {},
  });
  const catalogue = new CatalogueService({ db, views });
  const accounts = new AccountService({
    db,
    rateLimiter: createRateLimiter(undefined, log),
    notifications: new NotificationService(db),
  });
  const survey = new SurveyService({ db, surveyId: config.surveyId, profiles: accounts });
  const digest = new DigestService({
    db,
    mailer,
    match: new MatchService({ db, catalogue, survey }),
    publicBaseUrl: config.publicBaseUrl,
    mailFrom: config.mailFrom,
  });
  return { digest, log, close: () => views.close() };
}

async function preview(
  config: Config,
  email: string,
  week: string,
  htmlFile: string | undefined,
): Promise<void> {
  const refuse: Mailer = {
    send: () => Promise.reject(new Error('a preview sends nothing')),
    close: () => {},
  };
  await withCommandDatabase(config, async (database) => {
    const { digest, close } = digestOf(config, database, refuse);
    try {
      const mail = await digest.preview(email, week);
      if (!mail) throw new Error(`${email} is not a subscriber.`);
      process.stdout.write(`To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
      if (htmlFile) fs.writeFileSync(htmlFile, mail.html);
    } finally {
      await close();
    }
  });
}

async function run(config: Config, week: string): Promise<void> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: pino({ level: config.logLevel }),
  });
  await withCommandDatabase(config, async (database) => {
    const { digest, log, close } = digestOf(config, database, mailer);
    try {
      const added = await digest.plan(week, new Date());
      const queue = new JobQueue({ db: database.db, log });
      queue.handle(DIGEST_SEND_JOB, (context) => digest.send(context));
      await queue.runUntilIdle();
      const rows = await database.db
        .selectFrom('jobs')
        .select(['outcome', 'done_at'])
        .where('name', '=', DIGEST_SEND_JOB)
        .where('key', 'like', `digest:${week}:%`)
        .execute();
      const count = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length;
      console.log(
        `${week}: ${added} new to send; sent ${count((r) => !!r.outcome?.startsWith('sent'))}, ` +
          `skipped ${count((r) => !!r.outcome?.startsWith('skipped'))}, ` +
          `failed ${count((r) => !!r.outcome?.startsWith('failed'))}, ` +
          `waiting for a retry ${count((r) => !r.done_at)} (of ${rows.length} this week)`,
      );
    } finally {
      await close();
      mailer.close();
    }
  });
}

try {
  const [command, ...args] = process.argv.slice(2);
  const week =
    option(args, 'week') ?? (command === 'preview' ? isoWeekOf(koreaToday()) : undefined);
  if (!week || !isIsoWeek(week)) throw new Error(`A week such as 2026-W48 is needed.\n${USAGE}`);
  const config = loadConfig();
  if (command === 'preview') {
    const email = option(args, 'email');
    if (!email) throw new Error(USAGE);
    await preview(config, email, week, option(args, 'html'));
  } else if (command === 'run') {
    await run(config, week);
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
