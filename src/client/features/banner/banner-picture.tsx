import type { Banner } from '../../../shared/contract/banner.js';
import styles from './banner-picture.module.css';

/**
 * A banner's picture filling the box it is put in (the box has its size before the picture
 * arrives), with the title as its text, linked where the operator chose if they did.
 */
export function BannerPicture({ banner }: { banner: Banner }) {
  const picture = (
    <img className={styles.image} src={banner.image_url} alt={banner.title} decoding="async" />
  );
  if (!banner.link_url) return picture;
  return (
    <a href={banner.link_url} className={styles.link}>
      {picture}
    </a>
  );
}
