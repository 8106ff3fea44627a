import { useEffect, useId, useRef, useState } from 'react';
import type { Notification } from '../../../shared/contract/index.js';
import { formatRelativeTime } from '../../../shared/relative-time.js';
import { CloseIcon } from '../../components/ui/close-icon.js';
import { useTranslation } from '../../i18n/index.js';
import { Link } from '../../lib/router.js';
import styles from './notification-bell.module.css';

function BellIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export interface NotificationBellProps {
  notifications: readonly Notification[];
  /** As shown: "0" … "8", "8+" (product §4). */
  unreadCount: string;
  /** The panel opened: refresh the list and mark it read. */
  onOpen(): void;
  onDelete(ids: number[]): void;
}

/**
 * The header's bell (product §4, §9): the unread count on the button (also in its accessible name),
 * and a panel with the notifications and how long ago each came. Escape closes the panel and focus
 * returns to the bell; a click outside or tabbing out closes it too.
 */
export function NotificationBell({
  notifications,
  unreadCount,
  onOpen,
  onDelete,
}: NotificationBellProps) {
  const { t, locale } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // Which ones were unread when the panel opened: they stay marked while it is open.
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const hasUnread = unreadCount !== '0';

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const open = () => {
    setNewIds(new Set(notifications.filter((n) => n.read_datetime === null).map((n) => n.id)));
    setIsOpen(true);
    onOpen();
  };

  useEffect(() => {
    if (!isOpen) return;
    heading.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const remove = (ids: number[]) => {
    onDelete(ids);
    // The focused button goes with its notification: keep the focus in the panel.
    heading.current?.focus();
  };

  const now = new Date();
  return (
    <div className={styles.bell}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={
          hasUnread
            ? t('notifications.bellUnread', { count: unreadCount })
            : t('notifications.bell')
        }
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-panel` : undefined}
        onClick={() => (isOpen ? close(false) : open())}
      >
        <BellIcon />
        {hasUnread && (
          <span className={styles.badge} aria-hidden="true">
            {unreadCount}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          ref={panel}
          id={`${id}-panel`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          className={styles.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
          // Tabbing out of the panel closes it (a click inside on plain text moves focus nowhere).
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next) && next !== button.current) {
              setIsOpen(false);
            }
          }}
        >
          <div className={styles.panelHeader}>
            <h2 ref={heading} id={`${id}-title`} className={styles.title} tabIndex={-1}>
              {t('notifications.title')}
            </h2>
            {notifications.length > 0 && (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => remove(notifications.map((n) => n.id))}
              >
                {t('notifications.deleteAll')}
              </button>
            )}
          </div>
          {notifications.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {notifications.map((notification) => {
                const isNew = newIds.has(notification.id);
                const when = new Date(notification.created_at);
                const body = (
                  <>
                    {isNew && (
                      <span className="visually-hidden">{t('notifications.unread')}, </span>
                    )}
                    <span className={styles.message}>{notification.message}</span>
                    <time className={styles.time} dateTime={notification.created_at}>
                      {formatRelativeTime(when, now, locale, t)}
                    </time>
                  </>
                );
                return (
                  <li
                    key={notification.id}
                    className={`${styles.item} ${isNew ? styles.new : ''}`}
                    data-notification-id={notification.id}
                  >
                    {notification.link ? (
                      <Link
                        to={notification.link}
                        className={styles.body}
                        onClick={() => close(false)}
                      >
                        {body}
                      </Link>
                    ) : (
                      <p className={styles.body}>{body}</p>
                    )}
                    <button
                      type="button"
                      className={styles.delete}
                      aria-label={t('notifications.deleteOne')}
                      onClick={() => remove([notification.id])}
                    >
                      <CloseIcon className={styles.deleteIcon} />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
