import type { ReactNode } from 'react';
import type {
  ListItem,
  VideoDetail as VideoDetailItem,
} from '../../../shared/contract/catalogue.js';
import { useTranslation } from '../../i18n/index.js';
import { DetailFooter, DetailHeader, Section, TextSection, type Fact } from './detail-parts.js';
import { formatDuration, formatNumber } from './format.js';
import { VideoPlayer } from './video-player.js';
import styles from './detail.module.css';

/** A video: the click-to-load player, what it covers, and the policies and events it is about. */
export function VideoDetail({
  item,
  labels,
  renderRelated,
}: {
  item: VideoDetailItem;
  labels?: ReactNode;
  /** A card for a related item (the catalogue's ItemCard, passed in by the page). */
  renderRelated: (related: ListItem) => ReactNode;
}) {
  const { t, locale } = useTranslation();
  const { video } = item;
  const facts: Fact[] = [
    // The channel is already the byline when the source names no other agency.
    ...(video.channel && video.channel !== item.agency
      ? [
          {
            key: 'channel',
            label: t('details.video.channel'),
            value: video.channel,
            isContent: true,
          },
        ]
      : []),
    {
      key: 'duration',
      label: t('details.video.duration'),
      value: formatDuration(video.duration_seconds, locale),
    },
    { key: 'views', label: t('details.views'), value: formatNumber(item.views, locale) },
  ];
  return (
    <>
      <VideoPlayer
        videoId={video.video_id}
        title={item.title}
        durationSeconds={video.duration_seconds}
        channel={video.channel || item.agency}
      />
      <DetailHeader item={item} labels={labels} facts={facts} />
      <TextSection
        id="about"
        title={t('details.sections.videoAbout')}
        text={item.body}
        imageAlt={t('content.imageAltOf', { title: item.title })}
      />
      {video.related.length > 0 && (
        <Section id="related" title={t('details.sections.related')}>
          <ul className={styles.related}>
            {video.related.map((related) => (
              <li key={related.cid}>{renderRelated(related)}</li>
            ))}
          </ul>
        </Section>
      )}
      <DetailFooter item={item} />
    </>
  );
}
