import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The frame of every screen: a centred column with the screen's heading. */
export function Page({
  title,
  description,
  children,
  headingId,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
  headingId?: string;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} id={headingId}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </div>
  );
}

/** A calm message in place of content: empty lists, screens still being built, failures. */
export function Notice({
  title,
  body,
  children,
}: {
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.notice} aria-live="polite">
      <h2 className={styles.noticeTitle}>{title}</h2>
      {body && <p className={styles.noticeBody}>{body}</p>}
      {children}
    </section>
  );
}
