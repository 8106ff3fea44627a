import { useEffect, useRef, useState } from 'react';
import styles from '../catalogue-detail/detail.module.css';
import type { ReviewsPart } from './reviews-loader.js';

/**
 * Where the reviews panel goes on a detail page. What it shows depends on who is signed in, so the
 * server never renders it; its code and copy load when the reader comes near it (reviews-loader).
 * This is all the detail's first JavaScript carries of it (product §15), and a box of about the
 * panel's height holds its place meanwhile, so nothing below it moves.
 */
export function ReviewsSlot({ cid }: { cid: string }) {
  const place = useRef<HTMLElement>(null);
  const [Part, setPart] = useState<ReviewsPart | null>(null);
  useEffect(() => {
    let stop = () => {};
    let isGone = false;
    void import('./reviews-loader.js').then(({ loadWhenNear }) => {
      if (!isGone) stop = loadWhenNear(place.current!, (part) => setPart(() => part));
    });
    return () => {
      isGone = true;
      stop();
    };
  }, []);
  if (Part) return <Part cid={cid} />;
  return <section ref={place} id="reviews" className={styles.reviewsPlace} aria-busy="true" />;
}
