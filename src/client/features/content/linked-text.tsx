import type { Segment } from './rich-text-parse.js';

/**
 * Text with the web addresses found in it (`findLinks`) as links that open in a new tab, each
 * shortened one showing its whole address as its title. React text only: nothing is read as HTML.
 * `rel` says who wrote the text: a source, or a user (then never followed for ranking).
 */
export function LinkedText({
  segments,
  rel,
  linkClassName,
}: {
  segments: Segment[];
  rel: string;
  linkClassName: string | undefined;
}) {
  return segments.map((segment, index) =>
    segment.type === 'link' ? (
      <a
        key={index}
        className={linkClassName}
        href={segment.href}
        target="_blank"
        rel={rel}
        title={segment.text === segment.href ? undefined : segment.href}
      >
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}
