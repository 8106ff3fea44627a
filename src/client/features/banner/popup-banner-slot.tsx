import { useEffect, useState, type ReactNode } from 'react';
import { nextKoreanMidnight } from '../../../shared/korea-midnight.js';
import { useTranslation } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { partLoader } from '../../lib/load-part.js';
/** Where a popup banner can appear (product §2: home and the three detail screens). */
export type PopupBannerPlacement = 'home' | 'detail';

/** The dialog's code and words, loaded once there is a banner to show. */
const loadPopup = partLoader(() => import('./popup-banner.js'));

/** Until when (epoch ms) the reader hid a placement's popup ("오늘 하루 보지 않기"). */
const hiddenKey = (placement: PopupBannerPlacement) => `hyetaek-popup-hidden:${placement}`;

/** Placements closed on this page view: the popup does not come back on the next screen. */
const closed = new Set<PopupBannerPlacement>();

function isHiddenToday(placement: PopupBannerPlacement): boolean {
  try {
    return Date.now() < Number(localStorage.getItem(hiddenKey(placement)) ?? 0);
  } catch {
    return false; // storage refused (a private window): the popup shows, and its close works
  }
}

/** Hides the placement's popup until the next midnight in Korea, whatever the device's zone. */
export function hideUntilKoreanMidnight(placement: PopupBannerPlacement): void {
  closed.add(placement);
  try {
    localStorage.setItem(hiddenKey(placement), String(nextKoreanMidnight(Date.now())));
  } catch {
    // Without storage it stays closed for this page view only.
  }
}

export function closeForNow(placement: PopupBannerPlacement): void {
  closed.add(placement);
}

/**
 * Puts the popup of `placement` on screen with `show`, if there is one: asks for the banners
 * showing now in the reader's language and loads the dialog only when there is one. A failure
 * shows nothing: a banner never breaks the page.
 */
async function showPopup(
  placement: PopupBannerPlacement,
  locale: string,
  show: (popup: ReactNode) => void,
): Promise<void> {
  if (closed.has(placement) || isHiddenToday(placement)) return;
  try {
    const { banners } = await api.call('banner/read', {
      placement: placement === 'home' ? 'home_popup' : 'detail_popup',
      locale: locale === 'en-US' ? 'en-US' : 'ko-KR',
    });
    if (banners.length === 0 || closed.has(placement)) return;
    const { PopupBanner } = await loadPopup();
    show(<PopupBanner banners={banners} placement={placement} onClose={() => show(null)} />);
  } catch {
    // No popup this time.
  }
}

/**
 * The popup banner's place (product §2, §9), loaded after the page by `React.lazy` where home
 * and the details render it, so it costs their first JavaScript one line. It renders nothing
 * until it finds a banner the reader has not hidden for today; only then does the dialog's code
 * load. The popup is a modal dialog in the top layer: the page never moves.
 */
export default function PopupBannerSlot({ placement }: { placement: PopupBannerPlacement }) {
  const { locale } = useTranslation();
  const [popup, setPopup] = useState<ReactNode>(null);
  useEffect(() => {
    void showPopup(placement, locale, setPopup);
  }, [placement, locale]);
  return popup;
}
