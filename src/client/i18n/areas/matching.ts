import { mergeCopy } from '../../../shared/i18n/format.js';
import { koEligibility } from '../../../shared/i18n/ko/eligibility.js';
import { koMatching } from '../../../shared/i18n/ko/matching.js';
import type { CopyArea } from '../index.js';

/**
 * Why a policy fits a person (match badges, the criteria panel, survey results): the reasons of
 * `criterionText`, with the eligibility copy whose labels they name.
 */
export const matchingCopy: CopyArea = {
  ko: mergeCopy(koEligibility, koMatching),
  en: async () => {
    const [{ enEligibility }, { enMatching }] = await Promise.all([
      import('../../../shared/i18n/en/eligibility.js'),
      import('../../../shared/i18n/en/matching.js'),
    ]);
    return mergeCopy(enEligibility, enMatching);
  },
};
