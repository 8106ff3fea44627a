import {
  bookmarkCreate,
  bookmarkDelete,
  bookmarkRead,
  bookmarkReadCids,
} from '../../../shared/contract/bookmark.js';
import type { CallRegistry } from '../../http/api.js';
import type { BookmarkService } from './bookmark.service.js';

/** `bookmark/create`, `bookmark/read` (`read`, `read_cids`), `bookmark/delete`; `bookmark/update` is reserved (400). */
export function registerBookmarkCalls(registry: CallRegistry, service: BookmarkService): void {
  registry.add(bookmarkCreate, (input, context) => service.create(context.actor, input.cid));
  registry.add(bookmarkRead, (input, context) => service.read(context.actor, input));
  registry.add(bookmarkReadCids, (_input, context) => service.readCids(context.actor));
  registry.add(bookmarkDelete, (input, context) => service.delete(context.actor, input));
  registry.reserve('bookmark/update');
}
