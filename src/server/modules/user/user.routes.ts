import {
  userCompleteProfile,
  userDelete,
  userEmailLogin,
  userEmailSignup,
  userRead,
  userSignOut,
  userUpdate,
} from '../../../shared/contract/user.js';
import { signedInUserId, type CallRegistry } from '../../http/api.js';
import type { RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { SessionService } from './sessions.js';
import type { AccountService } from './user.service.js';

/** Per-IP limits (decision 009): generous for a shared campus address, hard on a guessing script. */
export const SIGN_IN_IP_LIMIT: RateLimitRule = { max: 30, windowSeconds: 5 * 60 };
export const SIGN_UP_IP_LIMIT: RateLimitRule = { max: 20, windowSeconds: 60 * 60 };

/** The `user/*` calls of e-mail accounts; social sign-in adds `user/create`. */
export function registerUserCalls(
  registry: CallRegistry,
  accounts: AccountService,
  sessions: SessionService,
): void {
  registry.add(
    userEmailSignup,
    async (input, context) => {
      // Checked before anything is written: a forged sign-up must not leave an account behind.
      sessions.assertSameOrigin(context.request);
      const userId = await accounts.signUp(input, context.locale);
      return sessions.start(context, userId);
    },
    { rateLimit: SIGN_UP_IP_LIMIT },
  );
  registry.add(
    userEmailLogin,
    async (input, context) => {
      sessions.assertSameOrigin(context.request);
      return sessions.start(context, await accounts.signIn(input, context));
    },
    { rateLimit: SIGN_IN_IP_LIMIT },
  );
  registry.add(userRead, (_input, context) =>
    accounts.view(signedInUserId(context), context.locale),
  );
  // Profile setup and the account page save the same whole profile.
  for (const call of [userCompleteProfile, userUpdate]) {
    registry.add(call, async (input, context) => ({
      user: await accounts.saveProfile(signedInUserId(context), input),
    }));
  }
  registry.add(userDelete, async (_input, context) => {
    await accounts.delete(signedInUserId(context));
    sessions.clearCookie(context.reply);
    return { is_deleted: true as const };
  });
  registry.add(userSignOut, async (_input, context) => {
    await sessions.signOut(context.request, context.reply);
    return { is_signed_out: true as const };
  });
}
