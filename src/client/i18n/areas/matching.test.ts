import { beforeEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../../shared/matching/evaluate.js';
import { personFromAnswers } from '../../../shared/matching/person.js';
import { criterionText } from '../../../shared/matching/text.js';
import { currentLocale, initI18n, loadCopyArea, t } from '../index.js';
import { matchingCopy } from './matching.js';

/** The matching copy area brings the reasons and the policy labels they name, in both languages. */
describe('the matching copy area', () => {
  beforeEach(() => initI18n('ko-KR'));

  const reason = () => {
    const person = personFromAnswers({ birth_year: 1997, sido: '11', work_status: 'employed' });
    return evaluate({ employment: ['unemployed'] }, person, '2026-11-25').criteria[0]!;
  };

  it('puts a reason into words once loaded, and again after a switch of language', async () => {
    await loadCopyArea(matchingCopy);
    expect(criterionText(reason(), t, currentLocale())).toBe('미취업자 대상인데 지금 재직자예요.');
    expect(t('details.eligibility.labels.housing')).toBe('주택');
    await initI18n('en-US');
    expect(criterionText(reason(), t, currentLocale())).toBe(
      'Who can apply: Not employed. You: Employed.',
    );
    expect(t('matching.results.likely')).toBe('Worth checking');
  });
});
