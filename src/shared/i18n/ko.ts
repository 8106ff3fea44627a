import { mergeCopy, type Catalogue } from './format.js';
import { koAccount } from './ko/account.js';
import { koBanners, koPartner } from './ko/banners.js';
import { koBookmarks } from './ko/bookmarks.js';
import { koComments } from './ko/comments.js';
import { koCore } from './ko/core.js';
import { koDetails } from './ko/details.js';
import { koEligibility } from './ko/eligibility.js';
import { koMatching } from './ko/matching.js';
import { koForms } from './ko/forms.js';
import { koHome } from './ko/home.js';
import { koIntro } from './ko/intro.js';
import { koLeavePrompt } from './ko/leave-prompt.js';
import { koMyMatch } from './ko/my-match.js';
import { koModeration } from './ko/moderation.js';
import { koReport } from './ko/report.js';
import { koRequests } from './ko/requests.js';
import { koNewsletter } from './ko/newsletter.js';
import { koReviews } from './ko/reviews.js';
import { koSearch } from './ko/search.js';
import { koServer } from './ko/server.js';
import { koAccountSurvey } from './ko/account-survey.js';
import { koAccountReminders } from './ko/account-reminders.js';
import { koSurvey } from './ko/survey.js';
import { koSurveyResult } from './ko/survey-result.js';

/**
 * The whole Korean catalogue, for the server and the tests. The browser gets it in parts: the
 * core with the first script, an area's copy with the pages that use it (client/i18n/areas).
 */
export const ko = mergeCopy(
  koCore,
  koServer,
  koAccount,
  koBookmarks,
  koForms,
  koDetails,
  koComments,
  koEligibility,
  koMatching,
  koHome,
  koIntro,
  koLeavePrompt,
  koSearch,
  koReviews,
  koModeration,
  koReport,
  koRequests,
  koNewsletter,
  koSurvey,
  koSurveyResult,
  koAccountSurvey,
  koAccountReminders,
  koMyMatch,
  koBanners,
  koPartner,
);

export type Messages = Catalogue<typeof ko>;
