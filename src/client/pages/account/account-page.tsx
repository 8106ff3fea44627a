import { useTranslation } from '../../i18n/index.js';
import { NavLink, Outlet } from '../../lib/router.js';
import { Page } from '../../components/ui/page.js';
import styles from './account-page.module.css';

const TABS = [
  { to: '/account/profile/', labelKey: 'pages.account.profile' },
  { to: '/account/bookmark/', labelKey: 'pages.account.bookmark' },
  { to: '/account/my-comments/', labelKey: 'pages.account.myComments' },
] as const;

/** Account (product §2): the signed-in user's pages as tabs; each tab is its own screen. */
export default function Account() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.account.title')}>
      <nav className={styles.tabs} aria-label={t('pages.account.title')}>
        {TABS.map(({ to, labelKey }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
          >
            {t(labelKey)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}
