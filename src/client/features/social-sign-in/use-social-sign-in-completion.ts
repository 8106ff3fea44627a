import { useCallback, useEffect, useMemo, useState } from 'react';
import type { IntegrationRequired, SignedInAnswer } from '../../../shared/contract/index.js';
import { t as translate, useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import {
  completeSocialSignIn,
  confirmAccountIntegration,
  isIntegrationRequired,
  forgetReturnTo,
  readReturnTo,
  type SocialSignInAnswer,
} from './social-sign-in.js';

export type CompletionState =
  | { status: 'signing_in' }
  | { status: 'integration'; integration: IntegrationRequired['integration'] }
  | { status: 'signed_in' }
  /** `code` is the server's (consent_required sends the user to registration). */
  | { status: 'failed'; message: string; code?: string };

// One request per code, even when React runs the effect twice (StrictMode) or the page remounts.
const completions = new Map<string, Promise<SocialSignInAnswer>>();

type Callback = { code: string; state: string; iss?: string } | { failure: CompletionState };

/** `t`: the render's language (the page is also rendered by the server). */
function parseCallback(search: string, t: typeof translate): Callback {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  if (params.get('error') || !code || !state) {
    const isCancelled = params.get('error') === 'access_denied';
    const message = isCancelled ? t('socialSignIn.cancelled') : t('errors.social_sign_in_failed');
    return { failure: { status: 'failed', message } };
  }
  return { code, state, ...(iss ? { iss } : {}) };
}

function failure(error: unknown): CompletionState {
  if (error instanceof ApiError)
    return { status: 'failed', message: error.message, code: error.code };
  return { status: 'failed', message: translate('errors.social_sign_in_failed') };
}

export interface CompletionHandlers {
  /** Store the answer (the auth store's sign-in success) and go on; `returnTo` is where it started. */
  onSignedIn(answer: SignedInAnswer, returnTo: string): void;
  /** The sign-in failed or was cancelled (the auth store's sign-in failure, product §4). */
  onFailed(): void;
}

/**
 * The /oauth/ page's work: posts what the provider sent back to `user/create`, then either signs
 * in (`onSignedIn` with the answer and the page it started from) or asks about account integration.
 */
export function useSocialSignInCompletion(
  search: string,
  { onSignedIn, onFailed }: CompletionHandlers,
): { state: CompletionState; confirm(): void; cancel(): void } {
  const [state, setState] = useState<CompletionState>({ status: 'signing_in' });
  const finish = useCallback(
    (answer: SignedInAnswer) => {
      const returnTo = readReturnTo();
      forgetReturnTo();
      setState({ status: 'signed_in' });
      onSignedIn(answer, returnTo);
    },
    [onSignedIn],
  );

  // What the provider sent back; an error or a missing code needs no call to fail.
  const { t } = useTranslation();
  const callback = useMemo(() => parseCallback(search, t), [search, t]);

  const shownState = 'failure' in callback ? callback.failure : state;
  const isFailed = shownState.status === 'failed';
  useEffect(() => {
    if (isFailed) onFailed();
  }, [isFailed, onFailed]);

  useEffect(() => {
    if ('failure' in callback) return;
    let isCurrent = true;
    let completion = completions.get(callback.code);
    if (!completion) {
      completion = completeSocialSignIn(callback);
      completions.set(callback.code, completion);
    }
    completion.then(
      (answer) => {
        if (!isCurrent) return;
        if (isIntegrationRequired(answer)) {
          setState({ status: 'integration', integration: answer.integration });
        } else {
          finish(answer);
        }
      },
      (error: unknown) => isCurrent && setState(failure(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [callback, finish]);

  const confirm = useCallback(() => {
    if (state.status !== 'integration') return;
    const { ticket } = state.integration;
    setState({ status: 'signing_in' });
    confirmAccountIntegration(ticket).then(finish, (error: unknown) => setState(failure(error)));
  }, [state, finish]);

  const cancel = useCallback(() => {
    setState({ status: 'failed', message: t('socialSignIn.integrationCancelled') });
  }, [t]);

  return { state: shownState, confirm, cancel };
}
