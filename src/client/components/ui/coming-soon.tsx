import { useTranslation } from '../../i18n/index.js';
import { ButtonLink } from './button.js';
import { Notice, Page } from './page.js';

/** A screen whose own issue fills it later: its real heading and a calm note, never a blank page. */
export function ComingSoonScreen({
  titleKey,
  descriptionKey,
}: {
  titleKey: string;
  descriptionKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)} {...(descriptionKey ? { description: t(descriptionKey) } : {})}>
      <Notice title={t('common.comingSoonTitle')} body={t('common.comingSoonBody')}>
        <ButtonLink to="/" variant="ghost">
          {t('common.goHome')}
        </ButtonLink>
      </Notice>
    </Page>
  );
}
