import { useTranslation } from '../../i18n/index.js';
import { Notice } from '../../components/ui/page.js';

/** MyComments (product §2), a tab of the account page. Filled by its own issue; the route, title and layout are final. */
export default function MyComments() {
  const { t } = useTranslation();
  return <Notice title={t('common.comingSoonTitle')} body={t('common.comingSoonBody')} />;
}
