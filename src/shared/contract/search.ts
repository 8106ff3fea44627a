import { z } from 'zod';
import { SEARCH_LIST } from '../catalogue-lists.js';
import { ListAnswerSchema } from './catalogue.js';
import { defineCall } from './define.js';
import { filterList, listRequestSchema } from './list.js';

/** `search/common` (product §7): policies, events and videos together, with a count per kind. */
export const searchCommon = defineCall({
  path: SEARCH_LIST.path,
  method: 'read_list',
  auth: 'optional',
  summary:
    'Searches policies, events and videos together: keyword words all match (operator "and"; inside compounds, any spacing, 초성), filters (kind, region, category), order (scoring = relevance and shows closed items, newest, deadline, views), 24 a page, recommends, and kind_counts (every kind, before the kind filter). A search ranks at most its 1,000 newest matches; when more match, is_total_capped is true and total_count and kind_counts count only those (show "1,000+").',
  input: listRequestSchema(
    SEARCH_LIST.orders,
    z.strictObject({
      kind: filterList(SEARCH_LIST.filters.kind),
      region: filterList(SEARCH_LIST.filters.region),
      category: filterList(SEARCH_LIST.filters.category),
    }),
  ),
  output: ListAnswerSchema.extend({
    /** Matches per kind with the other filters applied, so tabs can show them. */
    kind_counts: z.object({
      policy: z.number().int(),
      event: z.number().int(),
      video: z.number().int(),
    }),
    /**
     * True when more items match than the 1,000 newest the search ranks (decision 008): then
     * `total_count` and every `kind_counts` value count only those and are lower bounds, shown
     * as "1,000+" / "1,000건 이상", never as the number of matches.
     */
    is_total_capped: z.boolean(),
  }),
});
export type SearchAnswer = z.output<typeof searchCommon.output>;
export type SearchFilters = z.output<typeof searchCommon.input>['filters'];
