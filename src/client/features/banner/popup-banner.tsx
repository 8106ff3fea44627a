import { useEffect, useId, useRef, useState } from 'react';
import type { Banner } from '../../../shared/contract/banner.js';
import { useTranslation } from '../../i18n/index.js';
import { bannersCopy } from '../../i18n/areas/banners.js';
import {
  closeForNow,
  hideUntilKoreanMidnight,
  type PopupBannerPlacement,
} from './popup-banner-slot.js';
import { BannerPicture } from './banner-picture.js';
import styles from './popup-banner.module.css';

export const copyAreas = [bannersCopy];

/**
 * The popup banner: a modal dialog on the native <dialog> (the top layer, so the page never
 * moves; focus kept inside; Escape closes), with the banners in order behind 이전/다음, "오늘 하루
 * 보지 않기" (until midnight in Korea) and 닫기. Focus goes to 닫기 and returns where it was.
 */
export function PopupBanner({
  banners,
  placement,
  onClose,
}: {
  banners: Banner[];
  placement: PopupBannerPlacement;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const banner = banners[index] ?? banners[0]!;
  const total = banners.length;

  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      dialog?.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const close = () => {
    closeForNow(placement);
    onClose();
  };
  const hideToday = () => {
    hideUntilKoreanMidnight(placement);
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {banner.title}
      </h2>
      <div className={styles.media}>
        <BannerPicture banner={banner} />
      </div>
      {total > 1 && (
        <div className={styles.pager}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('banners.previous')}
            onClick={() => setIndex((index - 1 + total) % total)}
          >
            ‹
          </button>
          <span aria-live="polite">{t('banners.count', { count: index + 1, total })}</span>
          <button
            type="button"
            className={styles.step}
            aria-label={t('banners.next')}
            onClick={() => setIndex((index + 1) % total)}
          >
            ›
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={hideToday}>
          {t('banners.hideToday')}
        </button>
        <button type="button" ref={closeRef} className={styles.action} onClick={close}>
          {t('banners.close')}
        </button>
      </div>
    </dialog>
  );
}
