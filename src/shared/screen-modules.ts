import type { ScreenName } from './routes.js';

/**
 * The source module of each screen (relative to src/client, without extension). The client imports
 * them lazily; the server preloads the current page's module (from Vite's manifest) so its code
 * arrives with the page instead of one round trip later. A test keeps both lists in step.
 */
export const SCREEN_MODULES: Record<Exclude<ScreenName, 'Error404'>, string> = {
  Home: 'pages/home/home-page',
  PolicyList: 'pages/policy-list/policy-list-page',
  EventList: 'pages/event-list/event-list-page',
  VideoList: 'pages/video-list/video-list-page',
  PolicyDetails: 'pages/policy-details/policy-details-page',
  EventDetails: 'pages/event-details/event-details-page',
  VideoDetails: 'pages/video-details/video-details-page',
  Survey: 'pages/survey/survey-page',
  SearchedList: 'pages/searched-list/searched-list-page',
  Requests: 'pages/requests/requests-page',
  TermsOfService: 'pages/legal/terms-of-service-page',
  PrivacyPolicy: 'pages/legal/privacy-policy-page',
  Registration: 'pages/registration/registration-page',
  SignUp: 'pages/sign-up/sign-up-page',
  Intro: 'pages/intro/intro-page',
  ProfileSetup: 'pages/profile-setup/profile-setup-page',
  Account: 'pages/account/account-page',
  Profile: 'pages/account/profile-page',
  Bookmark: 'pages/account/bookmark-page',
  MyComments: 'pages/account/my-comments-page',
  Collabo: 'pages/collabo/collabo-page',
  Oauth: 'pages/oauth/oauth-page',
};
