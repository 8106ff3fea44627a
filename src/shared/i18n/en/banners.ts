import type { Catalogue } from '../format.js';
import type { koBanners, koPartner } from '../ko/banners.js';

/** English: the popup banner and partner pages (see ko/banners.ts). */
export const enBanners: Catalogue<typeof koBanners> = {
  banners: {
    close: 'Close',
    hideToday: "Don't show today",
    previous: 'Previous banner',
    next: 'Next banner',
    count: '{{count}} / {{total}}',
    strip: 'Notice',
  },
};

export const enPartner: Catalogue<typeof koPartner> = {
  partner: {
    itemsTitle: 'Picked by {{name}}',
    itemsEmpty: 'Nothing picked yet.',
    home: 'Youth Benefits home',
    logo: '{{name}} logo',
  },
};
