import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { reportCreate, reportObject } from '../../../shared/contract/report.js';
import { authorize, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import {
  hiddenNow,
  lockTarget,
  missingTargetCode,
  notifyAbout,
  notifyAuthor,
  setHidden,
  temporaryMeasureFrom,
  type HiddenColumns,
  type ModerationDependencies,
} from '../moderation/moderated-content.js';
import {
  activeOperatorIds,
  insertObjection,
  insertReport,
  pruneReports,
  reportOf,
} from './report.repository.js';

type ReportRequest = z.output<(typeof reportCreate)['input']>;
type ObjectionRequest = z.output<(typeof reportObject)['input']>;

/** How long reports and objections are kept (the privacy policy states a year). */
export const REPORT_RETENTION_DAYS = 365;

/**
 * Reports (신고) and objections (이의제기), issue 12. Anyone signed in reports what another
 * wrote (the rules). A rights-infringement report (권리침해) hides the target at once as a
 * 임시조치 for TEMPORARY_MEASURE_DAYS (정보통신망법 §44의2) and tells its author, who may
 * object, and the reporter; other reasons are recorded for operators and hide nothing. Every
 * report, its measure and its notices commit together.
 */
export class ReportService {
  private readonly db: Kysely<Database>;
  private readonly now: () => Date;

  constructor(private readonly deps: ModerationDependencies) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
  }

  /** Records the report; a repeat by the same user answers the first and changes nothing. */
  async create(actor: Actor, request: ReportRequest) {
    const { id: reporterId } = signedIn(actor);
    const { target, reason } = request;
    const { result, hidden } = await this.db.transaction().execute(async (trx) => {
      const content = await lockTarget(trx, target);
      if (!content) throw notFound(missingTargetCode(target.type));
      authorize(actor, 'report', { type: target.type, authorId: content.authorId });
      const now = this.now();
      const isRightsReport = reason === 'rights_infringement';
      const answer = (reportId: number, columns: HiddenColumns) => {
        const hidden = hiddenNow(columns, now);
        const isMeasure = isRightsReport && hidden?.reason === 'temporary_measure';
        return { report_id: reportId, hidden_until: isMeasure ? hidden.until : null };
      };

      const first = await reportOf(trx, reporterId, target);
      if (first) return { result: answer(first.id, content) };

      // A rights-infringement report hides what shows; content already hidden stays as it is.
      const measure =
        isRightsReport && hiddenNow(content, now) === null ? temporaryMeasureFrom(now) : null;
      const reportId = await insertReport(trx, {
        reporterId,
        target,
        reason,
        relation: request.relation ?? null,
        details: request.details ?? null,
        measureUntil: measure?.hidden_until ?? null,
      });
      if (measure) {
        await setHidden(trx, target, measure);
        await notifyAuthor(trx, content, {
          type: 'temporary_measure_applied',
          until: measure.hidden_until!,
        });
      }
      const result = answer(reportId, measure ?? content);
      if (result.hidden_until) {
        await notifyAbout(trx, reporterId, content, {
          type: 'report_received',
          until: new Date(result.hidden_until),
        });
      }
      return { result, hidden: measure ? content : undefined };
    });
    if (hidden) this.deps.onShownChange?.(hidden);
    return result;
  }

  /**
   * The author's objection to a 임시조치 in force on their content; every operator is told on
   * their bell, and decides (restore through moderation, or let the measure run out).
   */
  async object(actor: Actor, { target, details }: ObjectionRequest) {
    signedIn(actor);
    await this.db.transaction().execute(async (trx) => {
      const content = await lockTarget(trx, target);
      if (!content) throw notFound(missingTargetCode(target.type));
      authorize(actor, 'object', { type: target.type, authorId: content.authorId });
      if (hiddenNow(content, this.now())?.reason !== 'temporary_measure') throw notFound();
      const isNew = await insertObjection(trx, {
        target,
        authorId: content.authorId,
        details,
        measureUntil: content.hidden_until!,
      });
      if (!isNew) return;
      const notice = { type: 'objection_received' as const, until: content.hidden_until! };
      for (const operatorId of await activeOperatorIds(trx)) {
        await notifyAbout(trx, operatorId, content, notice);
      }
    });
    return { objected: true as const };
  }

  /** Forgets reports and objections older than REPORT_RETENTION_DAYS (run by the server hourly). */
  async prune(): Promise<void> {
    const before = new Date(this.now().getTime() - REPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    await this.db.transaction().execute((trx) => pruneReports(trx, before));
  }
}
