import type { Catalogue } from '../format.js';
import type { koHome } from '../ko/home.js';

/** English copy of the home page. */
export const enHome: Catalogue<typeof koHome> = {
  pages: {
    home: {
      heroTitle: "Don't miss the benefits\nyou can get",
      heroBody:
        'Find youth policies, events and videos in one place, and apply before the deadline.',
      searchCta: 'Search',
      picks: "Editors' picks",
      closingSoon: 'Closing soon',
      newPolicies: 'New policies',
      upcomingEvents: 'Upcoming events',
      videos: 'Videos to watch',
      seeAll: 'See all',
      startSurvey: 'Get policy recommendations',
      surveyCta: 'Answer a few questions and we will pick the policies that fit you.',
      surveyAction: 'Start the 1-minute survey',
      forYou: 'Policies for you',
      forYouHint: 'Policies you can get, or worth checking, with your details',
      forYouEmpty: 'No policies match your details right now',
      byCategory: 'Browse by field',
      browseTitle: 'What are you looking for?',
      browsePolicies: 'Grants, housing, jobs: youth policies at a glance',
      browseEvents: 'Career talks, job fairs and education programs',
      browseVideos: 'Policies made easy, in videos',
      aboutLink: 'New to Youth Benefits?',
      seeAllLabel: 'See all: {{section}}',
      closingSoonHint: 'Applications close within 7 days',
      closingSoonEmpty: 'No policies close this week',
      sectionEmpty: 'Nothing to show here right now',
      sectionFailed: 'This list could not be loaded.',
    },
  },
};
