import { mergeCopy } from './format.js';
import { enAccount } from './en/account.js';
import { enBanners, enPartner } from './en/banners.js';
import { enBookmarks } from './en/bookmarks.js';
import { enComments } from './en/comments.js';
import { enCore } from './en/core.js';
import { enDetails } from './en/details.js';
import { enEligibility } from './en/eligibility.js';
import { enMatching } from './en/matching.js';
import { enForms } from './en/forms.js';
import { enHome } from './en/home.js';
import { enIntro } from './en/intro.js';
import { enLeavePrompt } from './en/leave-prompt.js';
import { enMyMatch } from './en/my-match.js';
import { enModeration } from './en/moderation.js';
import { enReport } from './en/report.js';
import { enRequests } from './en/requests.js';
import { enNewsletter } from './en/newsletter.js';
import { enReviews } from './en/reviews.js';
import { enSearch } from './en/search.js';
import { enServer } from './en/server.js';
import { enAccountSurvey } from './en/account-survey.js';
import { enAccountReminders } from './en/account-reminders.js';
import { enSurvey } from './en/survey.js';
import { enSurveyResult } from './en/survey-result.js';
import type { Messages } from './ko.js';

/** The whole English catalogue (see ko.ts). */
export const en: Messages = mergeCopy(
  enCore,
  enServer,
  enAccount,
  enBookmarks,
  enForms,
  enDetails,
  enComments,
  enEligibility,
  enMatching,
  enHome,
  enIntro,
  enLeavePrompt,
  enSearch,
  enReviews,
  enModeration,
  enReport,
  enRequests,
  enNewsletter,
  enSurvey,
  enSurveyResult,
  enAccountSurvey,
  enAccountReminders,
  enMyMatch,
  enBanners,
  enPartner,
);
