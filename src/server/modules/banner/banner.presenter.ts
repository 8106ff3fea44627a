import type { Banner, BannerRecord } from '../../../shared/contract/banner.js';
import type { Locale } from '../../../shared/locale.js';
import type { BannerRow } from './banner.repository.js';

export function presentBanner(row: BannerRow): Banner {
  return { id: row.id, title: row.title, image_url: row.image_url, link_url: row.link_url };
}

export function presentBannerRecord(row: BannerRow): BannerRecord {
  return {
    ...presentBanner(row),
    placement: row.placement,
    locale: row.locale as Locale,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    position: row.position,
    is_active: row.is_active,
    updated_at: row.updated_at.toISOString(),
  };
}
