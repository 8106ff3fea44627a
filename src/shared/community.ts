/**
 * The numbers and choices of reviews and reports (issue 12) that the screens need as well as the
 * contract. Kept apart from the zod schemas of `contract/rating.ts` and `contract/report.ts`
 * (which re-export them), so a screen importing them does not bring zod into its bundle.
 */

export const RATING_TEXT_MAX = 100;
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
export const RATING_PAGE_SIZE = 20;

export const REPORT_REASONS = [
  'rights_infringement', // 권리침해: needs `relation` and `details`
  'illegal', // 불법정보
  'hate', // 혐오표현
  'disinformation', // 허위조작정보
  'harmful_to_minors', // 청소년유해
  'spam', // 광고·스팸
  'abuse', // 욕설·비방
  'privacy', // 개인정보 노출
  'other', // 기타: needs `details`
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reasons whose report must say more (`details`). */
export const REPORT_REASONS_WITH_DETAILS: readonly ReportReason[] = [
  'rights_infringement',
  'other',
];

/** Who reports an infringement of rights: the person concerned, or someone acting for them. */
export const REPORTER_RELATIONS = ['self', 'agent'] as const;

/** How long a 임시조치 hides content at most (정보통신망법 §44의2 ②: up to 30 days). */
export const TEMPORARY_MEASURE_DAYS = 30;
export const REPORT_DETAILS_MAX = 1000;
