import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useTranslation } from '../../i18n/index.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocation } from '../../lib/router.js';

type State = 'asking' | 'working' | 'done' | 'unknown' | 'failed';

/** The words of one kind of stop link's page (copy keys). */
export interface StopByLinkWords {
  title: string;
  body: string;
  button: string;
  working: string;
  done: string;
  unknown: string;
  home: string;
}

/**
 * The page a mail's stop link opens in a browser (the newsletter's unsubscribe, the deadline
 * reminders' stop): one button that calls `stop` with the link's token. Opening the page changes
 * nothing (a link scanner's GET), and a mail provider's one-click POST to the same address needs
 * no page at all (RFC 8058, on the server).
 */
export function StopByLinkPage({
  words,
  stop,
}: {
  words: StopByLinkWords;
  stop(token: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<State>('asking');

  const act = async () => {
    setState('working');
    try {
      await stop(token);
      setState('done');
    } catch (error) {
      const isUnknown = error instanceof ApiError && [400, 404].includes(error.status);
      setState(isUnknown ? 'unknown' : 'failed');
    }
  };

  if (state === 'done' || state === 'unknown') {
    return (
      <Page title={t(words.title)}>
        <Notice title={t(state === 'done' ? words.done : words.unknown)}>
          <ButtonLink to="/" variant="secondary">
            {t(words.home)}
          </ButtonLink>
        </Notice>
      </Page>
    );
  }
  return (
    <Page title={t(words.title)} description={t(words.body)}>
      {state === 'failed' && <p role="alert">{t('errors.alert')}</p>}
      <div>
        <Button onClick={() => void act()} aria-busy={state === 'working'}>
          {t(state === 'working' ? words.working : words.button)}
        </Button>
      </div>
    </Page>
  );
}
