import { koEligibility } from '../../../shared/i18n/ko/eligibility.js';
import type { CopyArea } from '../index.js';

/** A policy's eligibility in words (policy details). */
export const eligibilityCopy: CopyArea = {
  ko: koEligibility,
  en: async () => (await import('../../../shared/i18n/en/eligibility.js')).enEligibility,
};
