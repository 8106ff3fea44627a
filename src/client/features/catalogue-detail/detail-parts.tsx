import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../shared/contract/catalogue.js';
import { detailPath } from '../../../shared/routes.js';
import { useTranslation } from '../../i18n/index.js';
import { linkHref, linkText } from '../content/rich-text-parse.js';
import { RichText } from '../content/rich-text.js';
import { LINK_REL } from '../content/sanitize-policy.js';
import { hasCalendarEntries } from './calendar-availability.js';
import { formatUpdated } from './format.js';
import { useDetailToast } from './detail-chrome.js';
import { CalendarPlusIcon, ExternalIcon } from './icons.js';
import styles from './detail.module.css';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  /** Text from the item's source (Korean), not from our catalogue. */
  isContent?: boolean;
}

/**
 * Items are written in Korean: in the English interface their text is marked `lang="ko"`, so
 * screen readers read it as Korean and Korean words still never break in the middle.
 */
export function useContentLang(): 'ko' | undefined {
  const { locale } = useTranslation();
  return locale === 'ko-KR' ? undefined : 'ko';
}

/** The top of a detail: labels, title, who offers it, the key facts and the main actions. */
export function DetailHeader({
  item,
  labels,
  facts,
  applyUrl,
}: {
  item: ItemDetail;
  /** The label badges and D-Day (the catalogue's ItemLabels, passed in by the page). */
  labels?: ReactNode;
  facts: Fact[];
  /** Items one applies for (policies, events) get the apply link and "캘린더에 추가". */
  applyUrl?: string | null;
}) {
  const byline = item.agency;
  const lang = useContentLang();
  const hasLabels = item.labels.length > 0 || item.d_day != null;
  return (
    <header className={styles.header}>
      {labels && hasLabels && <div className={styles.labelRow}>{labels}</div>}
      <h1 className={styles.title} tabIndex={-1} data-detail-title="" lang={lang}>
        {item.title}
      </h1>
      {byline && (
        <p className={styles.byline} lang={lang}>
          {byline}
        </p>
      )}
      {item.summary && (
        <p className={styles.summary} lang={lang}>
          {item.summary}
        </p>
      )}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact} data-fact={fact.key}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue} lang={fact.isContent ? lang : undefined}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {applyUrl !== undefined && (
        <div className={styles.actions}>
          <ApplyLink href={applyUrl} />
          <CalendarButton item={item} />
        </div>
      )}
    </header>
  );
}

/** A titled part of a detail; `id` lets a link point at it. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 className={styles.sectionTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section of source text, left out when the source has none. */
export function TextSection({
  id,
  title,
  text,
  imageAlt,
}: {
  id: string;
  title: string;
  text: string;
  imageAlt: string;
}) {
  const lang = useContentLang();
  if (!text.trim()) return null;
  return (
    <Section id={id} title={title}>
      <div lang={lang}>
        <RichText text={text} imageAlt={imageAlt} />
      </div>
    </Section>
  );
}

/** An external link that says it opens a new tab. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel={LINK_REL}>
      {children}
      <span className="visually-hidden"> ({t('details.newTab')})</span>
    </a>
  );
}

/** The source's application page, as the main action; only web addresses are linked. */
export function ApplyLink({ href }: { href: string | null }) {
  const { t } = useTranslation();
  const safe = href ? linkHref(href.trim()) : undefined;
  if (!safe) return null;
  return (
    <ExternalLink href={safe} className={`${styles.actionButton} ${styles.primaryAction}`}>
      {t('details.apply')}
      <ExternalIcon className={styles.actionIcon} />
    </ExternalLink>
  );
}

/** Reference links, each shortened like links in text (50 characters and "..."). */
export function LinkList({ urls, title }: { urls: string[]; title: string }) {
  const links = urls.flatMap((url) => {
    const href = linkHref(url.trim());
    return href ? [{ href, text: linkText(url.trim()) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Section id="references" title={title}>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href} className={styles.referenceLink}>
              <span className={styles.referenceText}>{link.text}</span>
              <ExternalIcon className={styles.referenceIcon} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * "캘린더에 추가": an .ics file with the open deadline ("[마감] …", all day) and an event's own time,
 * made on click and saved as `<cid>.ics`. Shown only when there is something to add.
 */
export function CalendarButton({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const toast = useDetailToast();
  const texts = {
    deadlineTitle: (title: string) => t('calendar.deadlineTitle', { title }),
    online: t('catalogue.online'),
  };
  const event = item.kind === 'event' ? item.event : null;
  if (!hasCalendarEntries({ ...item, event })) return null;

  const save = async () => {
    const pageUrl = `${window.location.origin}${detailPath(item.kind, item.cid)}`;
    try {
      const { buildCalendar, calendarFileName, itemCalendarEntries } =
        await import('./calendar.js');
      const ics = buildCalendar(itemCalendarEntries({ ...item, event }, pageUrl, texts));
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = calendarFileName(item.cid);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.show(t('calendar.saved'));
    } catch {
      toast.show(t('calendar.failed'));
    }
  };

  return (
    <button
      type="button"
      className={`${styles.actionButton} ${styles.secondaryAction}`}
      onClick={() => void save()}
    >
      <CalendarPlusIcon className={styles.actionIcon} />
      {t('calendar.add')}
    </button>
  );
}

/** Small facts under the content: keywords, the last update, a reminder to check the source. */
/** A line of the footer's facts (views, supervising agency); the last update is always shown. */
export interface FooterFact {
  label: string;
  value: string;
  lang?: string | undefined;
}

export function DetailFooter({
  item,
  facts = [],
  children,
}: {
  item: ItemDetail;
  facts?: FooterFact[];
  children?: ReactNode;
}) {
  const { t, locale } = useTranslation();
  return (
    <div className={styles.detailFooter}>
      <dl className={styles.metaList}>
        {[
          ...facts,
          { label: t('details.updatedAt'), value: formatUpdated(item.updated_at, locale) },
        ].map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd lang={fact.lang}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <p className={styles.checkNotice}>{t('details.checkNotice')}</p>
    </div>
  );
}
