import { z } from 'zod';

/** How content shows who wrote it (product §3): a member by nickname, or only that the writer left. */
export const AUTHOR_STATUSES = ['member', 'withdrawn', 'dormant'] as const;
export type AuthorStatus = (typeof AUTHOR_STATUSES)[number];

export const AuthorSchema = z.object({
  /** The member's id (to know one's own content); null for a withdrawn or dormant member. */
  id: z.string().nullable(),
  /** Null for a withdrawn or dormant member, and for a member without a profile yet. */
  nickname: z.string().nullable(),
  status: z.enum(AUTHOR_STATUSES),
});
export type Author = z.output<typeof AuthorSchema>;
