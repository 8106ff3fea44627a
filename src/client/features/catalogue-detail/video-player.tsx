import { useState } from 'react';
import { useTranslation } from '../../i18n/index.js';
import { formatClock, formatDuration } from './format.js';
import { PlayIcon } from './icons.js';
import styles from './detail.module.css';

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else never reaches an address. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The privacy-enhanced player, started by the click that loaded it. */
export function youtubeEmbedUrl(videoId: string): string | undefined {
  return VIDEO_ID.test(videoId)
    ? `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`
    : undefined;
}

/**
 * Click to load: until the visitor presses play, the page asks nothing of YouTube or Google (no
 * player, no thumbnail image, no cookie); the poster is drawn here. The click puts the
 * youtube-nocookie.com player in its place (the CSP's frame-src allows only that origin).
 */
export function VideoPlayer({
  videoId,
  title,
  durationSeconds,
  channel,
}: {
  videoId: string;
  title: string;
  durationSeconds: number;
  channel: string;
}) {
  const { t, locale } = useTranslation();
  const lang = locale === 'ko-KR' ? undefined : 'ko';
  const [isLoaded, setIsLoaded] = useState(false);
  const src = youtubeEmbedUrl(videoId);

  if (!src) {
    return (
      <div className={`${styles.player} ${styles.playerUnavailable}`}>
        <p>{t('details.video.unavailable')}</p>
      </div>
    );
  }
  if (isLoaded) {
    return (
      <div className={styles.player}>
        <iframe
          className={styles.playerFrame}
          src={src}
          title={t('details.video.playerTitle', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.player}>
      <button type="button" className={styles.poster} onClick={() => setIsLoaded(true)}>
        <span className="visually-hidden">{t('details.video.play', { title })}</span>
        <span className={styles.posterChannel} aria-hidden="true" lang={lang}>
          {channel}
        </span>
        <span className={styles.posterTitle} aria-hidden="true" lang={lang}>
          {title}
        </span>
        <PlayIcon className={styles.posterPlay} />
        <span className={styles.posterHint}>{t('details.video.playHint')}</span>
        <span className={styles.posterDuration}>
          <span aria-hidden="true">{formatClock(durationSeconds)}</span>
          <span className="visually-hidden">{formatDuration(durationSeconds, locale)}</span>
        </span>
      </button>
    </div>
  );
}
