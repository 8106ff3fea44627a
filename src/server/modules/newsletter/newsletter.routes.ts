import {
  stibeeConfirm,
  stibeeCreate,
  stibeeDelete,
  stibeeRead,
} from '../../../shared/contract/newsletter.js';
import { signedInUserId, type CallRegistry } from '../../http/api.js';
import type { RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { NewsletterService } from './newsletter.service.js';

/** Per client address: a person subscribing a few addresses is fine; a script filling mailboxes waits. */
export const SUBSCRIBE_IP_LIMIT: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

export function registerNewsletterCalls(registry: CallRegistry, newsletter: NewsletterService) {
  registry.add(stibeeCreate, (input, context) => newsletter.subscribe(input, context.locale), {
    rateLimit: SUBSCRIBE_IP_LIMIT,
  });
  registry.add(stibeeConfirm, ({ token }) => newsletter.confirm(token));
  registry.add(stibeeDelete, ({ token }, context) =>
    newsletter.unsubscribe(context.actor, token, token ? 'unsubscribe_link' : 'account'),
  );
  registry.add(stibeeRead, (_input, context) => newsletter.read(signedInUserId(context)));
}
