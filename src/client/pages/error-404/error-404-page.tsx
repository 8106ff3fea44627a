import { useTranslation } from '../../i18n/index.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Notice, Page } from '../../components/ui/page.js';

/** Error404: statically bundled so a wrong address never waits for code to load. */
export function Error404() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound.title')}>
      <Notice title={t('pages.notFound.code')} body={t('pages.notFound.body')}>
        <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
      </Notice>
    </Page>
  );
}
