import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.js';
import { useLoaded } from '../../lib/use-loaded.js';
import { LinkedText } from './linked-text.js';
import { hasHtmlTags, parseRichText, type Line } from './rich-text-parse.js';
import { LINK_REL } from './sanitize-policy.js';
import styles from './rich-text.module.css';

/**
 * Text from item sources (and later user comments) as paragraphs with indents, links and image
 * lines (rules in rich-text-parse.ts). Text that contains HTML is sanitised with DOMPurify, which
 * loads only then.
 */
export function RichText({
  text,
  imageAlt,
  className,
}: {
  text: string;
  /** Alt text of the images in this text (sources give none), e.g. "청년월세 안내 이미지". */
  imageAlt?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const alt = imageAlt ?? t('content.imageAlt');
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (hasHtmlTags(text)) return <SanitizedHtml html={text} alt={alt} className={classes} />;
  return <PlainText text={text} alt={alt} className={classes} />;
}

function PlainText({ text, alt, className }: { text: string; alt: string; className: string }) {
  const paragraphs = useMemo(() => parseRichText(text), [text]);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, p) => (
        <p key={p} className={styles.paragraph}>
          {paragraph.lines.map((line, l) => (
            <LineView key={l} line={line} alt={alt} />
          ))}
        </p>
      ))}
    </div>
  );
}

function LineView({ line, alt }: { line: Line; alt: string }) {
  // A class per 6 px step, not a style attribute: server-rendered markup must pass the CSP.
  const className = line.indentPx
    ? `${styles.line} ${styles[`indent${line.indentPx}`] ?? ''}`
    : styles.line;
  if (line.type === 'image') {
    return (
      <span className={className}>
        <ContentImage src={line.src} alt={alt} />
      </span>
    );
  }
  return (
    <span className={className}>
      <LinkedText segments={line.segments} rel={LINK_REL} linkClassName={styles.link} />
    </span>
  );
}

/** An image line; if the image cannot be loaded, its address as a link instead of a broken icon. */
function ContentImage({ src, alt }: { src: string; alt: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) {
    return (
      <a className={styles.link} href={src} target="_blank" rel={LINK_REL}>
        {alt}
      </a>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setIsBroken(true)}
    />
  );
}

function SanitizedHtml({ html, alt, className }: { html: string; alt: string; className: string }) {
  const sanitized = useLoaded(`${alt}\n${html}`, () =>
    import('./sanitize-html.js').then(({ sanitizeHtml }) => sanitizeHtml(html, alt)),
  );
  if (sanitized.status !== 'ready') {
    // A moment while DOMPurify loads; a failure shows nothing rather than unsafe HTML.
    return (
      <div
        className={`${className} ${styles.pending}`}
        aria-busy={sanitized.status === 'loading'}
      />
    );
  }
  return (
    <div
      className={`${className} ${styles.html}`}
      // Sanitised by DOMPurify just above (sanitize-html.ts).
      dangerouslySetInnerHTML={{ __html: sanitized.value }}
    />
  );
}
