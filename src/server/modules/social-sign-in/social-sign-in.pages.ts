import { routeKey } from '../../../shared/contract/define.js';
import { oauthRead } from '../../../shared/contract/social-sign-in.js';
import type { PageContentLoader } from '../../http/client-app.js';
import type { SocialSignInService } from './social-sign-in.service.js';

/** The screens that show the social sign-in buttons. */
const SCREENS_WITH_BUTTONS = new Set(['Registration', 'SignUp']);

/**
 * The registration and sign-in pages arrive knowing which providers are offered, so the buttons
 * are in the first view (server-rendered, nothing shifts when they appear) without a round trip.
 */
export function socialSignInPages(service: SocialSignInService): PageContentLoader {
  return async (page) => {
    if (!SCREENS_WITH_BUTTONS.has(page.route.screen)) return undefined;
    return {
      initialData: [
        { route: routeKey(oauthRead), input: {}, data: { providers: service.enabledProviders() } },
      ],
    };
  };
}
