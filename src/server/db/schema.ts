/**
 * Kysely's view of the tables. Each migration that adds a table adds its interface here; the
 * repositories are the only code that queries them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
