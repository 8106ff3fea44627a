import type { Catalogue } from '../format.js';
import type { koMyMatch } from '../ko/my-match.js';

/** English copy of a signed-in user's match around the catalogue. */
export const enMyMatch: Catalogue<typeof koMyMatch> = {
  myMatch: {
    badgeLabel: 'For you: {{result}}',
    badgeCount: '{{met}} of {{total}} conditions met',
    noConditions: 'Open to everyone',
    panel: {
      title: 'Check with my details',
      show: 'Check with my details',
      hide: 'Hide',
      signIn: 'Sign in and we will tell you at once whether you qualify.',
      signInAction: 'Sign in',
      survey: 'Answer the survey and we will tell you whether you qualify.',
      surveyAction: 'Take the 1-minute survey',
      fromAnswer: 'Checked against your survey answers of {{date}}.',
      fromProfile: 'Checked against your profile. Answer the survey for a closer check.',
      editAnswers: 'Edit answers',
      noCriteria: 'This policy sets no conditions: anyone can apply.',
      criteriaTitle: 'Condition by condition',
      readFromText: 'Read from the notice text',
      alsoCheckHint: 'These conditions cannot be checked automatically: please read them yourself.',
      disclaimer: 'For guidance only. The agency you apply to decides who qualifies.',
      failed: 'Your details could not be loaded.',
      marks: { met: 'Met', unmet: 'Not met', unknown: 'Needs checking' },
    },
  },
};
