import { mergeCopy } from '../../../shared/i18n/format.js';
import { koMatching } from '../../../shared/i18n/ko/matching.js';
import { koMyMatch } from '../../../shared/i18n/ko/my-match.js';
import type { CopyArea } from '../index.js';

/**
 * A signed-in user's match around the catalogue (card badges, the detail's criteria panel): the
 * engine's results and reasons with our own words. Without the eligibility copy of `matchingCopy`:
 * the panel shows on policy details, which load it themselves, and the badges name no criterion.
 */
export const myMatchCopy: CopyArea = {
  ko: mergeCopy(koMatching, koMyMatch),
  en: async () => {
    const [{ enMatching }, { enMyMatch }] = await Promise.all([
      import('../../../shared/i18n/en/matching.js'),
      import('../../../shared/i18n/en/my-match.js'),
    ]);
    return mergeCopy(enMatching, enMyMatch);
  },
};
