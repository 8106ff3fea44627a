import { mergeCopy } from './format.js';
import { enAccount } from './en/account.js';
import { enCore } from './en/core.js';
import { enDetails } from './en/details.js';
import { enEligibility } from './en/eligibility.js';
import { enForms } from './en/forms.js';
import { enHome } from './en/home.js';
import { enIntro } from './en/intro.js';
import { enLeavePrompt } from './en/leave-prompt.js';
import { enSearch } from './en/search.js';
import { enServer } from './en/server.js';
import type { Messages } from './ko.js';

/** The whole English catalogue (see ko.ts). */
export const en: Messages = mergeCopy(
  enCore,
  enServer,
  enAccount,
  enForms,
  enDetails,
  enEligibility,
  enHome,
  enIntro,
  enLeavePrompt,
  enSearch,
);
