import type { koAccountSurvey } from '../ko/account-survey.js';

/** The account page's part for the survey's answers (issue 13). */
export const enAccountSurvey: typeof koAccountSurvey = {
  accountSurvey: {
    title: 'Recommendation answers',
    none: 'You have not answered the survey yet. Answer it to see the policies you can get.',
    usesProfile: 'For now, recommendations use your profile.',
    savedOn: 'Answered on {{date}}.',
    start: 'Start the survey',
    results: 'See recommendations',
    edit: 'Edit answers',
    delete: 'Delete answers',
    deleteTitle: 'Delete all your answers?',
    deleteBody:
      'Deleted answers cannot be brought back. Recommendations will use your profile again.',
    deleteConfirm: 'Delete',
    deleted: 'Your answers were deleted.',
    deleteFailed: 'We could not delete your answers. Please try again in a moment.',
    loadFailed: 'We could not load your answers.',
  },
};
