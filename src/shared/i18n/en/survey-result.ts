import type { koSurveyResult } from '../ko/survey-result.js';

/** The recommendation survey's results page (issue 13). */
export const enSurveyResult: typeof koSurveyResult = {
  surveyResult: {
    intro: 'Policies open now, checked against your answers.',
    usesProfile:
      'You have not answered the survey yet, so we used your profile. Answering makes this more precise.',
    groupTabs: 'Result groups',
    groups: {
      eligible: 'You can get',
      likely: 'Worth checking',
      not_eligible: 'Not for now',
    },
    groupCount: '{{count}}',
    groupHints: {
      eligible: 'You meet every condition we checked.',
      likely: 'You meet every condition you answered; some are still open.',
      not_eligible: 'A condition is not met. Check again when things change.',
    },
    empty: {
      eligible: 'No policy meets every condition yet.',
      likely: 'Nothing to check here.',
      not_eligible: 'Nothing here.',
    },
    emptyBody: 'Try editing your answers or changing the filters.',
    met: '{{met}} of {{total}} conditions met',
    noCriteria: 'No set conditions',
    criteriaTitle: 'Conditions of {{title}}',
    criterionResults: { met: 'Met', unmet: 'Not met', unknown: 'To check' },
    criteria: {
      age: 'Age',
      region: 'Region',
      income: 'Income',
      employment: 'Employment',
      education: 'Education',
      special: 'Target group',
      marital: 'Marital status',
      housing: 'Housing',
    },
    fromText: 'Read from the notice',
    alsoCheck: 'Also check before you apply',
    editAnswers: 'Edit answers',
    share: 'Share this results page',
    shareDone: 'Address copied. Your answers are not in it.',
    shareHint: 'The address holds only the filters. Whoever opens it sees their own results.',
    filters: 'Filters',
    category: 'Category',
    region: 'Region',
    allCategories: 'All categories',
    allRegions: 'All regions',
    clearFilters: 'Clear filters',
    needSurvey: {
      title: 'Answer a few questions first.',
      body: 'It takes a minute. Then we pick the policies you can get.',
      start: 'Start the survey',
    },
  },
};
