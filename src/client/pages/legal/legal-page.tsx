import { useTranslation } from '../../i18n/index.js';
import type { Locale } from '../../../shared/locale.js';
import { Notice, Page } from '../../components/ui/page.js';
import { useLoaded } from '../../lib/use-loaded.js';
import type { LegalBlock, LegalDocument } from './legal-document.js';
import styles from './legal-page.module.css';

export type LegalLoaders = Record<Locale, () => Promise<{ default: LegalDocument }>>;

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        // A scrolling region keyboard users can focus to scroll it.
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={block.caption}>
          <table className={styles.table}>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A legal text in the reader's language, with a table of contents linking to each article. */
export function LegalPage({
  name,
  loaders,
  labelsKey,
}: {
  name: string;
  loaders: LegalLoaders;
  labelsKey: string;
}) {
  const { t, locale } = useTranslation();
  const loaded = useLoaded(`${name}:${locale}`, async () => (await loaders[locale]()).default);

  if (loaded.status === 'failed') {
    return (
      <Page title={t(`${labelsKey}.title`)}>
        <Notice title={t('errors.screenLoadFailed')} />
      </Page>
    );
  }
  if (loaded.status === 'loading') return <Page title={t(`${labelsKey}.title`)} />;
  const document = loaded.value;
  return (
    <Page title={document.title}>
      <p className={styles.effective}>
        {t(`${labelsKey}.effective`, { date: document.effectiveDate })}
      </p>
      <div className={styles.intro}>
        {document.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <nav className={styles.toc} aria-labelledby={`${name}-toc`}>
        <h2 id={`${name}-toc`} className={styles.tocTitle}>
          {t(`${labelsKey}.toc`)}
        </h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </Page>
  );
}
