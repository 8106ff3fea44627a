import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { Link } from '../../lib/router.js';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import type { ItemKind } from '../../../shared/routes.js';
import { detailPath } from '../../../shared/routes.js';
import { useTranslation } from '../../i18n/index.js';
import { Marked, type TextPart } from '../search/marked.js';
import {
  durationText,
  eventWhenText,
  eventWhereText,
  ownThumbnail,
  periodText,
  regionText,
} from './item-format.js';
import { ItemLabels } from './item-labels.js';
import styles from './item-card.module.css';

type HeadingLevel = 'h2' | 'h3' | 'h4';

const CardCorner = lazy(() => import('./card-corner.js'));

/**
 * The card's corner (bookmark toggle, match badge) outside the first JavaScript: the server's
 * markup shows the toggle at once. Memoised, as decision 016 says: a list settling while the page
 * hydrates must not replace the server's markup of a corner whose code is still on its way.
 */
const LazyCardCorner = memo(function LazyCardCorner(props: ComponentProps<typeof CardCorner>) {
  return (
    <Suspense fallback={null}>
      <CardCorner {...props} />
    </Suspense>
  );
});

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <rect x="2" y="3" width="12" height="11" rx="2" fill="none" stroke="currentColor" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

function PlaceIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 14.5s4.5-4.2 4.5-7.7a4.5 4.5 0 1 0-9 0c0 3.5 4.5 7.7 4.5 7.7Z"
        fill="none"
        stroke="currentColor"
      />
      <circle cx="8" cy="6.8" r="1.6" fill="none" stroke="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.play} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="rgb(255 255 255 / 92%)" />
      <path d="M20 16.5v15l12-7.5-12-7.5Z" fill="var(--color-accent)" />
    </svg>
  );
}

/** The item's kind, for cards of every kind in one list (the search's 전체 tab). */
function KindBadge({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation();
  return <span className={styles.kind}>{t(`search.kind.${kind}`)}</span>;
}

function VideoThumbnail({ item, showKind }: { item: ListItem; showKind: boolean }) {
  const { t } = useTranslation();
  const src = ownThumbnail(item.thumbnail_url);
  return (
    <div className={styles.thumbnail}>
      {src ? (
        <img className={styles.image} src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <PlayIcon />
      )}
      {(showKind || item.labels.includes('PICK')) && (
        <span className={styles.thumbnailLabels}>
          {showKind && <KindBadge kind="video" />}
          {item.labels.includes('PICK') && <ItemLabels item={{ labels: ['PICK'], d_day: null }} />}
        </span>
      )}
      {item.video && (
        <span className={styles.duration}>
          <span className="visually-hidden">{t('list.card.duration')} </span>
          {durationText(item.video.duration_seconds)}
        </span>
      )}
    </div>
  );
}

/**
 * One item of a list (product §17): what decides a click at a glance. The whole card is the link to
 * the item's details (a stretched title link, so the link's name is the title); the bookmark
 * toggle sits in its top right corner, above the link. Cards of one kind
 * always have the same height, so skeletons can hold their place exactly.
 *
 * A signed-in user's policy cards also show whether the policy fits them (the match badge at the
 * end of the agency line), judged in the browser on the item's `eligibility`.
 *
 * Search results (`marks`: title and summary cut into matched and plain parts) also show two
 * lines of the summary, with the matched parts marked; `showKind` names the kind on cards of a
 * list that mixes them.
 */
export function ItemCard({
  item,
  headingLevel: Heading = 'h3',
  className,
  marks,
  showKind = false,
}: {
  item: ListItem;
  headingLevel?: HeadingLevel;
  className?: string;
  marks?: { title: readonly TextPart[]; summary: readonly TextPart[] } | undefined;
  showKind?: boolean;
}) {
  const { t, locale } = useTranslation();
  const isVideo = item.kind === 'video';
  // A policy's corner sits beside its agency line, where the match badge goes at the line's end;
  // the toggle is placed in the card's top right corner wherever it is in the markup.
  const corner = (
    <LazyCardCorner cid={item.cid} title={item.title} eligibility={item.eligibility} />
  );
  return (
    <article
      className={[styles.card, styles[item.kind], marks && styles.withSummary, className]
        .filter(Boolean)
        .join(' ')}
      data-cid={item.cid}
    >
      {isVideo && <VideoThumbnail item={item} showKind={showKind} />}
      <div className={styles.body}>
        {!isVideo && (
          <div className={styles.labelRow}>
            {showKind && <KindBadge kind={item.kind} />}
            <ItemLabels item={item} />
          </div>
        )}
        <Heading className={styles.title}>
          <Link to={detailPath(item.kind, item.cid)} className={styles.link}>
            {marks ? <Marked parts={marks.title} /> : item.title}
          </Link>
        </Heading>
        {marks && (
          <p className={styles.summary}>
            <Marked parts={marks.summary} />
          </p>
        )}
        {item.kind === 'policy' && (
          <div className={styles.footer}>
            <div className={styles.metaRow}>
              <p className={styles.meta}>
                <span className={styles.agency}>{item.agency}</span>
                <span className={styles.dot} aria-hidden="true">
                  ·
                </span>
                <span className="visually-hidden">{t('list.card.region')}: </span>
                <span className={styles.region}>{regionText(item, locale, t)}</span>
              </p>
              {corner}
            </div>
            <p className={styles.line}>
              <CalendarIcon />
              <span className="visually-hidden">{t('list.card.period')}: </span>
              <span className={styles.lineText}>{periodText(item, locale, t)}</span>
            </p>
          </div>
        )}
        {item.kind === 'event' && item.event && (
          <div className={styles.footer}>
            <p className={styles.meta}>
              <span className={styles.agency}>{item.agency}</span>
            </p>
            <p className={styles.line}>
              <CalendarIcon />
              <span className="visually-hidden">{t('list.card.when')}: </span>
              <span className={styles.lineText}>{eventWhenText(item.event, locale)}</span>
            </p>
            <p className={styles.line}>
              <PlaceIcon />
              <span className="visually-hidden">{t('list.card.where')}: </span>
              <span className={styles.lineText}>{eventWhereText(item, locale, t)}</span>
            </p>
          </div>
        )}
        {isVideo && (
          <p className={styles.meta}>
            <span className={styles.agency}>{item.video?.channel || item.agency}</span>
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
            <span className={styles.region}>
              {t('list.card.views', { count: item.views.toLocaleString(locale) })}
            </span>
          </p>
        )}
      </div>
      {item.kind !== 'policy' && corner}
    </article>
  );
}

/** The exact shape of a card while it loads (same box, same lines), so nothing moves after. */
export function ItemCardSkeleton({
  kind,
  className,
  withSummary = false,
}: {
  kind: ItemKind;
  className?: string;
  withSummary?: boolean;
}) {
  const isVideo = kind === 'video';
  return (
    <div
      className={[
        styles.card,
        styles[kind],
        styles.skeleton,
        withSummary && styles.withSummary,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    >
      {isVideo && <div className={`${styles.thumbnail} ${styles.bone}`} />}
      <div className={styles.body}>
        {!isVideo && (
          <div className={styles.labelRow}>
            <span className={`${styles.bone} ${styles.boneBadge}`} />
            <span className={`${styles.bone} ${styles.boneBadge}`} />
          </div>
        )}
        <div className={styles.title}>
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          <span className={`${styles.bone} ${styles.boneTitleShort}`} />
        </div>
        {withSummary && (
          <div className={styles.summary}>
            <span className={`${styles.bone} ${styles.boneText}`} />
          </div>
        )}
        {isVideo ? (
          <p className={styles.meta}>
            <span className={`${styles.bone} ${styles.boneText}`} />
          </p>
        ) : (
          <div className={styles.footer}>
            <p className={styles.meta}>
              <span className={`${styles.bone} ${styles.boneText}`} />
            </p>
            <p className={styles.line}>
              <span className={`${styles.bone} ${styles.boneTextShort}`} />
            </p>
            {kind === 'event' && (
              <p className={styles.line}>
                <span className={`${styles.bone} ${styles.boneTextShort}`} />
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
