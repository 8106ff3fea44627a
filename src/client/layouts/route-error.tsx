import { useEffect } from 'react';
import { useTranslation } from '../i18n/index.js';
import { Button, ButtonLink } from '../components/ui/button.js';
import { Notice, Page } from '../components/ui/page.js';
import { reportClientError } from '../lib/api.js';
import { ScreenLoadError } from '../lib/load-screen.js';

/**
 * What a screen shows when it fails: its code did not load (retry), or something unexpected
 * happened (the spec's ALERT message). Either way the failure is logged and the page is never blank.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isLoadFailure = error instanceof ScreenLoadError;

  useEffect(() => {
    reportClientError(isLoadFailure ? 'screen_load_failed' : 'unexpected_error', error);
  }, [error, isLoadFailure]);

  return (
    <Page title={t('common.appName')}>
      <Notice title={isLoadFailure ? t('errors.screenLoadFailed') : t('errors.alert')}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            {t('common.goHome')}
          </ButtonLink>
        </div>
      </Notice>
    </Page>
  );
}
