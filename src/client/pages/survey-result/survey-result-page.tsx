import { Page } from '../../components/ui/page.js';
import { ResultScreen } from '../../features/survey/result-screen.js';
import { surveyResultCopy } from '../../i18n/areas/survey-result.js';
import { useTranslation } from '../../i18n/index.js';

export const copyAreas = [surveyResultCopy];

/**
 * SurveyResult (issue 13, decision 019), behind the sign-in guard: the signed-in user's matches in
 * three groups. Its address holds the group and the filters only, so it can be shared.
 */
export default function SurveyResult() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.surveyResult.title')} description={t('surveyResult.intro')}>
      <ResultScreen />
    </Page>
  );
}
