import type { Transaction } from 'kysely';
import type { ModerationTarget } from '../../../shared/contract/report.js';
import {
  authorize,
  recordOperatorAction,
  signedIn,
  type Actor,
  type SignedInActor,
} from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import {
  hiddenNow,
  lockTarget,
  missingTargetCode,
  NOT_HIDDEN,
  notifyAuthor,
  setHidden,
  type HiddenColumns,
  type ModeratedContent,
  type ModerationDependencies,
} from './moderated-content.js';

interface ModerationRequest {
  target: ModerationTarget;
  /** The operator's reason, kept in the audit row. */
  details?: string | undefined;
}

/**
 * Operators hide and restore comments and reviews (issue 12). The rules say who (operators
 * only); each change, its audit row (before and after) and the author's notice commit together.
 * Asking for the state the content is already in changes and records nothing.
 */
export class ModerationService {
  private readonly now: () => Date;

  constructor(private readonly deps: ModerationDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Hides the target until an operator restores it (a 임시조치 in force becomes this). */
  async hide(actor: Actor, request: ModerationRequest) {
    await this.change(actor, 'hide', request, (now) => ({
      hidden_reason: 'operator',
      hidden_at: now,
      hidden_until: null,
    }));
    return { hidden: true as const };
  }

  /** Shows the target again, ending an operator's hiding or a 임시조치. */
  async restore(actor: Actor, request: ModerationRequest) {
    await this.change(actor, 'restore', request, () => NOT_HIDDEN);
    return { hidden: false as const };
  }

  private async change(
    actor: Actor,
    action: 'hide' | 'restore',
    { target, details }: ModerationRequest,
    columnsAt: (now: Date) => HiddenColumns,
  ): Promise<void> {
    const operator = signedIn(actor);
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      const content = await lockTarget(trx, target);
      if (!content) throw notFound(missingTargetCode(target.type));
      authorize(actor, action, { type: target.type, authorId: content.authorId });
      const now = this.now();
      const after = columnsAt(now);
      const [shownBefore, shownAfter] = [hiddenNow(content, now), hiddenNow(after, now)];
      if (shownBefore?.reason === shownAfter?.reason) return undefined;
      await setHidden(trx, target, after);
      await recordOperatorAction(trx, {
        actorId: operator.id,
        action: `${target.type}_${action}`,
        resource: { type: target.type, id: String(target.id) },
        detail: { before: shownBefore, after: shownAfter, ...(details ? { details } : {}) },
      });
      await this.tellAuthor(trx, operator, content, action);
      return content;
    });
    if (changed) this.deps.onShownChange?.(changed);
  }

  private async tellAuthor(
    trx: Transaction<Database>,
    operator: SignedInActor,
    content: ModeratedContent,
    action: 'hide' | 'restore',
  ): Promise<void> {
    if (content.authorId === operator.id) return;
    const type = action === 'hide' ? 'content_hidden' : 'content_restored';
    await notifyAuthor(trx, content, { type });
  }
}
