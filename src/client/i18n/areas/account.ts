import { koAccount } from '../../../shared/i18n/ko/account.js';
import type { CopyArea } from '../index.js';

/** The account pages' copy: sign-up and sign-in, social sign-in, profile setup and profile. */
export const accountCopy: CopyArea = {
  ko: koAccount,
  en: async () => (await import('../../../shared/i18n/en/account.js')).enAccount,
};
