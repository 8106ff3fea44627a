import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadCopyArea, useTranslation, type CopyArea } from '../../i18n/index.js';
import styles from './newsletter.module.css';

/**
 * The newsletter box of the footer and home (issue 14). Every page carries it, so only its
 * heading is in the page's first JavaScript: the form and its copy load when the box comes within
 * a screen of view (or is pointed at), like the account forms load beside their pages. Its
 * space is kept meanwhile. The server's HTML has no form: one submitted before the app runs would
 * be sent by the browser itself, and the subscription is a call of the API.
 */

/** A newsletter module once its copy is there too (the copy comes with the form, not the shell). */
export const withNewsletterCopy = async <T,>(module: Promise<T & { newsletterCopy: CopyArea }>) => {
  const loaded = await module;
  await loadCopyArea(loaded.newsletterCopy);
  return loaded;
};

const SubscribeFormLazy = lazy(() =>
  withNewsletterCopy(import('./subscribe-form.js')).then((module) => ({
    default: module.SubscribeForm,
  })),
);

export function NewsletterBox({ source }: { source: 'footer' | 'home' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (isNear || !node) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true),
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    <section
      ref={box}
      className={styles.box}
      aria-labelledby={headingId}
      onPointerEnter={() => setIsNear(true)}
    >
      <h2 id={headingId} className={styles.title}>
        {t('footer.newsletterTitle')}
      </h2>
      {isNear ? (
        <Suspense fallback={placeholder}>
          <SubscribeFormLazy source={source} hasBlurb />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
