import type { ReactNode } from 'react';
import type { EventDetail as EventDetailItem } from '../../../shared/contract/catalogue.js';
import { useTranslation } from '../../i18n/index.js';
import { DetailFooter, DetailHeader, LinkList, TextSection, type Fact } from './detail-parts.js';
import { formatEventTime, formatNumber, formatPeriod } from './format.js';
import styles from './detail.module.css';

/** An event or education program: when (Korean time), where, who hosts it, what it costs. */
export function EventDetail({ item, labels }: { item: EventDetailItem; labels?: ReactNode }) {
  const { t, locale } = useTranslation();
  const { event } = item;
  const where = event.is_online ? (
    t('catalogue.online')
  ) : (
    <>
      {event.venue_name && <span className={styles.factLine}>{event.venue_name}</span>}
      {event.venue_address && <span className={styles.factSubline}>{event.venue_address}</span>}
    </>
  );
  const period = item.labels.includes('ALWAYS')
    ? t('details.alwaysOpen')
    : formatPeriod(item.apply_start, item.apply_end, locale);
  const facts: Fact[] = [
    {
      key: 'when',
      label: t('details.event.when'),
      value: formatEventTime(event.starts_at, event.ends_at, locale),
    },
    ...(event.is_online || event.venue_name || event.venue_address
      ? [
          {
            key: 'where',
            label: t('details.event.where'),
            value: where,
            isContent: !event.is_online,
          },
        ]
      : []),
    ...(event.host
      ? [{ key: 'host', label: t('details.event.host'), value: event.host, isContent: true }]
      : []),
    {
      key: 'fee',
      label: t('details.event.fee'),
      value:
        event.fee_won === 0
          ? t('details.event.free')
          : t('details.event.feeWon', { amount: formatNumber(event.fee_won, locale) }),
    },
    {
      key: 'capacity',
      label: t('details.event.capacity'),
      value:
        event.capacity == null
          ? t('details.event.unlimited')
          : t('details.event.capacityCount', { count: formatNumber(event.capacity, locale) }),
    },
    ...(period ? [{ key: 'period', label: t('details.applyPeriod'), value: period }] : []),
  ];

  return (
    <>
      <DetailHeader item={item} labels={labels} facts={facts} applyUrl={event.links.apply} />
      <TextSection
        id="about"
        title={t('details.sections.about')}
        text={item.body}
        imageAlt={t('content.imageAltOf', { title: item.title })}
      />
      <LinkList urls={event.links.references} title={t('details.sections.references')} />
      <DetailFooter
        item={item}
        facts={[{ label: t('details.views'), value: formatNumber(item.views, locale) }]}
      />
    </>
  );
}
