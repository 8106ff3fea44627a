import { useState } from 'react';
import { useTranslation } from '../../i18n/index.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import { BannerPicture } from './banner-picture.js';
import styles from './list-strip-banner.module.css';

/** Operators change banners rarely: one answer serves the three lists for a minute. */
const STRIP_FRESH_MS = 60_000;

/**
 * The strip banner above a list (issue 14): the first banner showing now at `list_strip` in the
 * reader's language, a picture that links where the operator chose. The list page's HTML carries
 * the answer, so on a first view it is there with the list. After an in-app move, an answer that
 * comes only after the list is already on screen is not shown for this view: a banner never
 * pushes the cards a reader is looking at.
 */
export function ListStripBanner({ isListShown }: { isListShown: boolean }) {
  const { locale } = useTranslation();
  const { snapshot } = useApiQuery(
    'banner/read',
    { placement: 'list_strip', locale: locale === 'en-US' ? 'en-US' : 'ko-KR' },
    { freshMs: STRIP_FRESH_MS },
  );
  // Remembered from an earlier render: once the list showed without the strip, it stays away.
  const [isLate, setIsLate] = useState(false);
  if (isListShown && snapshot.status === 'loading' && !isLate) setIsLate(true);

  const banner = snapshot.data?.banners[0];
  if (!banner || isLate) return null;
  return (
    <div className={styles.strip}>
      <BannerPicture banner={banner} />
    </div>
  );
}
