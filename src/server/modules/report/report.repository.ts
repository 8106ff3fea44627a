import { sql, type Kysely } from 'kysely';
import type { ModerationTarget, ReportReason } from '../../../shared/contract/report.js';
import type { Database } from '../../db/schema.js';

/**
 * All SQL of reports and objections (migration 0014). Each names its reporter or author; the
 * target is a comment or a review by id (modules/moderation checks it exists).
 */

type Db = Kysely<Database>;

export interface ReportRow {
  id: number;
  reason: ReportReason;
}

/** The reporter's report of the target, if they made one. */
export async function reportOf(
  db: Db,
  reporterId: string,
  target: ModerationTarget,
): Promise<ReportRow | undefined> {
  return db
    .selectFrom('content_reports')
    .select([sql<number>`id::int`.as('id'), 'reason'])
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .executeTakeFirst();
}

export interface NewReport {
  reporterId: string;
  target: ModerationTarget;
  reason: ReportReason;
  relation: 'self' | 'agent' | null;
  details: string | null;
  /** The end of the 임시조치 this report puts in place, if it puts one. */
  measureUntil: Date | null;
}

export async function insertReport(db: Db, report: NewReport): Promise<number> {
  const row = await db
    .insertInto('content_reports')
    .values({
      target_type: report.target.type,
      target_id: report.target.id,
      reporter_id: report.reporterId,
      reason: report.reason,
      relation: report.relation,
      details: report.details,
      measure_until: report.measureUntil,
    })
    .returning(sql<number>`id::int`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records the author's objection to the measure ending `measureUntil`; a second one is kept out.
 * True when this one was recorded.
 */
export async function insertObjection(
  db: Db,
  objection: { target: ModerationTarget; authorId: string; details: string; measureUntil: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('content_objections')
    .values({
      target_type: objection.target.type,
      target_id: objection.target.id,
      author_id: objection.authorId,
      details: objection.details,
      measure_until: objection.measureUntil,
    })
    .onConflict((conflict) =>
      conflict.columns(['target_type', 'target_id', 'measure_until']).doNothing(),
    )
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows !== undefined && result.numInsertedOrUpdatedRows > 0n;
}

/** The operators who decide objections: every account with the role that has not left. */
export async function activeOperatorIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'operator')
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes reports and objections made before `before` (the privacy policy keeps them a year). */
export async function pruneReports(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('content_reports').where('created_at', '<', before).execute();
  await db.deleteFrom('content_objections').where('created_at', '<', before).execute();
}
