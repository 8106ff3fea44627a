import { requestCreate } from '../../../shared/contract/request.js';
import type { CallRegistry } from '../../http/api.js';
import type { RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { RequestService } from './request.service.js';

/** Enough for a person who writes twice; a script filling the sheet waits. */
export const REQUEST_IP_LIMIT: RateLimitRule = { max: 5, windowSeconds: 10 * 60 };

export function registerRequestCalls(registry: CallRegistry, requests: RequestService): void {
  registry.add(
    requestCreate,
    (input, context) => requests.create(context.actor, input, context.locale),
    { rateLimit: REQUEST_IP_LIMIT },
  );
}
