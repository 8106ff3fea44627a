import { useTranslation } from '../i18n/index.js';
import { Navigate, Outlet, useLocation } from 'react-router';
import { resolvePath, titleKeyOf } from '../../shared/routes.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { useScrollHandling } from '../lib/use-scroll-handling.js';
import { Footer } from './footer.js';
import { Error404 } from '../pages/error-404/error-404-page.js';
import { Header } from './header.js';
import styles from './main-layout.module.css';

/** Header, the screen, and the footer (left out by the screens that say so: intro, partner pages). */
export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const resolution = resolvePath(location.pathname, location.search);
  const route = resolution.type === 'page' ? resolution.route : undefined;
  useScrollHandling();
  usePageTitle(titleKeyOf(resolution));

  // The shared table decides, as on the server: React Router alone would also match slash-less
  // and differently cased paths, which the server redirects or answers with 404.
  if (resolution.type === 'redirect') return <Navigate to={resolution.location} replace />;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {resolution.type === 'not_found' ? <Error404 /> : <Outlet />}
      </main>
      {route?.hasFooter !== false && <Footer />}
    </div>
  );
}
