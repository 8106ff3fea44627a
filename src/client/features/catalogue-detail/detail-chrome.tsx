import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate } from '../../lib/router.js';
import { KIND_PATHS, type ItemKind } from '../../../shared/routes.js';
import { useTranslation } from '../../i18n/index.js';
import { browserPreviousPath, shouldGoBack } from './back-to-list.js';
import { LazyBookmarkToggle } from '../bookmarks/lazy-bookmark-toggle.js';
import { ArrowUpIcon, ListIcon, ShareIcon } from './icons.js';
import { browserShareEnvironment, shareOrCopy } from './share.js';
import styles from './detail.module.css';

/** How long a toast stays: long enough to read two short sentences. */
const TOAST_MS = 3_500;

/** Reading progress of the page (product §2), as a thin bar at the very top. */
export function ScrollProgress() {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const max = root.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? window.scrollY / max : 0;
      setPercent(Math.round(Math.min(1, Math.max(0, ratio)) * 100));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that grows (images, a player) changes how far there is to read.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('details.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      {/* No style attribute at 0 (the server's markup): the CSP allows styles set by script only. */}
      <div
        className={styles.progressFill}
        style={percent ? { transform: `scaleX(${percent / 100})` } : undefined}
      />
    </div>
  );
}

interface ToastApi {
  show(message: string): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

/** Short confirmations (copied, saved) for the parts of a detail screen. */
export function useDetailToast(): ToastApi {
  return useContext(ToastContext);
}

/**
 * A status message above the bottom bar. The live region is always in the page, so screen readers
 * announce each new message; the same message twice is announced twice.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((message: string) => {
    window.clearTimeout(timer.current);
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
    timer.current = window.setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.toastRegion} role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <p key={toast.id} className={styles.toast}>
            {toast.message}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * One button of the bottom bar: an icon over its word (the word is the accessible name). The
 * bookmark toggle (`DetailBookmarkButton`) is drawn with the same classes.
 */
export function DetailBarButton({
  icon,
  label,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  onClick(): void;
}) {
  return (
    <button type="button" className={styles.barButton} onClick={onClick}>
      {icon}
      <span className={styles.barText}>{label}</span>
    </button>
  );
}

const BAR_LOOK = {
  className: styles.barButton!,
  iconClassName: styles.barIcon!,
  textClassName: styles.barText!,
};
const BAR_PLACE = <span className={styles.barButton} aria-hidden="true" />;

/** The bookmark toggle of the bottom bar, drawn like its other buttons. */
export function DetailBookmarkButton({ cid }: { cid: string }) {
  return <LazyBookmarkToggle cid={cid} bar={BAR_LOOK} fallback={BAR_PLACE} />;
}

/**
 * The fixed bar at the bottom of a detail (product §2): back to the list, share, the bookmark
 * toggle (`bookmarkSlot`, once the item is there) and back to the top. Every button shows its
 * word under the icon. `data-bottom-bar` lets messages shown elsewhere keep clear of it.
 */
export function DetailBottomBar({
  kind,
  title,
  bookmarkSlot,
}: {
  kind: ItemKind;
  /** The item's title once loaded, for the share sheet. */
  title: string | undefined;
  bookmarkSlot?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useDetailToast();
  const listPath = KIND_PATHS[kind].list;
  const listName = t(
    `nav.${kind === 'policy' ? 'policies' : kind === 'event' ? 'events' : 'videos'}`,
  );

  const goToList = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return; // a new tab or window opens the list's address
    }
    if (shouldGoBack(browserPreviousPath(), listPath)) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    const outcome = await shareOrCopy(
      { url, title: title ?? document.title },
      browserShareEnvironment(),
    );
    if (outcome === 'copied') toast.show(t('share.copied'));
    if (outcome === 'copy_failed') toast.show(t('share.copyFailed'));
  };

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Keyboard and screen reader users continue from the title, not from the bottom bar.
    document.querySelector<HTMLElement>('[data-detail-title]')?.focus({ preventScroll: true });
  };

  return (
    <nav className={styles.bottomBar} aria-label={t('details.navLabel')} data-bottom-bar>
      <div className={styles.bottomBarInner}>
        <Link to={listPath} className={styles.barButton} onClick={goToList}>
          <ListIcon className={styles.barIcon} />
          <span className={styles.barText}>
            <span className="visually-hidden">{listName} </span>
            {t('details.backToList')}
          </span>
        </Link>
        <DetailBarButton
          icon={<ShareIcon className={styles.barIcon} />}
          label={t('details.share')}
          onClick={() => void share()}
        />
        {bookmarkSlot}
        <DetailBarButton
          icon={<ArrowUpIcon className={styles.barIcon} />}
          label={t('details.toTop')}
          onClick={toTop}
        />
      </div>
    </nav>
  );
}
