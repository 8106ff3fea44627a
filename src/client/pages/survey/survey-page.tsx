import { Button } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useAuthState } from '../../features/auth/auth-store.js';
import authStyles from '../../features/auth/auth-pages.module.css';
import { SurveyFlow } from '../../features/survey/survey-flow.js';
import { surveyCopy } from '../../i18n/areas/survey.js';
import { useTranslation } from '../../i18n/index.js';
import { useApiQuery } from '../../lib/query/use-query.js';

export const copyAreas = [surveyCopy];

/**
 * Survey (product §2, issue 13), behind the sign-in guard: the questions of `survey/read`, one a
 * screen, prefilled; the answers go to `survey/submit` and the results page shows what they match.
 */
export default function Survey() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const { snapshot, retry } = useApiQuery('survey/read', {}, { freshMs: 0, enabled: !!user });
  // The guard lets only signed-in users in; the user is there.
  if (!user) return null;
  // One narrow column on every screen, as profile setup: a question reads best at a phone's width.
  return (
    <div className={`${authStyles.narrowScreen} ${authStyles.wide}`}>
      <Page title={t('pages.survey.title')} description={t('survey.intro')}>
        {snapshot.status === 'failed' && (
          <Notice title={t('survey.loadFailed')}>
            <Button onClick={retry}>{t('common.retry')}</Button>
          </Notice>
        )}
        {snapshot.status === 'loading' && <div className="screen-placeholder" aria-busy="true" />}
        {snapshot.status === 'ready' && snapshot.data && (
          <SurveyFlow
            key={`${user.id} ${snapshot.data.survey_id} ${snapshot.data.version}`}
            userId={user.id}
            survey={snapshot.data}
          />
        )}
      </Page>
    </div>
  );
}
