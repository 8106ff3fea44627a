import type { Catalogue } from '../format.js';
import type { koMatching } from '../ko/matching.js';

/** Why a policy fits or not, criterion by criterion (see ko/matching.ts). */
export const enMatching: Catalogue<typeof koMatching> = {
  matching: {
    results: {
      eligible: 'You can get it',
      likely: 'Worth checking',
      not_eligible: 'Not for now',
    },
    criterionResults: {
      met: 'Met',
      unmet: 'Not met',
      unknown: 'To check',
    },
    metCount: '{{met}} of {{total}} conditions met',
    fromText: 'Read from the notice',
    alsoCheck: 'Also check before you apply',
    range: {
      single: '{{min}}',
      both: '{{min}} to {{max}}',
      min: '{{min}} or older',
      max: '{{max}} or younger',
    },
    age: {
      exact: '{{age}}',
      either: '{{low}} or {{high}}',
      met: 'For ages {{range}}, and you are {{age}}.',
      metByService: 'For ages {{range}}; your military service raises the limit, so you qualify.',
      unmet: 'For ages {{range}}, and you are {{age}}.',
      birthday:
        'For ages {{range}}. You are {{age}} depending on whether your birthday has passed this year.',
      askService:
        'For ages {{range}}, raised by the time you served in the military. Tell us how long you served to check.',
    },
    region: {
      met: 'For people living in {{places}}, and you live in {{home}}.',
      unmet: 'For people living in {{places}}, and you live in {{home}}.',
      askSigungu:
        'For people living in {{places}}. Tell us your city, county or district to check.',
      reorganised:
        'For people living in {{places}}. The districts have changed, so check whether {{home}} is included.',
    },
    income: {
      annual: {
        met: 'For {{limit}}, and your yearly income is within it.',
        unmet: 'For {{limit}}, and your yearly income is {{mineIs}}.',
        askIncome: 'For {{limit}}. Tell us your yearly income to check.',
        straddles:
          'For {{limit}}. The limit falls inside the range you chose ({{mine}}), so check.',
      },
      median: {
        met: 'For households up to {{percent}}% of the standard median income, and yours is within it.',
        unmet:
          'For households up to {{percent}}% of the standard median income, and yours is above it.',
        askIncome:
          'For households up to {{percent}}% of the standard median income. Tell us your household income to check.',
        askSize:
          'For households up to {{percent}}% of the standard median income. Tell us how many people live in your household to check.',
        straddles:
          'For households up to {{percent}}% of the standard median income. The limit falls inside the range you chose, so check.',
        noTable:
          'For households up to {{percent}}% of the standard median income. The {{year}} table is not out yet, so check.',
        limit: 'For a household of {{size}}, that is {{limit}} a month.',
      },
      text: 'Check the income rule in the notice: {{text}}',
      limitBoth: 'a yearly income of {{min}} to {{max}}',
      limitMax: 'a yearly income up to {{max}}',
      limitMin: 'a yearly income of {{min}} or more',
      atLeast: '{{low}} or more',
      between: '{{low}}–{{high}}',
    },
    employment: {
      met: 'Who can apply: {{accepted}}. You: {{mine}}.',
      unmet: 'Who can apply: {{accepted}}. You: {{mine}}.',
      ask: 'Who can apply: {{accepted}}. Tell us what you do now to check.',
      unclear: 'Who can apply: {{accepted}}. Check whether {{mine}} counts.',
    },
    education: {
      met: 'Who can apply: {{accepted}}. You: {{mine}}.',
      unmet: 'Who can apply: {{accepted}}. You: {{mine}}.',
      ask: 'Who can apply: {{accepted}}. Tell us your education to check.',
      unclear: 'Who can apply: {{accepted}}. Check in the notice whether {{mine}} counts.',
    },
    special: {
      met: 'Who can apply: {{accepted}}. You: {{mine}}.',
      unmet: 'Who can apply: {{accepted}}. You said none of these applies to you.',
      ask: 'Who can apply: {{accepted}}. Check whether this applies to you.',
      unclear: 'Who can apply: {{accepted}}. Check whether this applies to you.',
    },
    marital: {
      met: 'Who can apply: {{accepted}}. You: {{mine}}.',
      unmet: 'Who can apply: {{accepted}}. You: {{mine}}.',
      ask: 'Who can apply: {{accepted}}. Tell us your marital status to check.',
      unclear: 'Who can apply: {{accepted}}. Check in the notice whether {{mine}} counts.',
    },
    housing: {
      met: 'Who can apply: {{accepted}}. You: {{mine}}.',
      unmet: 'Who can apply: {{accepted}}. You: {{mine}}.',
      ask: 'Who can apply: {{accepted}}. Tell us whether you own a home to check.',
      unclear: 'Who can apply: {{accepted}}. Check whether this applies to you.',
    },
    maritalStatus: {
      single: 'Single',
      married: 'Married',
      divorced: 'Divorced',
      other: 'Other',
    },
    housingStatus: {
      homeless: 'People without a home',
      homeless_head: 'Household head without a home',
      homeless_member: 'Household member without a home',
      homeowner: 'Household that owns a home',
    },
    listSeparator: ', ',
  },
};
