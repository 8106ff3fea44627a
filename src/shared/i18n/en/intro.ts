import type { Catalogue } from '../format.js';
import type { koIntro } from '../ko/intro.js';

/** English copy of the intro page. */
export const enIntro: Catalogue<typeof koIntro> = {
  pages: {
    intro: {
      lead: 'Youth Benefits gathers the policies, events and education programs, and videos that young people aged 19 to 39 in Korea can use, in one place.',
      whatTitle: 'What you can do here',
      what: [
        'Find youth policies of the 17 provinces and the central government by region, field and application period.',
        'Check the dates of career talks, job fairs and education programs.',
        'Understand complex programs through short videos.',
        'Answer a few questions and get the policies that fit you.',
        'Bookmark the benefits you care about and read one-line reviews from other young people.',
        'Get new benefits and deadlines every Monday in the newsletter.',
      ],
      howTitle: 'How to start',
      how: [
        'Type what you need, such as "rent" or "jobs", in the search box, or pick a field.',
        'Open a policy to check who can apply and when.',
        'Sign in and complete your profile to get the policies you can receive.',
        'Apply through the official notice of the agency; we link you to it.',
      ],
      trustTitle: 'Information you can trust',
      trust:
        'Policy data comes from public sources such as Youth Center (온통청년). Every policy shows its agency and a link to the original notice: please check it before you apply.',
      start: 'Explore Youth Benefits',
      survey: 'Get policy recommendations',
    },
  },
};
