/** A piece of a text, matched by the search or not (see highlight.tsx). */
export interface TextPart {
  text: string;
  isMatch: boolean;
}

/** Text whose matched parts are in `<mark>`. */
export function Marked({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.isMatch ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
