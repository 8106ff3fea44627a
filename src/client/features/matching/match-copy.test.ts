import { describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n/translate.js';
import { CRITERION_KEYS, MATCH_RESULTS } from '../../../shared/matching/index.js';

/**
 * The engine's texts the badges and the panel name by key (issue 13): a key renamed on one side
 * would show as the key itself on screen, which no type catches.
 */
const KEYS = [
  ...MATCH_RESULTS.map((result) => `matching.results.${result}`),
  ...CRITERION_KEYS.map((key) => `details.eligibility.labels.${key}`),
  ...['met', 'unmet', 'unknown'].map((mark) => `myMatch.panel.marks.${mark}`),
  'matching.alsoCheck',
  'myMatch.badgeLabel',
  'myMatch.badgeCount',
  'myMatch.panel.fromAnswer',
  'myMatch.panel.readFromText',
  'pages.home.forYou',
];

describe('the match UI copy', () => {
  for (const locale of ['ko-KR', 'en-US'] as const) {
    it(`has every text it names in ${locale}`, () => {
      const missing = KEYS.filter((key) => translate(locale, key) === undefined);
      expect(missing).toEqual([]);
    });
  }

  it('is Korean in Korean and English in English', () => {
    expect(translate('ko-KR', 'matching.results.eligible')).toMatch(/[가-힣]/);
    expect(translate('en-US', 'myMatch.panel.show')).not.toMatch(/[가-힣]/);
  });
});
