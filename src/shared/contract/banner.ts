import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { userTextSchema } from '../user-text.js';
import { ImageAddressSchema, LinkAddressSchema } from '../web-address.js';
import { defineCall } from './define.js';

/**
 * Banners (issue 14, product §2 and §9): operators' pictures on the home popup, the detail popup
 * and a strip on the lists, each in one language, switched on or off, and shown between an
 * optional start and end. Anyone reads the ones showing now; only operators change them.
 */

export const BANNER_PLACEMENTS = ['home_popup', 'detail_popup', 'list_strip'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const BANNER_TITLE_MAX_LENGTH = 100;

/** What a reader's page gets of a banner. */
export const BannerSchema = z.object({
  id: z.number(),
  /** The picture's words: its alt text and the dialog's name. */
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A banner as operators manage it. */
export const BannerRecordSchema = BannerSchema.extend({
  placement: z.enum(BANNER_PLACEMENTS),
  locale: z.enum(LOCALES),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  position: z.number(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type BannerRecord = z.infer<typeof BannerRecordSchema>;

const BannerTitleSchema = userTextSchema(BANNER_TITLE_MAX_LENGTH, 'validation.bannerTitleMax', {
  isOneLine: true,
});
const MomentSchema = z.iso.datetime({ offset: true }).nullable();

/** A banner's fields as an operator sets them (an update gives only those it changes). */
const BANNER_FIELDS = {
  placement: z.enum(BANNER_PLACEMENTS),
  locale: z.enum(LOCALES),
  title: BannerTitleSchema,
  image_url: ImageAddressSchema,
  link_url: LinkAddressSchema.nullable(),
  starts_at: MomentSchema,
  ends_at: MomentSchema,
  position: z.number().int().min(0).max(10_000),
};
const BannerFieldsSchema = z.strictObject({
  ...BANNER_FIELDS,
  link_url: BANNER_FIELDS.link_url.default(null),
  starts_at: MomentSchema.default(null),
  ends_at: MomentSchema.default(null),
  position: BANNER_FIELDS.position.default(0),
});
export type BannerFields = z.output<typeof BannerFieldsSchema>;

/** Whether a schedule can ever show: an end that is not after the start cannot. */
export function isScheduleOrdered(startsAt: string | null, endsAt: string | null): boolean {
  return startsAt === null || endsAt === null || Date.parse(startsAt) < Date.parse(endsAt);
}

const scheduleIssue = {
  message: 'validation.bannerSchedule',
  path: ['ends_at'],
};

export const bannerRead = defineCall({
  path: 'banner/read',
  method: 'read',
  auth: 'none',
  summary:
    'The banners showing now at a placement (`home_popup`, `detail_popup`, `list_strip`) in one language: switched on, within their schedule, by `position`.',
  input: z.strictObject({ placement: z.enum(BANNER_PLACEMENTS), locale: z.enum(LOCALES) }),
  output: z.object({ banners: z.array(BannerSchema) }),
});

export const bannerReadAll = defineCall({
  path: 'banner/read',
  method: 'read_all',
  auth: 'required',
  summary:
    'Operators only: every banner, on or off, past or coming, by placement, language and position.',
  input: z.strictObject({}),
  output: z.object({ banners: z.array(BannerRecordSchema) }),
});

export const bannerCreate = defineCall({
  path: 'banner/update',
  method: 'create',
  auth: 'required',
  summary:
    'Operators only: a new banner, switched on. `image_url` is http(s) ending in png/jpg/jpeg/gif/webp, `link_url` http(s); `request_id` (a UUID per submission) makes a double submit one banner.',
  input: BannerFieldsSchema.extend({ request_id: z.uuid() }).refine(
    (fields) => isScheduleOrdered(fields.starts_at, fields.ends_at),
    scheduleIssue,
  ),
  output: z.object({ banner: BannerRecordSchema }),
});

export const bannerUpdate = defineCall({
  path: 'banner/update',
  method: 'update',
  auth: 'required',
  summary:
    'Operators only: changes the fields given (placement, language, title, picture, link, schedule, position) of banner `id`.',
  input: z
    .strictObject(BANNER_FIELDS)
    .partial()
    .extend({ id: z.number().int().positive() })
    .refine(
      (fields) => isScheduleOrdered(fields.starts_at ?? null, fields.ends_at ?? null),
      scheduleIssue,
    ),
  output: z.object({ banner: BannerRecordSchema }),
});

export const bannerTurnOff = defineCall({
  path: 'banner/update',
  method: 'turn_off',
  auth: 'required',
  summary: 'Operators only: stops showing banner `id` (it stays, and can be turned on again).',
  input: z.strictObject({ id: z.number().int().positive() }),
  output: z.object({ banner: BannerRecordSchema }),
});

export const bannerTurnOn = defineCall({
  path: 'banner/update',
  method: 'turn_on',
  auth: 'required',
  summary: 'Operators only: shows banner `id` again, within its schedule.',
  input: z.strictObject({ id: z.number().int().positive() }),
  output: z.object({ banner: BannerRecordSchema }),
});

export const BANNER_CALLS = {
  'banner/read': bannerRead,
  'banner/read#read_all': bannerReadAll,
  'banner/update#create': bannerCreate,
  'banner/update': bannerUpdate,
  'banner/update#turn_off': bannerTurnOff,
  'banner/update#turn_on': bannerTurnOn,
} as const;
