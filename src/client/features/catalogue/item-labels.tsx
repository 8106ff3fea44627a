import type { ItemLabel, ListItem } from '../../../shared/contract/catalogue.js';
import { useTranslation } from '../../i18n/index.js';
import styles from './item-labels.module.css';

/** PICK first, then the application state (product §4 labels). */
const ORDER: readonly ItemLabel[] = ['PICK', 'ING', 'COMING', 'ALWAYS', 'CLOSED'];

/** A D-Day badge turns urgent in the last week. */
const URGENT_DAYS = 7;

/**
 * The label badges of an item (PICK / 진행중 / 상시 / 마감 / 예정) and its D-Day ("D-3", "D-Day").
 * Screen readers hear the D-Day as a sentence ("마감까지 3일 남았어요").
 */
export function ItemLabels({
  item,
  className,
}: {
  item: Pick<ListItem, 'labels' | 'd_day'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const labels = ORDER.filter((label) => item.labels.includes(label));
  const dDay = item.d_day;
  if (labels.length === 0 && dDay == null) return null;
  return (
    <span className={[styles.labels, className].filter(Boolean).join(' ')}>
      {labels.map((label) => (
        <span key={label} className={`${styles.badge} ${styles[label]}`} data-label={label}>
          {t(`catalogue.labels.${label}`)}
        </span>
      ))}
      {dDay != null && (
        <span
          className={`${styles.badge} ${dDay <= URGENT_DAYS ? styles.dDayUrgent : styles.dDay}`}
          data-label="D_DAY"
        >
          <span aria-hidden="true">
            {dDay === 0 ? t('catalogue.dDayToday') : t('catalogue.dDay', { days: dDay })}
          </span>
          <span className="visually-hidden">
            {dDay === 0 ? t('list.card.dDayTodayLong') : t('list.card.dDayLong', { days: dDay })}
          </span>
        </span>
      )}
    </span>
  );
}
