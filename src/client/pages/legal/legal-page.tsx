import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/index.js';
import type { Locale } from '../../../shared/locale.js';
import { Page } from '../../components/ui/page.js';
import { loadScreen } from '../../lib/load-screen.js';
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

interface LegalTextProps {
  /** Names the text's table of contents (`terms`, `privacy`). */
  name: string;
  /** Where its page's words are in the copy (`pages.termsOfService`). */
  labelsKey: string;
}

/** A legal text with its table of contents, each article an anchor the contents link to. */
function LegalText({ name, document, labelsKey }: LegalTextProps & { document: LegalDocument }) {
  const { t } = useTranslation();
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

/**
 * A legal text in each language, as parts of its screen: each language's text is its own chunk
 * (only the reader's is downloaded), and the server loads both up front (the screen's
 * `lazyParts`), so the page's HTML holds the whole text. The browser keeps that markup until the
 * chunk arrives: the footer below a long text never jumps by its length after the first paint.
 */
export function legalTexts(loaders: LegalLoaders) {
  const inLanguage = (locale: Locale) =>
    lazy(() =>
      loadScreen(async () => {
        const { default: document } = await loaders[locale]();
        return {
          default: (props: LegalTextProps) => <LegalText document={document} {...props} />,
        };
      }),
    );
  return {
    texts: { 'ko-KR': inLanguage('ko-KR'), 'en-US': inLanguage('en-US') },
    lazyParts: Object.values(loaders),
  };
}

/** The page of a legal text (made by `legalTexts`) in the reader's language. */
export function LegalPage({
  texts,
  ...props
}: LegalTextProps & { texts: ReturnType<typeof legalTexts>['texts'] }) {
  const { t, locale } = useTranslation();
  const Text = texts[locale];
  // A change of language shows the title alone until the other text's chunk arrives. A chunk
  // that fails reaches the screen's error, with its retry.
  return (
    <Suspense fallback={<Page title={t(`${props.labelsKey}.title`)} />}>
      <Text {...props} />
    </Suspense>
  );
}
