import { z } from 'zod';
import {
  EDUCATION_CONDITIONS,
  EMPLOYMENT_CONDITIONS,
  EVENT_CATEGORIES,
  FROM_TEXT_KEYS,
  HOUSING_CONDITIONS,
  MARITAL_CONDITIONS,
  SPECIAL_CONDITIONS,
} from '../eligibility.js';
import { CATALOGUE_LISTS } from '../catalogue-lists.js';
import type { ItemKind } from '../routes.js';
import { defineCall } from './define.js';
import { filterList, listRequestSchema } from './list.js';

/**
 * The catalogue calls of product §7: `policy/read`, `events/read` and `videos/read`, each with the
 * modes `read_list`, `read_detail` and `read_filters` (product §12).
 */

export { CATALOGUE_LISTS };

export const ITEM_LABELS = ['PICK', 'ING', 'ALWAYS', 'CLOSED', 'COMING'] as const;
export type ItemLabel = (typeof ITEM_LABELS)[number];
/** The application state of an item on a given Korean day; videos have none. */
export type ApplyStatus = Exclude<ItemLabel, 'PICK'>;

const YMD = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ISO_TIME = z.string();

export type CatalogueFilterKey = 'region' | 'category' | 'status';
export type CatalogueFilters = Partial<Record<CatalogueFilterKey, string[]>>;

const ItemKindSchema = z.enum(['policy', 'event', 'video']);

export const EligibilitySchema = z.object({
  age: z
    .object({
      min: z.number().optional(),
      max: z.number().optional(),
      militaryMaxMonths: z.number().optional(),
    })
    .optional(),
  regions: z
    .object({ sido: z.array(z.string()), sigungu: z.array(z.string()).optional() })
    .optional(),
  income: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('annual'),
        minManwon: z.number().optional(),
        maxManwon: z.number().optional(),
      }),
      z.object({ kind: z.literal('median_ratio'), maxPercent: z.number() }),
      z.object({ kind: z.literal('text'), text: z.string() }),
    ])
    .optional(),
  employment: z.array(z.enum(EMPLOYMENT_CONDITIONS)).optional(),
  education: z.array(z.enum(EDUCATION_CONDITIONS)).optional(),
  special: z.array(z.enum(SPECIAL_CONDITIONS)).optional(),
  marital: z.array(z.enum(MARITAL_CONDITIONS)).optional(),
  housing: z.array(z.enum(HOUSING_CONDITIONS)).optional(),
  /** Criteria the source stated only in its text, read there by the importer. */
  fromText: z.array(z.enum(FROM_TEXT_KEYS)).optional(),
  additionalConditions: z.string().optional(),
  excludedTargets: z.string().optional(),
});

/**
 * What a card's match badge judges (issue 13): a policy's hard criteria, without the source's
 * free text (추가자격조건, 참여제한대상; an income stated only in words keeps its kind, not its
 * words), so the browser can run the matching `classify` on any card.
 */
export const CardEligibilitySchema = EligibilitySchema.omit({
  additionalConditions: true,
  excludedTargets: true,
});
export type CardEligibility = z.infer<typeof CardEligibilitySchema>;

/** One item in a list (product §12), with what a card needs to decide a click. */
export const ListItemSchema = z.object({
  cid: z.string(),
  kind: ItemKindSchema,
  title: z.string(),
  summary: z.string(),
  agency: z.string(),
  thumbnail_url: z.string().nullable(),
  labels: z.array(z.enum(ITEM_LABELS)),
  /** Days left to apply for an open item with a deadline (0 on the last day), else null. */
  d_day: z.number().int().nullable(),
  apply_start: YMD.nullable(),
  apply_end: YMD.nullable(),
  views: z.number().int(),
  created_at: ISO_TIME,
  /** 시·도 codes; empty means nationwide (or online, for events). */
  regions: z.array(z.string()),
  categories: z.array(z.string()),
  event: z
    .object({
      starts_at: ISO_TIME,
      ends_at: ISO_TIME,
      is_online: z.boolean(),
      venue_name: z.string().nullable(),
    })
    .nullable(),
  video: z
    .object({
      provider: z.literal('youtube'),
      video_id: z.string(),
      duration_seconds: z.number().int(),
      channel: z.string(),
    })
    .nullable(),
  /** A policy's hard criteria for the match badge; null for events and videos. */
  eligibility: CardEligibilitySchema.nullable(),
});
export type ListItem = z.infer<typeof ListItemSchema>;

const LinksSchema = z.object({ apply: z.string().nullable(), references: z.array(z.string()) });

const DetailCommon = {
  body: z.string(),
  updated_at: ISO_TIME,
};

export const PolicyDetailSchema = ListItemSchema.extend({
  ...DetailCommon,
  kind: z.literal('policy'),
  policy: z.object({
    support: z.string(),
    how_to_apply: z.string(),
    documents: z.string(),
    contacts: z.string(),
    supervising_agency: z.string(),
    keywords: z.array(z.string()),
    sigungu: z.array(z.string()),
    eligibility: EligibilitySchema,
    links: LinksSchema,
  }),
});

export const EventDetailSchema = ListItemSchema.extend({
  ...DetailCommon,
  kind: z.literal('event'),
  event: z.object({
    starts_at: ISO_TIME,
    ends_at: ISO_TIME,
    is_online: z.boolean(),
    venue_name: z.string().nullable(),
    category: z.enum(EVENT_CATEGORIES),
    venue_address: z.string().nullable(),
    host: z.string(),
    fee_won: z.number().int(),
    capacity: z.number().int().nullable(),
    links: LinksSchema,
  }),
});

export const VideoDetailSchema = ListItemSchema.extend({
  ...DetailCommon,
  kind: z.literal('video'),
  video: z.object({
    provider: z.literal('youtube'),
    video_id: z.string(),
    duration_seconds: z.number().int(),
    channel: z.string(),
    related: z.array(ListItemSchema),
  }),
});

export const ItemDetailSchema = z.discriminatedUnion('kind', [
  PolicyDetailSchema,
  EventDetailSchema,
  VideoDetailSchema,
]);
export type ItemDetail = z.infer<typeof ItemDetailSchema>;
export type PolicyDetail = z.infer<typeof PolicyDetailSchema>;
export type EventDetail = z.infer<typeof EventDetailSchema>;
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

export const ListAnswerSchema = z.object({
  items: z.array(ListItemSchema),
  total_count: z.number().int(),
  current_page_no: z.number().int(),
  item_no_per_page: z.number().int(),
  /** Up to `recommend_count` open PICK items of this list (with its filters). */
  recommends: z.array(ListItemSchema),
});
export type ListAnswer = z.infer<typeof ListAnswerSchema>;

export const FiltersAnswerSchema = z.object({
  filters: z.array(
    z.object({
      key: z.enum(['region', 'category', 'status']),
      label: z.string(),
      options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
    }),
  ),
  total_count: z.number().int(),
});
export type FiltersAnswer = z.infer<typeof FiltersAnswerSchema>;

const CID = z.string().trim().min(1).max(80);

function catalogueCalls<K extends ItemKind>(kind: K) {
  const list = CATALOGUE_LISTS[kind];
  const filterShape = Object.fromEntries(
    Object.entries(list.filters).map(([key, values]) => [key, filterList(values)]),
  ) as { [F in keyof (typeof list)['filters']]: ReturnType<typeof filterList> };
  const noun = { policy: 'policies', event: 'events and education programs', video: 'videos' }[
    kind
  ];
  return {
    readList: defineCall({
      path: list.path,
      method: 'read_list',
      auth: 'optional',
      summary: `A page of ${noun}: keyword, show_closed, filters (${Object.keys(list.filters).join(', ')}), order (${list.orders.join(', ')}), 24 a page, recommends.`,
      input: listRequestSchema(list.orders, z.strictObject(filterShape)),
      output: ListAnswerSchema,
    }),
    readDetail: defineCall({
      path: list.path,
      method: 'read_detail',
      auth: 'optional',
      summary: `One of the ${noun} by cid; counts a view once per client key per item per Korean day. Unknown cid: 404 not_found.`,
      input: z.object({ cid: CID }),
      output: ItemDetailSchema,
    }),
    readFilters: defineCall({
      path: list.path,
      method: 'read_filters',
      auth: 'optional',
      summary: `Filter options of the ${noun} list with a count per option (reflecting condition.show_closed).`,
      input: z.object({
        condition: z.object({ show_closed: z.boolean().default(false) }).prefault({}),
      }),
      output: FiltersAnswerSchema,
    }),
  };
}

export const POLICY_CALLS = catalogueCalls('policy');
export const EVENT_CALLS = catalogueCalls('event');
export const VIDEO_CALLS = catalogueCalls('video');
export const CATALOGUE_CALLS = {
  policy: POLICY_CALLS,
  event: EVENT_CALLS,
  video: VIDEO_CALLS,
} as const;
