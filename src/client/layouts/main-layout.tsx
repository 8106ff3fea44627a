import { useTranslation } from '../i18n/index.js';
import { Outlet, useLocation } from 'react-router';
import { resolvePath } from '../../shared/routes.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { useScrollHandling } from '../lib/use-scroll-handling.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import styles from './main-layout.module.css';

/** Header, the screen, and the footer (left out by the screens that say so: intro, partner pages). */
export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const resolution = resolvePath(location.pathname, location.search);
  const route = resolution.type === 'page' ? resolution.route : undefined;
  useScrollHandling();
  usePageTitle(route?.screen === 'Home' ? undefined : (route?.titleKey ?? 'pages.notFound.title'));

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {route?.hasFooter !== false && <Footer />}
    </div>
  );
}
