import { z } from 'zod';
import { ListItemSchema } from './catalogue.js';
import { userTextSchema } from '../user-text.js';
import { ImageAddressSchema } from '../web-address.js';
import { defineCall } from './define.js';

/**
 * Partner pages (`/collabo/{slug}/`, issue 14, product §2): a partner's logo, its introduction in
 * both languages and the items it chose, shown as the lists' cards. Operators make them with
 * `npm run partner`; anyone reads them.
 */

/** Lower-case letters, digits and inner hyphens, up to 40: the address's last part. */
export const PARTNER_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const PARTNER_NAME_MAX_LENGTH = 60;
export const PARTNER_INTRO_MAX_LENGTH = 1000;

/** A partner as an operator writes it (`npm run partner -- add`); an edit gives some of it. */
export const PartnerFieldsSchema = z.strictObject({
  slug: z.string().regex(PARTNER_SLUG_PATTERN, 'validation.partnerSlug'),
  name_ko: userTextSchema(PARTNER_NAME_MAX_LENGTH, 'validation.partnerNameMax', {
    isOneLine: true,
  }),
  name_en: userTextSchema(PARTNER_NAME_MAX_LENGTH, 'validation.partnerNameMax', {
    isOneLine: true,
  }),
  intro_ko: userTextSchema(PARTNER_INTRO_MAX_LENGTH, 'validation.partnerIntroMax'),
  intro_en: userTextSchema(PARTNER_INTRO_MAX_LENGTH, 'validation.partnerIntroMax'),
  logo_url: ImageAddressSchema,
});
export type PartnerFields = z.output<typeof PartnerFieldsSchema>;

const BothLanguages = z.object({ ko: z.string(), en: z.string() });

export const PartnerPageSchema = z.object({
  partner: z.object({
    slug: z.string(),
    name: BothLanguages,
    intro: BothLanguages,
    logo_url: z.string(),
  }),
  /** The chosen items in the partner's order, as list cards. */
  items: z.array(ListItemSchema),
});
export type PartnerPage = z.infer<typeof PartnerPageSchema>;

export const partnerRead = defineCall({
  path: 'partner/read',
  method: 'read',
  auth: 'none',
  summary:
    'A partner page: the partner (name and introduction in Korean and English, logo) and the items it chose, as list cards. Unknown `slug`: 404 `not_found`.',
  input: z.strictObject({ slug: z.string().regex(PARTNER_SLUG_PATTERN) }),
  output: PartnerPageSchema,
});
