import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.js';
import { reportClientError } from '../lib/api.js';

/**
 * The last line: a failure outside any screen (the header, the layout) still shows the spec's ALERT
 * message and a way to retry instead of a blank page. Plain markup: the router may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    reportClientError('unexpected_error', error);
  }

  override render() {
    return this.state.hasFailed ? <AppFailure /> : this.props.children;
  }
}

/** The failure's words come from the render's own language (the server renders several at once). */
function AppFailure() {
  const { t } = useTranslation();
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.375rem' }}>{t('common.appName')}</h1>
      <p style={{ margin: '16px 0 24px' }} role="alert">
        {t('errors.alert')}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}
