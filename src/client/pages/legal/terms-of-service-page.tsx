import { LegalPage, legalTexts } from './legal-page.js';

const TERMS = legalTexts({
  'ko-KR': () => import('./content/terms.ko.js'),
  'en-US': () => import('./content/terms.en.js'),
});

export const lazyParts = TERMS.lazyParts;

/** TermsOfService (product §2): 이용약관. */
export default function TermsOfService() {
  return <LegalPage name="terms" texts={TERMS.texts} labelsKey="pages.termsOfService" />;
}
