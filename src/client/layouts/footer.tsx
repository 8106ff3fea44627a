import { useTranslation } from '../i18n/index.js';
import { Link, useLocation } from '../lib/router.js';
import { SERVICE_INFO } from '../../shared/service-info.js';
import { NewsletterBox } from '../features/newsletter/lazy-subscribe.js';
import styles from './main-layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  // Home has the newsletter box among its sections; one is enough on a page.
  const isHome = useLocation().pathname === '/';
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {!isHome && <NewsletterBox source="footer" />}
        <nav aria-label={t('footer.label')}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/intro/">{t('footer.intro')}</Link>
            </li>
            <li>
              <Link to="/terms-of-service/">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy/" className={styles.footerStrong}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/requests/">{t('footer.requests')}</Link>
            </li>
          </ul>
        </nav>
        <p>{t('footer.disclaimer')}</p>
        <p>{t('footer.dataSource')}</p>
        <p>
          <a href={`mailto:${SERVICE_INFO.contactEmail}`}>{SERVICE_INFO.contactEmail}</a>
        </p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
