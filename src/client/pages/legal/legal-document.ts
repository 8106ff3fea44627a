/**
 * Shape of a legal text (이용약관, 개인정보처리방침). The texts are data so that the page component
 * renders both languages identically and headings get stable anchors for the table of contents.
 */
export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] };

export interface LegalSection {
  /** kebab-case anchor, identical in every language (e.g. "collected-items") */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  intro: string[];
  sections: LegalSection[];
}
