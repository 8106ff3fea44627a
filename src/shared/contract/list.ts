import { z } from 'zod';
import {
  KEYWORD_MAX_LENGTH,
  LIST_FIRST_PAGE,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  RECOMMEND_COUNT,
} from '../constants.js';

/** Orders of spec §4; each list says which of them it accepts. */
export const ListOrderSchema = z.enum(['newest', 'deadline', 'views', 'scoring']);
export type ListOrder = z.infer<typeof ListOrderSchema>;

/** The list request payload of spec §3 and DESIGN §3, shared by every list and search call. */
export const ListRequestSchema = z.object({
  condition: z
    .object({
      keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).default(''),
      operator: z.literal('and').default('and'),
      show_closed: z.boolean().default(false),
    })
    .prefault({}),
  filters: z.record(z.string().max(40), z.array(z.string().max(40)).max(50)).default({}),
  order: ListOrderSchema.default('newest'),
  pagination: z
    .object({
      current_page_no: z.number().int().min(1).max(10_000).default(LIST_FIRST_PAGE),
      item_no_per_page: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE),
    })
    .prefault({}),
  options: z
    .object({ recommend_count: z.number().int().min(0).max(10).default(RECOMMEND_COUNT) })
    .prefault({}),
});
export type ListRequest = z.output<typeof ListRequestSchema>;
