import { formatPageTitle, titleWithAppName } from '../../../shared/i18n/format.js';
import { Button } from '../../components/ui/button.js';
import { Notice } from '../../components/ui/page.js';
import { ItemCard } from '../../features/catalogue/item-card.js';
import { useTranslation } from '../../i18n/index.js';
import { partnerCopy } from '../../i18n/areas/partner.js';
import { ApiError } from '../../lib/api-client.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import { Link, useParams } from '../../lib/router.js';
import { useScreenTitle } from '../../lib/use-page-title.js';
import { Error404 } from '../error-404/error-404-page.js';
import listStyles from '../../features/catalogue/catalogue-list.module.css';
import styles from './collabo-page.module.css';

export const copyAreas = [partnerCopy];

/** A partner page changes only when an operator edits it: read again after ten minutes. */
const PARTNER_FRESH_MS = 10 * 60 * 1000;

/**
 * Collabo (product §2): a partner's landing page without the footer: its logo, introduction and
 * the items it chose, as the lists' cards, and the way home. The server sends it with its content
 * (and answers 404 for an unknown partner); a move inside the app reads `partner/read`.
 */
export default function Collabo() {
  const { partner: slug = '' } = useParams();
  const { t, locale } = useTranslation();
  const { snapshot, retry } = useApiQuery('partner/read', { slug }, { freshMs: PARTNER_FRESH_MS });
  const page = snapshot.data;
  const language = locale === 'en-US' ? 'en' : 'ko';
  const name = page?.partner.name[language];
  const isUnknown =
    snapshot.error instanceof ApiError && [400, 404].includes(snapshot.error.status);
  useScreenTitle(
    name
      ? titleWithAppName(t, name)
      : formatPageTitle(t, isUnknown ? 'pages.notFound.title' : 'pages.collabo.title'),
  );

  if (isUnknown) return <Error404 />;
  if (!page || !name) {
    return (
      <div className={styles.page} aria-busy={snapshot.status === 'loading'}>
        <h1 className="visually-hidden">{t('pages.collabo.title')}</h1>
        {snapshot.status === 'failed' && (
          <Notice title={t('errors.alert')}>
            <Button onClick={retry}>{t('common.retry')}</Button>
          </Notice>
        )}
      </div>
    );
  }
  const { partner, items } = page;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <img
          className={styles.logo}
          src={partner.logo_url}
          alt={t('partner.logo', { name })}
          width={96}
          height={96}
        />
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.intro}>{partner.intro[language]}</p>
      </header>
      <section className={styles.items} aria-labelledby="partner-items">
        <h2 id="partner-items" className={styles.itemsTitle}>
          {t('partner.itemsTitle', { name })}
        </h2>
        {items.length ? (
          <ul className={listStyles.grid}>
            {items.map((item) => (
              <li key={item.cid}>
                <ItemCard item={item} showKind />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('partner.itemsEmpty')}</p>
        )}
      </section>
      <p className={styles.home}>
        <Link to="/" className={styles.homeLink}>
          {t('partner.home')} →
        </Link>
      </p>
    </div>
  );
}
