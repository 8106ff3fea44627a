import { sql, type Kysely, type Transaction } from 'kysely';
import type { Hidden } from '../../../shared/contract/comment.js';
import { TEMPORARY_MEASURE_DAYS, type ModerationTarget } from '../../../shared/contract/report.js';
import type { ItemKind } from '../../../shared/routes.js';
import type { ErrorCodeOf } from '../../../shared/errors.js';
import type { Database, HiddenReason } from '../../db/schema.js';
import { addNotification } from '../notification/notification.repository.js';

/**
 * What reports and moderation act on: a comment or a review, by the same three columns on each
 * table (`hidden_reason`, `hidden_at`, `hidden_until`). The rest of the server reads the hidden
 * state through `hiddenNow`, so a 임시조치 that has run out stops hiding by the clock alone.
 */

type TargetType = ModerationTarget['type'];

interface TargetTable {
  table: string;
  /** When the row counts as there: a comment is deleted by a flag, a review by its row. */
  isLive: ReturnType<typeof sql>;
  /** What a missing target answers (product §8 names the comment's). */
  missing: ErrorCodeOf<404>;
}

const TARGETS: Record<TargetType, TargetTable> = {
  comment: { table: 'comments', isLive: sql`t.deleted_at IS NULL`, missing: 'comment_not_found' },
  rating: { table: 'ratings', isLive: sql`true`, missing: 'not_found' },
};

/** The code a missing or deleted target of this type answers. */
export function missingTargetCode(type: TargetType): ErrorCodeOf<404> {
  return TARGETS[type].missing;
}

export interface HiddenColumns {
  hidden_reason: HiddenReason | null;
  hidden_at: Date | null;
  hidden_until: Date | null;
}

export const NOT_HIDDEN: HiddenColumns = {
  hidden_reason: null,
  hidden_at: null,
  hidden_until: null,
};

/** A comment or review as moderation needs it: who wrote it, where it is, how it is hidden. */
export interface ModeratedContent extends HiddenColumns {
  target: ModerationTarget;
  authorId: string;
  /** The author has left: nobody is told anything on their behalf any more. */
  isAuthorWithdrawn: boolean;
  itemKind: ItemKind;
  itemCid: string;
}

/**
 * Why content is hidden at `now`, as the contract shows it; null when it shows. A 임시조치 whose
 * end has passed shows again without anything having cleared it.
 */
export function hiddenNow(row: HiddenColumns, now: Date): Hidden {
  if (row.hidden_reason === null) return null;
  if (row.hidden_until !== null && row.hidden_until <= now) return null;
  return { reason: row.hidden_reason, until: row.hidden_until?.toISOString() ?? null };
}

/** SQL true for a row (alias `alias`) that shows at `now`: the opposite of `hiddenNow`. */
export function isShownSql(alias: string, now: Date) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('hidden_reason')} IS NULL OR ${column('hidden_until')} <= ${now})`;
}

/** The columns of a 임시조치 taken at `now`: hidden for TEMPORARY_MEASURE_DAYS. */
export function temporaryMeasureFrom(now: Date): HiddenColumns {
  const until = new Date(now.getTime() + TEMPORARY_MEASURE_DAYS * 24 * 60 * 60 * 1000);
  return { hidden_reason: 'temporary_measure', hidden_at: now, hidden_until: until };
}

interface TargetRow extends HiddenColumns {
  author_id: string;
  is_author_withdrawn: boolean;
  kind: ItemKind;
  cid: string;
}

/**
 * The target, locked for the rest of the transaction (two reports at once put one 임시조치 in
 * place), or undefined when it is missing or deleted.
 */
export async function lockTarget(
  trx: Transaction<Database>,
  target: ModerationTarget,
): Promise<ModeratedContent | undefined> {
  const { table, isLive } = TARGETS[target.type];
  const { rows } = await sql<TargetRow>`
    SELECT t.author_id, t.hidden_reason, t.hidden_at, t.hidden_until, i.kind, i.cid,
      u.deleted_at IS NOT NULL AS is_author_withdrawn
    FROM ${sql.table(table)} AS t
    JOIN catalogue_items AS i ON i.id = t.item_id
    JOIN users AS u ON u.id = t.author_id
    WHERE t.id = ${target.id} AND ${isLive}
    FOR UPDATE OF t`.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  return {
    target,
    authorId: row.author_id,
    isAuthorWithdrawn: row.is_author_withdrawn,
    itemKind: row.kind,
    itemCid: row.cid,
    hidden_reason: row.hidden_reason,
    hidden_at: row.hidden_at,
    hidden_until: row.hidden_until,
  };
}

/** Sets how the target is hidden (NOT_HIDDEN shows it again). */
export async function setHidden(
  db: Kysely<Database>,
  target: ModerationTarget,
  columns: HiddenColumns,
): Promise<void> {
  await sql`
    UPDATE ${sql.table(TARGETS[target.type].table)}
    SET hidden_reason = ${columns.hidden_reason}, hidden_at = ${columns.hidden_at},
      hidden_until = ${columns.hidden_until}
    WHERE id = ${target.id}`.execute(db);
}

/** What reports and moderation work with. */
export interface ModerationDependencies {
  db: Kysely<Database>;
  /** The time hidden states are judged at (a 임시조치 ends by the clock); tests move it. */
  now?: () => Date;
  /**
   * Told after a committed change to whether `content` shows, e.g. so visitors' shared thread
   * pages of its item are read afresh (the comments module's `threadChanged`).
   */
  onShownChange?: (content: ModeratedContent) => void;
}

/** What moderation tells people about a comment or a review (notification types). */
export type ModerationNotice =
  | { type: 'temporary_measure_applied' | 'report_received' | 'objection_received'; until: Date }
  | { type: 'content_hidden' | 'content_restored' };

/**
 * Tells the author of `content`, unless they have left (withdrawal erased their notifications,
 * and nobody would read new ones).
 */
export async function notifyAuthor(
  trx: Transaction<Database>,
  content: ModeratedContent,
  notice: ModerationNotice,
): Promise<void> {
  if (!content.isAuthorWithdrawn) await notifyAbout(trx, content.authorId, content, notice);
}

/** Adds the notice about `content` to `userId`'s bell, in the caller's transaction. */
export async function notifyAbout(
  trx: Transaction<Database>,
  userId: string,
  content: ModeratedContent,
  notice: ModerationNotice,
): Promise<void> {
  const payload = {
    target_type: content.target.type,
    target_id: content.target.id,
    item_kind: content.itemKind,
    item_cid: content.itemCid,
  };
  await ('until' in notice
    ? addNotification(trx, {
        userId,
        type: notice.type,
        payload: { ...payload, until: notice.until.toISOString() },
      })
    : addNotification(trx, { userId, type: notice.type, payload }));
}
