import {
  commentCreate,
  commentDelete,
  commentFix,
  commentLike,
  commentRead,
  commentReadMine,
  commentUnfix,
  commentUnlike,
  commentUpdate,
} from '../../../shared/contract/comment.js';
import type { CallRegistry } from '../../http/api.js';
import type { CommentService } from './comment.service.js';

/**
 * `comment/create`, `comment/read` (a thread, a comment's replies, `read_mine`),
 * `comment/update` (text, like, unlike, fix, unfix) and `comment/delete`. The per-user writing
 * limits are counted by the service, which knows the author and whether a submission is new.
 */
export function registerCommentCalls(registry: CallRegistry, service: CommentService): void {
  registry.add(commentCreate, (input, context) => service.create(context.actor, input));
  registry.add(commentRead, (input, context) => service.read(context.actor, input, context.locale));
  registry.add(commentReadMine, (input, context) =>
    service.readMine(context.actor, input, context.locale),
  );
  registry.add(commentUpdate, (input, context) => service.update(context.actor, input));
  registry.add(commentLike, (input, context) => service.setLike(context.actor, input.id, true));
  registry.add(commentUnlike, (input, context) => service.setLike(context.actor, input.id, false));
  registry.add(commentFix, (input, context) =>
    service.setFixed(context.actor, input.id, true, context.locale),
  );
  registry.add(commentUnfix, (input, context) =>
    service.setFixed(context.actor, input.id, false, context.locale),
  );
  registry.add(commentDelete, (input, context) => service.delete(context.actor, input));
}
