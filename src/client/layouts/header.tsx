import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../i18n/index.js';
import { Link, NavLink, useLocation } from '../lib/router.js';
import { LanguageSwitch } from '../features/language/language-switch.js';
import { LazySearchBox } from '../features/search/lazy-search-box.js';
import accountStyles from './header-account.module.css';
import styles from './main-layout.module.css';

const LIST_LINKS = [
  { to: '/policy-list/', labelKey: 'nav.policies' },
  { to: '/event-list/', labelKey: 'nav.events' },
  { to: '/video-list/', labelKey: 'nav.videos' },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;
}

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--color-accent)" />
      <path
        d="M18 40c4-10 9-17 14-20 5 3 10 10 14 20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="46" r="4" fill="#fff" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The sign-in state loads beside the page: visitors' first JavaScript stays small (product §15). */
const AccountActions = lazy(() => import('./header-account.js'));

/**
 * The bar on top of every page: logo, the three lists, search, language and sign-in. On a phone
 * the search is an icon that opens a search bar over the header (a link to the search page until
 * the app runs); from 900 px the box sits in the bar.
 */
export function Header() {
  const { t } = useTranslation();
  // The phone's search bar stays open on the page it was opened on.
  const { key: locationKey } = useLocation();
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const isSearchOpen = searchOpenOn === locationKey;
  const searchButton = useRef<HTMLAnchorElement>(null);
  const closeSearch = (returnFocus: boolean) => {
    setSearchOpenOn(null);
    if (returnFocus) searchButton.current?.focus();
  };
  const links = LIST_LINKS.map(({ to, labelKey }) => (
    <NavLink key={to} to={to} className={navClass}>
      {t(labelKey)}
    </NavLink>
  ));

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logo}>
          <LogoMark />
          {t('common.appName')}
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          {links}
        </nav>
        <div className={styles.headerActions}>
          <LazySearchBox
            id="header-search"
            formClassName={styles.search}
            inputClassName={styles.searchInput}
            popupClassName={styles.searchPopup}
          />
          <Link
            ref={searchButton}
            to="/search/"
            className={`${styles.iconButton} ${styles.searchIcon}`}
            aria-label={t('search.open')}
            aria-expanded={isSearchOpen}
            aria-controls="phone-search"
            onClick={(event) => {
              event.preventDefault();
              setSearchOpenOn(locationKey);
            }}
          >
            <SearchIcon />
          </Link>
          <LanguageSwitch className={styles.textButton} />
          {/* Until it arrives, the place of the sign-in link is kept (unseen, as while checking). */}
          <Suspense
            fallback={
              <span className={`${styles.textButton} ${accountStyles.pending}`} aria-hidden="true">
                {t('nav.signIn')}
              </span>
            }
          >
            <AccountActions />
          </Suspense>
        </div>
        {isSearchOpen && (
          <div id="phone-search" className={styles.phoneSearch}>
            <LazySearchBox
              id="phone-search-input"
              formClassName={styles.phoneSearchForm}
              inputClassName={styles.searchInput}
              autoFocus
              onLeave={() => closeSearch(false)}
              onEscape={() => closeSearch(true)}
            />
            <button type="button" className={styles.textButton} onClick={() => closeSearch(true)}>
              {t('common.close')}
            </button>
          </div>
        )}
      </div>
      <nav className={styles.tabs} aria-label={t('nav.main')}>
        {links}
      </nav>
    </header>
  );
}
