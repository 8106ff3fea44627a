import { LegalPage, type LegalLoaders } from './legal-page.js';

const TERMS: LegalLoaders = {
  'ko-KR': () => import('./content/terms.ko.js'),
  'en-US': () => import('./content/terms.en.js'),
};

/** TermsOfService (product §2): 이용약관. */
export default function TermsOfService() {
  return <LegalPage name="terms" loaders={TERMS} labelsKey="pages.termsOfService" />;
}
