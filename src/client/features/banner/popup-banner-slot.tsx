/** Where a popup banner can appear (product §2: home and the three detail screens). */
export type PopupBannerPlacement = 'home' | 'detail';

/**
 * The place where the banners issue shows popup banners (product §2, §9 "don't open today").
 *
 * For now it renders nothing: no element, no reserved space, no request, so it costs no layout and
 * no JavaScript beyond this file. The banners issue fills it in; a popup is an overlay (a dialog
 * over the screen), so it will still not take space in the page's flow when it does.
 */
export function PopupBannerSlot({ placement }: { placement: PopupBannerPlacement }): null {
  void placement;
  return null;
}
