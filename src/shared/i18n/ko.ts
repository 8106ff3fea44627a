import { mergeCopy, type Catalogue } from './format.js';
import { koAccount } from './ko/account.js';
import { koCore } from './ko/core.js';
import { koDetails } from './ko/details.js';
import { koEligibility } from './ko/eligibility.js';
import { koForms } from './ko/forms.js';
import { koHome } from './ko/home.js';
import { koIntro } from './ko/intro.js';
import { koLeavePrompt } from './ko/leave-prompt.js';
import { koSearch } from './ko/search.js';
import { koServer } from './ko/server.js';

/**
 * The whole Korean catalogue, for the server and the tests. The browser gets it in parts: the
 * core with the first script, an area's copy with the pages that use it (client/i18n/areas).
 */
export const ko = mergeCopy(
  koCore,
  koServer,
  koAccount,
  koForms,
  koDetails,
  koEligibility,
  koHome,
  koIntro,
  koLeavePrompt,
  koSearch,
);

export type Messages = Catalogue<typeof ko>;
