import { useTranslation } from '../../i18n/index.js';
import { Link } from 'react-router';
import { INTEREST_CATEGORIES } from '../../../shared/categories.js';
import { ButtonLink } from '../../components/ui/button.js';
import { SearchForm } from '../../features/search/search-form.js';
import buttonStyles from '../../components/ui/button.module.css';
import styles from './home-page.module.css';

const BROWSE = [
  { to: '/policy-list/', titleKey: 'nav.policies', bodyKey: 'pages.home.browsePolicies' },
  { to: '/event-list/', titleKey: 'nav.events', bodyKey: 'pages.home.browseEvents' },
  { to: '/video-list/', titleKey: 'nav.videos', bodyKey: 'pages.home.browseVideos' },
] as const;

/** Home (spec §2). The catalogue issue adds picks, closing soon, new items and the popup banner. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.heroTitle}>
            {t('pages.home.heroTitle')}
          </h1>
          <p className={styles.heroBody}>{t('pages.home.heroBody')}</p>
          <SearchForm
            id="home-search"
            formClassName={styles.searchForm}
            inputClassName={styles.searchInput}
            submit={{
              label: t('pages.home.searchCta'),
              className: `${buttonStyles.button} ${buttonStyles.primary} ${styles.searchButton}`,
            }}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-browse">
        <h2 id="home-browse" className={styles.sectionTitle}>
          {t('pages.home.browseTitle')}
        </h2>
        <div className={styles.browseGrid}>
          {BROWSE.map(({ to, titleKey, bodyKey }) => (
            <Link key={to} to={to} className={styles.browseCard}>
              <span className={styles.browseCardTitle}>{t(titleKey)}</span>
              <span className={styles.browseCardBody}>{t(bodyKey)}</span>
            </Link>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('pages.home.byCategory')}
        </h2>
        <ul className={styles.chips}>
          {INTEREST_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/policy-list/?category=${category}`} className={styles.chip}>
                {t(`categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-survey">
        <div className={styles.surveyCard}>
          <h2 id="home-survey" className={styles.surveyTitle}>
            {t('pages.home.startSurvey')}
          </h2>
          <p>{t('pages.home.surveyCta')}</p>
          <ButtonLink to="/survey/" variant="secondary" className={styles.surveyButton}>
            {t('pages.home.startSurvey')}
          </ButtonLink>
        </div>
        <Link to="/intro/" className={styles.aboutLink}>
          {t('pages.home.aboutLink')} →
        </Link>
      </section>
    </>
  );
}
