import { useTranslation } from '../../i18n/index.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Page } from '../../components/ui/page.js';
import styles from './intro-page.module.css';
import { introCopy } from '../../i18n/areas/intro.js';

export const copyAreas = [introCopy];

/** Intro (product §2): what the service offers and how to start. Shown without the footer. */
export default function Intro() {
  const { t, tList } = useTranslation();
  const what = tList('pages.intro.what');
  const how = tList('pages.intro.how');
  return (
    <Page title={t('pages.intro.title')}>
      <p className={styles.lead}>{t('pages.intro.lead')}</p>
      <section className={styles.block} aria-labelledby="intro-what">
        <h2 id="intro-what" className={styles.blockTitle}>
          {t('pages.intro.whatTitle')}
        </h2>
        <ul className={styles.list}>
          {what.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="intro-how">
        <h2 id="intro-how" className={styles.blockTitle}>
          {t('pages.intro.howTitle')}
        </h2>
        <ol className={styles.list}>
          {how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section className={styles.block} aria-labelledby="intro-trust">
        <h2 id="intro-trust" className={styles.blockTitle}>
          {t('pages.intro.trustTitle')}
        </h2>
        <p>{t('pages.intro.trust')}</p>
      </section>
      <div className={styles.actions}>
        <ButtonLink to="/">{t('pages.intro.start')}</ButtonLink>
        <ButtonLink to="/survey/" variant="secondary">
          {t('pages.intro.survey')}
        </ButtonLink>
      </div>
    </Page>
  );
}
