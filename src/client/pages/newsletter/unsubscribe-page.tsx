import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { newsletterCopy } from '../../i18n/areas/newsletter.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocation } from '../../lib/router.js';

export const copyAreas = [newsletterCopy];

type State = 'asking' | 'working' | 'done' | 'unknown' | 'failed';

/**
 * Every newsletter mail's unsubscribe link opened in a browser (issue 14): one button that
 * unsubscribes (`connector/stibee` `delete` with the link's token). A mail provider's one-click
 * POST to the same address unsubscribes without this page (RFC 8058, on the server).
 */
export default function NewsletterUnsubscribe() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<State>('asking');

  const unsubscribe = async () => {
    setState('working');
    try {
      await api.call('connector/stibee#delete', { token });
      setState('done');
    } catch (error) {
      const isUnknown = error instanceof ApiError && [400, 404].includes(error.status);
      setState(isUnknown ? 'unknown' : 'failed');
    }
  };

  if (state === 'done' || state === 'unknown') {
    return (
      <Page title={t('pages.newsletterUnsubscribe.title')}>
        <Notice
          title={t(state === 'done' ? 'newsletter.unsubscribed' : 'newsletter.unsubscribeInvalid')}
        >
          <ButtonLink to="/" variant="secondary">
            {t('newsletter.goHome')}
          </ButtonLink>
        </Notice>
      </Page>
    );
  }
  return (
    <Page
      title={t('pages.newsletterUnsubscribe.title')}
      description={t('newsletter.unsubscribeBody')}
    >
      {state === 'failed' && <p role="alert">{t('errors.alert')}</p>}
      <div>
        <Button onClick={() => void unsubscribe()} aria-busy={state === 'working'}>
          {state === 'working' ? t('newsletter.unsubscribing') : t('newsletter.unsubscribe')}
        </Button>
      </div>
    </Page>
  );
}
