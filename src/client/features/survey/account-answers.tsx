import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { useTranslation } from '../../i18n/index.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import authStyles from '../auth/auth-pages.module.css';
import { clearDraft } from './survey-draft.js';
import { isAnswerDependent, RESULT_PATH, SURVEY_PATH } from './survey-paths.js';
import styles from './result.module.css';

/**
 * The account page's part for the survey (issue 13): when the user last answered, a way to the
 * results and to edit, and deleting every answer (`survey/delete`) after a confirmation; a draft
 * left in this tab goes with them. Matching then falls back to the profile.
 */
export function AccountAnswers() {
  const { t, locale } = useTranslation();
  const headingId = useId();
  const { snapshot, retry, cache, key } = useApiQuery(
    'survey/read#read_answer',
    {},
    { freshMs: 0 },
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const answer = snapshot.data?.answer;

  const remove = async () => {
    setIsConfirming(false);
    setIsDeleting(true);
    setMessage('');
    try {
      const { api } = await import('../../lib/api.js');
      await api.call('survey/delete', {});
      clearDraft();
      cache.invalidate((queryKey) => queryKey === key || isAnswerDependent(queryKey));
      setMessage(t('accountSurvey.deleted'));
    } catch (error) {
      setMessage(
        error instanceof Error && error.message ? error.message : t('accountSurvey.deleteFailed'),
      );
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <section className={authStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={authStyles.sectionTitle}>
        {t('accountSurvey.title')}
      </h2>
      {snapshot.status === 'loading' && <p aria-busy="true" className={styles.answerLine} />}
      {snapshot.status === 'failed' && (
        <p className={styles.answerLine}>
          {t('accountSurvey.loadFailed')}{' '}
          <Button variant="ghost" onClick={retry}>
            {t('common.retry')}
          </Button>
        </p>
      )}
      {snapshot.status === 'ready' && snapshot.data && (
        <>
          <p className={styles.answerLine}>
            {answer
              ? t('accountSurvey.savedOn', {
                  date: new Date(answer.created_at).toLocaleDateString(locale, {
                    dateStyle: 'long',
                    timeZone: 'Asia/Seoul',
                  }),
                })
              : t('accountSurvey.none')}
            {!answer && snapshot.data.uses_profile && ` ${t('accountSurvey.usesProfile')}`}
          </p>
          <div className={authStyles.actions}>
            {answer ? (
              <>
                <ButtonLink variant="secondary" to={RESULT_PATH}>
                  {t('accountSurvey.results')}
                </ButtonLink>
                <ButtonLink variant="secondary" to={SURVEY_PATH}>
                  {t('accountSurvey.edit')}
                </ButtonLink>
                <Button
                  variant="ghost"
                  className={authStyles.danger}
                  aria-busy={isDeleting}
                  onClick={() => setIsConfirming(true)}
                >
                  {t('accountSurvey.delete')}
                </Button>
              </>
            ) : (
              <ButtonLink variant="secondary" to={SURVEY_PATH}>
                {t('accountSurvey.start')}
              </ButtonLink>
            )}
          </div>
        </>
      )}
      <p className={styles.answerMessage} role="status">
        {message}
      </p>
      {isConfirming && (
        <ConfirmDialog
          title={t('accountSurvey.deleteTitle')}
          body={t('accountSurvey.deleteBody')}
          confirmLabel={t('accountSurvey.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </section>
  );
}
