import { useMemo } from 'react';
import { LinkedText } from '../content/linked-text.js';
import { findLinks } from '../content/rich-text-parse.js';
import styles from './comments.module.css';

/**
 * Links people write for others (product §5): never followed for ranking, marked as user content,
 * opened in a new tab that cannot reach back to this page.
 */
export const USER_LINK_REL = 'nofollow ugc noopener';

/**
 * A comment's text as people wrote it (product §5): plain text with its line breaks (the element
 * keeps them), web addresses as links shortened to 50 characters and "..." past 52 (the detail
 * content's link finder). Only React text: nothing a user writes is ever read as HTML.
 */
export function CommentText({ text }: { text: string }) {
  const segments = useMemo(() => findLinks(text), [text]);
  return (
    <p className={styles.text}>
      <LinkedText segments={segments} rel={USER_LINK_REL} linkClassName={styles.link} />
    </p>
  );
}
