import { z } from 'zod';

/**
 * The token of a link in a mail that acts without signing in (confirm a subscription, stop the
 * newsletter or the deadline reminders): 32 random bytes, base64url. Holding it is the right.
 */
export const MailLinkTokenSchema = z
  .string({ error: 'validation.invalidType' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'validation.invalidType');
