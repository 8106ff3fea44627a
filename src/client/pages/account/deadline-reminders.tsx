import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import authStyles from '../../features/auth/auth-pages.module.css';
import { formStyles } from '../../features/auth/form-fields.js';
import { useTranslation } from '../../i18n/index.js';
import { useApiQuery } from '../../lib/query/use-query.js';

/**
 * The account page's switch for deadline reminders (issue 14, `reminder/read` and
 * `reminder/update`): off until the member turns it on; the mails come in the language of the
 * page where it was turned on. What happened is said to screen readers too.
 */
export function DeadlineReminders() {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const { snapshot, retry, cache, key } = useApiQuery('reminder/read', {}, { freshMs: 0 });
  const [message, setMessage] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const change = async (isEnabled: boolean) => {
    setIsSaving(true);
    setMessage('');
    try {
      const { api } = await import('../../lib/api.js');
      const saved = await api.call('reminder/update', { is_enabled: isEnabled });
      cache.setData(key, saved, 'fetched');
      setMessage(t(saved.is_enabled ? 'accountReminders.on' : 'accountReminders.off'));
    } catch (error) {
      setMessage(
        error instanceof Error && error.message ? error.message : t('accountReminders.failed'),
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className={authStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={authStyles.sectionTitle}>
        {t('accountReminders.title')}
      </h2>
      {snapshot.status === 'failed' ? (
        <p>
          {t('accountReminders.loadFailed')}{' '}
          <Button variant="ghost" onClick={retry}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        <div>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              role="switch"
              checked={snapshot.data?.is_enabled ?? false}
              disabled={snapshot.status !== 'ready' || isSaving}
              aria-describedby={hintId}
              onChange={(event) => void change(event.target.checked)}
            />
            {t('accountReminders.label')}
          </label>
          <p id={hintId} className={formStyles.hint}>
            {t('accountReminders.hint')}
          </p>
        </div>
      )}
      <p role="status" className={formStyles.hint}>
        {message}
      </p>
    </section>
  );
}
