import { z } from 'zod';
import {
  KEYWORD_MAX_LENGTH,
  LIST_FIRST_PAGE,
  LIST_PAGE_SIZE,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_MAX,
  RECOMMEND_COUNT,
} from '../constants.js';

/** Orders of product §4; each list says which of them it accepts. */
export const ListOrderSchema = z.enum(['newest', 'deadline', 'views', 'scoring']);
export type ListOrder = z.infer<typeof ListOrderSchema>;

/**
 * The list request payload of product §3 and product §12, shared by every list and search call. Each
 * list names the orders it accepts (an order that does not apply is a 400 on `order`) and the
 * shape of its `filters`.
 */
export function listRequestSchema<Filters extends z.ZodObject>(
  orders: readonly [ListOrder, ...ListOrder[]],
  filters: Filters,
) {
  return z.object({
    condition: z
      .object({
        keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).default(''),
        operator: z.literal('and').default('and'),
        show_closed: z.boolean().default(false),
      })
      .prefault({}),
    filters: filters.prefault({} as z.input<Filters>),
    order: z.enum(orders).default(orders[0]),
    pagination: z
      .object({
        current_page_no: z.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_FIRST_PAGE),
        item_no_per_page: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE),
      })
      .prefault({}),
    options: z
      .object({ recommend_count: z.number().int().min(0).max(10).default(RECOMMEND_COUNT) })
      .prefault({}),
  });
}

/** One filter of a list: some of its values, each at most once. */
export const filterList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).optional();

/** Any list's request after parsing; services narrow `filters` to their own keys. */
export interface ListRequest<Filters = Record<string, string[] | undefined>> {
  condition: { keyword: string; operator: 'and'; show_closed: boolean };
  filters: Filters;
  order: ListOrder;
  pagination: { current_page_no: number; item_no_per_page: number };
  options: { recommend_count: number };
}
