import { LegalPage, legalTexts } from './legal-page.js';

const PRIVACY = legalTexts({
  'ko-KR': () => import('./content/privacy.ko.js'),
  'en-US': () => import('./content/privacy.en.js'),
});

export const lazyParts = PRIVACY.lazyParts;

/** PrivacyPolicy (product §2): 개인정보처리방침. */
export default function PrivacyPolicy() {
  return <LegalPage name="privacy" texts={PRIVACY.texts} labelsKey="pages.privacyPolicy" />;
}
