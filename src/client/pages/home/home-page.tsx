import { lazy, Suspense } from 'react';
import { Link } from '../../lib/router.js';
import { INTEREST_CATEGORIES } from '../../../shared/categories.js';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import { ButtonLink } from '../../components/ui/button.js';
import { ItemShelf, SHELF_SIZE } from '../../features/catalogue/item-shelf.js';
import { HOME_SHELVES } from '../../../shared/home-shelves.js';
import { useListShelf, type ShelfState } from '../../features/catalogue/use-list-shelf.js';
import { MatchShelfSlot } from '../../features/matching/match-shelf-slot.js';
import { LazySearchBox } from '../../features/search/lazy-search-box.js';
import { NewsletterBox } from '../../features/newsletter/lazy-subscribe.js';
import { useTranslation } from '../../i18n/index.js';
import chipStyles from '../../components/ui/chips.module.css';
import styles from './home-page.module.css';
import { homeCopy } from '../../i18n/areas/home.js';

const BROWSE = [
  { to: '/policy-list/', titleKey: 'nav.policies', bodyKey: 'pages.home.browsePolicies' },
  { to: '/event-list/', titleKey: 'nav.events', bodyKey: 'pages.home.browseEvents' },
  { to: '/video-list/', titleKey: 'nav.videos', bodyKey: 'pages.home.browseVideos' },
] as const;

/** "곧 마감돼요": open policies whose last day is within a week. */
const CLOSING_SOON_DAYS = 7;

function itemsOf(
  state: ShelfState,
  pick: (answer: { items: ListItem[]; recommends: ListItem[] }) => ListItem[],
) {
  return state.status === 'ready' ? pick(state.answer) : [];
}

export const copyAreas = [homeCopy];

/** The popup banner's checker and place, after the page (features/banner/popup-banner-slot.tsx). */
const PopupBannerSlot = lazy(() => import('../../features/banner/popup-banner-slot.js'));

/**
 * Home (product §2): the search hero, ways in, "나에게 맞는 정책" for a signed-in user with answers
 * or a profile (the survey invitation for everyone else), then shelves of what is worth a look now: picks,
 * policies closing soon, new policies, upcoming events and videos, each leading to its full list.
 */
export default function Home() {
  const { t } = useTranslation();

  const picks = useListShelf({ ...HOME_SHELVES.picks, pageSize: 1, recommendCount: SHELF_SIZE });
  // Twice a shelf: a pick may also be new, and the new shelf shows the next ones instead.
  const newest = useListShelf({ ...HOME_SHELVES.newest, pageSize: SHELF_SIZE * 2 });
  const closing = useListShelf({ ...HOME_SHELVES.closing, pageSize: SHELF_SIZE });
  const events = useListShelf({ ...HOME_SHELVES.events, pageSize: SHELF_SIZE });
  const videos = useListShelf({ ...HOME_SHELVES.videos, pageSize: SHELF_SIZE });

  const pickItems = itemsOf(picks.state, (a) => a.recommends);
  const pickCids = new Set(pickItems.map((item) => item.cid));
  const newPolicies = itemsOf(newest.state, (a) => a.items)
    .filter((item) => !pickCids.has(item.cid))
    .slice(0, SHELF_SIZE);
  // The new shelf waits for the picks, so that its cards never change under the reader's eyes.
  const newStatus = picks.state.status === 'loading' ? 'loading' : newest.state.status;
  const closingSoon = itemsOf(closing.state, (a) => a.items).filter(
    (item) => item.d_day != null && item.d_day <= CLOSING_SOON_DAYS,
  );
  // Events by the day they are held, soonest first.
  const upcoming = [...itemsOf(events.state, (a) => a.items)].sort((a, b) =>
    (a.event?.starts_at ?? '').localeCompare(b.event?.starts_at ?? ''),
  );

  return (
    <>
      <Suspense fallback={null}>
        <PopupBannerSlot placement="home" />
      </Suspense>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.heroTitle}>
            {t('pages.home.heroTitle')}
          </h1>
          <p className={styles.heroBody}>{t('pages.home.heroBody')}</p>
          <LazySearchBox
            id="home-search"
            formClassName={styles.searchForm}
            submitLabel={t('pages.home.searchCta')}
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

      <MatchShelfSlot
        invitation={
          <section className={styles.section} aria-labelledby="home-survey">
            <div className={styles.surveyCard}>
              <h2 id="home-survey" className={styles.surveyTitle}>
                {t('pages.home.startSurvey')}
              </h2>
              <p>{t('pages.home.surveyCta')}</p>
              <ButtonLink to="/survey/" variant="secondary" className={styles.surveyButton}>
                {t('pages.home.surveyAction')}
              </ButtonLink>
            </div>
          </section>
        }
      />

      <ItemShelf
        id="home-picks"
        kind="policy"
        title={t('pages.home.picks')}
        seeAllTo="/policy-list/?order=views"
        status={picks.state.status}
        items={pickItems}
        emptyText={t('pages.home.sectionEmpty')}
        onRetry={picks.retry}
      />
      <ItemShelf
        id="home-closing"
        kind="policy"
        title={t('pages.home.closingSoon')}
        hint={t('pages.home.closingSoonHint')}
        seeAllTo="/policy-list/?status=ING&order=deadline"
        status={closing.state.status}
        items={closingSoon}
        emptyText={t('pages.home.closingSoonEmpty')}
        onRetry={closing.retry}
      />
      <ItemShelf
        id="home-new"
        kind="policy"
        title={t('pages.home.newPolicies')}
        seeAllTo="/policy-list/"
        status={newStatus}
        items={newPolicies}
        emptyText={t('pages.home.sectionEmpty')}
        onRetry={newest.retry}
      />
      <ItemShelf
        id="home-events"
        kind="event"
        title={t('pages.home.upcomingEvents')}
        seeAllTo="/event-list/?status=ING,COMING&order=deadline"
        status={events.state.status}
        items={upcoming}
        emptyText={t('pages.home.sectionEmpty')}
        onRetry={events.retry}
      />
      <ItemShelf
        id="home-videos"
        kind="video"
        title={t('pages.home.videos')}
        seeAllTo="/video-list/"
        status={videos.state.status}
        items={itemsOf(videos.state, (a) => a.items)}
        emptyText={t('pages.home.sectionEmpty')}
        onRetry={videos.retry}
      />

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('pages.home.byCategory')}
        </h2>
        <ul className={chipStyles.chips}>
          {INTEREST_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/policy-list/?category=${category}`} className={chipStyles.chip}>
                {t(`categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <NewsletterBox source="home" />

      <section className={styles.section}>
        <Link to="/intro/" className={styles.aboutLink}>
          {t('pages.home.aboutLink')} →
        </Link>
      </section>
    </>
  );
}
