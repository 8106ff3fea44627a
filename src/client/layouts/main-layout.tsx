import { useTranslation } from '../i18n/index.js';
import type { ReactNode } from 'react';
import { titleKeyOf, type RouteResolution } from '../../shared/routes.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { useScrollHandling } from '../lib/use-scroll-handling.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import styles from './main-layout.module.css';

/** Header, the screen, and the footer (left out by the screens that say so: intro, partner pages). */
export function MainLayout({
  resolution,
  children,
}: {
  resolution: Exclude<RouteResolution, { type: 'redirect' }>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const route = resolution.type === 'page' ? resolution.route : undefined;
  useScrollHandling();
  usePageTitle(titleKeyOf(resolution));

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {route?.hasFooter !== false && <Footer />}
    </div>
  );
}
