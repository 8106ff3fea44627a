/** Interest categories of product §3: a profile's interests and a policy's fields share these keys. */
export const INTEREST_CATEGORIES = [
  'housing',
  'jobs',
  'finance',
  'education',
  'welfare',
  'health',
  'culture',
  'travel',
  'other',
] as const;
export type InterestCategory = (typeof INTEREST_CATEGORIES)[number];
