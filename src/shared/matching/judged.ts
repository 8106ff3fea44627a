/**
 * A criterion's result as a small number on the fast path (`classify` allocates nothing per
 * criterion); NONE: the policy has no such criterion.
 */
export const MET = 0;
export const UNMET = 1;
export const UNKNOWN = 2;
export const NONE = 3;
export type Judged = typeof MET | typeof UNMET | typeof UNKNOWN | typeof NONE;
