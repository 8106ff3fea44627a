import { REQUEST_REPLY_BUSINESS_DAYS } from '../../../shared/constants.js';
import { Page } from '../../components/ui/page.js';
import { RequestForm } from '../../features/auth/lazy-forms.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { requestsCopy } from '../../i18n/areas/requests.js';
import { useTranslation } from '../../i18n/index.js';
import styles from './requests-page.module.css';

export const copyAreas = [formsCopy, requestsCopy];

/**
 * Requests (product §2, §3; issue 14): anyone, visitor or member, sends the team an inquiry; the
 * reply is promised within 5 business days. The form's code loads beside the page.
 */
export default function Requests() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.requests.title')} description={t('requests.intro')}>
      <p className={styles.promise}>
        {t('requests.promise', { days: REQUEST_REPLY_BUSINESS_DAYS })}
      </p>
      <RequestForm />
    </Page>
  );
}
