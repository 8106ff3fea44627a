import { oauthCreate, oauthRead, userCreate } from '../../../shared/contract/social-sign-in.js';
import type { CallRegistry } from '../../http/api.js';
import type { SocialSignInService } from './social-sign-in.service.js';

/** Each IP may start or complete this many social sign-ins a minute. */
const SOCIAL_SIGN_IN_RATE_LIMIT = { max: 20, windowSeconds: 60 };

/** `oauth/read`, `oauth/create` and `user/create` (decision 010). */
export function registerSocialSignInCalls(
  registry: CallRegistry,
  service: SocialSignInService,
): void {
  registry.add(oauthRead, async () => ({ providers: service.enabledProviders() }));
  registry.add(oauthCreate, (input, context) => service.start(input, context), {
    rateLimit: SOCIAL_SIGN_IN_RATE_LIMIT,
  });
  registry.add(
    userCreate,
    (input, context) =>
      'link_ticket' in input
        ? service.confirmLink(input.link_ticket, context)
        : service.complete(input, context),
    { rateLimit: SOCIAL_SIGN_IN_RATE_LIMIT },
  );
}
