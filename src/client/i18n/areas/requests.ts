import { koRequests } from '../../../shared/i18n/ko/requests.js';
import type { CopyArea } from '../index.js';

/** The requests form, loaded with its page. */
export const requestsCopy: CopyArea = {
  ko: koRequests,
  en: async () => (await import('../../../shared/i18n/en/requests.js')).enRequests,
};
