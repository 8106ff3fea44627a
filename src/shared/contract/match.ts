import { z } from 'zod';
import { INTEREST_CATEGORIES } from '../categories.js';
import { SIDO_CODES } from '../regions.js';
import { MATCH_RESULTS, CRITERION_RESULTS } from '../matching/types.js';
import { ListItemSchema } from './catalogue.js';
import { defineCall } from './define.js';
import { filterList, listRequestSchema } from './list.js';

/**
 * `match/common` (issue 13, product §7): every open policy judged against a person (an answer of
 * the survey, else the signed-in user's latest answer, else the profile), by the one pure function
 * of `src/shared/matching/` the browser also runs for card badges.
 */

export const CriterionSchema = z.object({
  /** The criterion: age, region, income, employment, education, special, marital, housing. */
  key: z.string(),
  result: z.enum(CRITERION_RESULTS),
  /** Why, in the caller's language ("만 34세까지인데 만 29세예요"). */
  text: z.string(),
  /** True when the policy states this criterion only in its text and the importer read it there. */
  from_text: z.boolean(),
});

export const MatchSchema = z.object({
  result: z.enum(MATCH_RESULTS),
  met: z.number().int(),
  total: z.number().int(),
  criteria: z.array(CriterionSchema),
  /** The source's free-text conditions (추가자격조건, 참여제한대상): shown as "also check", never decide. */
  also_check: z.array(z.string()),
});
export type Match = z.infer<typeof MatchSchema>;

export const MatchedItemSchema = ListItemSchema.extend({ match: MatchSchema });

const ResultCountsSchema = z.object(
  Object.fromEntries(MATCH_RESULTS.map((result) => [result, z.number().int()])) as Record<
    (typeof MATCH_RESULTS)[number],
    z.ZodNumber
  >,
);

export const matchCommon = defineCall({
  path: 'match/common',
  method: 'read_list',
  auth: 'required',
  summary:
    "Open policies judged against the caller's answer (`answer_id`, else the latest answer, else the profile; neither: 409 survey_required): the list payload with filters (result: eligible and likely by default; region; category), order (scoring, deadline, newest); each item carries `match`, and `result_counts` counts each result under the other filters.",
  input: listRequestSchema(
    ['scoring', 'deadline', 'newest'],
    z.strictObject({
      result: filterList(MATCH_RESULTS),
      region: filterList(SIDO_CODES as unknown as readonly [string, ...string[]]),
      category: filterList(INTEREST_CATEGORIES),
    }),
  ).extend({ answer_id: z.uuid().optional() }),
  output: z.object({
    items: z.array(MatchedItemSchema),
    total_count: z.number().int(),
    current_page_no: z.number().int(),
    item_no_per_page: z.number().int(),
    recommends: z.array(ListItemSchema),
    result_counts: ResultCountsSchema,
  }),
});

export const MATCH_CALLS = { 'match/common#read_list': matchCommon } as const;
