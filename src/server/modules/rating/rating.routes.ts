import {
  ratingCreate,
  ratingDelete,
  ratingRead,
  ratingReadById,
  ratingReadByScore,
  ratingReadStats,
  ratingUpdate,
} from '../../../shared/contract/rating.js';
import type { CallRegistry } from '../../http/api.js';
import type { RatingService } from './rating.service.js';

/** `rating/create`, `rating/read` (read, read_by_id, read_by_score, read_stats), `rating/update`, `rating/delete`. */
export function registerRatingCalls(registry: CallRegistry, service: RatingService): void {
  registry.add(ratingCreate, (input, context) => service.create(context.actor, input));
  registry.add(ratingRead, (input, context) => service.read(context.actor, input));
  registry.add(ratingReadById, (input, context) => service.readById(context.actor, input.id));
  registry.add(ratingReadByScore, (input, context) => service.readByScore(context.actor, input));
  registry.add(ratingReadStats, (input, context) => service.readStats(context.actor, input.cid));
  registry.add(ratingUpdate, (input, context) => service.update(context.actor, input));
  registry.add(ratingDelete, (input, context) => service.delete(context.actor, input.id));
}
