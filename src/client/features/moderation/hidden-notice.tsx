import type { Hidden } from '../../../shared/contract/comment.js';
import { useTranslation } from '../../i18n/index.js';
import { formatUpdated } from '../catalogue-detail/format.js';
import styles from './moderation.module.css';

/**
 * What shows in place of a hidden comment or review (issue 12): until when a rights-infringement
 * report keeps it hidden (임시조치), or that an operator hid it. Its author and operators still get
 * the text (`isShownToMe`): they are told the others do not see it. Needs `moderationCopy`.
 */
export function HiddenNotice({
  hidden,
  isShownToMe,
}: {
  hidden: NonNullable<Hidden>;
  isShownToMe: boolean;
}) {
  const { t, locale } = useTranslation();
  return (
    <p className={styles.hiddenNotice} data-hidden={hidden.reason}>
      <span>
        {hidden.reason === 'temporary_measure' && hidden.until
          ? t('moderation.hiddenUntil', { date: formatUpdated(hidden.until, locale) })
          : t('moderation.hiddenByOperator')}
      </span>
      {isShownToMe && <span className={styles.hiddenText}>{t('moderation.hiddenFromOthers')}</span>}
    </p>
  );
}
