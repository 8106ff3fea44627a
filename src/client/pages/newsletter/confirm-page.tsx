import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { newsletterCopy } from '../../i18n/areas/newsletter.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { useLocation } from '../../lib/router.js';

export const copyAreas = [newsletterCopy];

type State = 'confirming' | 'confirmed' | 'expired' | 'invalid' | 'failed';

/**
 * The confirmation mail's link (issue 14, decision 024): opening it starts the subscription
 * (`connector/stibee` `confirm`). An old or replaced link says so and what to do instead.
 */
export default function NewsletterConfirm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  // An address without a token is not a link of ours: said at once, without asking the server.
  const [state, setState] = useState<State>(token ? 'confirming' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    api.call('connector/stibee#confirm', { token }).then(
      ({ result }) => isCurrent && setState(result),
      (error: unknown) =>
        // A link cut short or changed is refused as input: it is simply not a link of ours.
        isCurrent && setState((error as { status?: number }).status === 400 ? 'invalid' : 'failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const message = {
    confirming: t('newsletter.confirming'),
    confirmed: t('newsletter.confirmed'),
    expired: t('newsletter.expired'),
    invalid: t('newsletter.invalid'),
    failed: t('errors.alert'),
  }[state];
  return (
    <Page title={t('pages.newsletterConfirm.title')}>
      <Notice title={message}>
        {state !== 'confirming' && (
          <ButtonLink to="/" variant={state === 'confirmed' ? 'primary' : 'secondary'}>
            {t('newsletter.goHome')}
          </ButtonLink>
        )}
      </Notice>
    </Page>
  );
}
