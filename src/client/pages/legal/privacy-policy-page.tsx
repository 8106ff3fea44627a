import { LegalPage, type LegalLoaders } from './legal-page.js';

const PRIVACY: LegalLoaders = {
  'ko-KR': () => import('./content/privacy.ko.js'),
  'en-US': () => import('./content/privacy.en.js'),
};

/** PrivacyPolicy (product §2): 개인정보처리방침. */
export default function PrivacyPolicy() {
  return <LegalPage name="privacy" loaders={PRIVACY} labelsKey="pages.privacyPolicy" />;
}
