/**
 * The vocabulary of matching (DESIGN §7, issue 13): a criterion is met, unmet or unknown; an item
 * is eligible (all met), likely (none unmet, some unknown) or not eligible (any unmet).
 */
export const CRITERION_RESULTS = ['met', 'unmet', 'unknown'] as const;
export const MATCH_RESULTS = ['eligible', 'likely', 'not_eligible'] as const;
export type CriterionResult = (typeof CRITERION_RESULTS)[number];
export type MatchResult = (typeof MATCH_RESULTS)[number];
