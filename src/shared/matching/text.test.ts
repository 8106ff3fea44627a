import { describe, expect, it } from 'vitest';
import { DEMO_POLICIES } from '../../server/db/seed/demo/policies.js';
import { translate } from '../i18n/translate.js';
import type { Locale } from '../locale.js';
import { evaluate } from './evaluate.js';
import { answersOf } from './labelled/oracle.js';
import { BOUNDARY_POLICIES, LABELLED_PROFILES, LABELLED_TODAY } from './labelled/profiles.js';
import { personFromAnswers } from './person.js';
import { criterionText } from './text.js';

/** Every reason the labelled set produces, put into words in both languages. */
describe('criterionText', () => {
  const texts = (locale: Locale) => {
    const missing: string[] = [];
    const t = (key: string, values?: Record<string, string | number>) => {
      const text = translate(locale, key, values);
      if (text === undefined) missing.push(key);
      return text ?? key;
    };
    const out = new Map<string, string>();
    for (const profile of LABELLED_PROFILES) {
      const person = personFromAnswers(answersOf(profile));
      for (const { eligibility } of [...DEMO_POLICIES, ...BOUNDARY_POLICIES]) {
        for (const criterion of evaluate(eligibility, person, LABELLED_TODAY).criteria) {
          out.set(
            `${criterion.reason.key} ${JSON.stringify(criterion.reason.params)}`,
            criterionText(criterion, t, locale),
          );
        }
      }
    }
    return { missing, texts: [...out.values()] };
  };

  it.each(['ko-KR', 'en-US'] as const)(
    'has every message and fills every value in %s',
    (locale) => {
      const { missing, texts: all } = texts(locale);
      expect(missing).toEqual([]);
      expect(all.length).toBeGreaterThan(50);
      for (const text of all) {
        expect(text).not.toMatch(/\{\{|undefined|NaN|matching\.|details\./);
      }
    },
  );

  it('writes Korean sentences with the right particles and a full stop', () => {
    const { texts: all } = texts('ko-KR');
    for (const text of all) expect(text).toMatch(/[.]$|: .+$/);
    expect(all).not.toContainEqual(expect.stringMatching(/을\(를\)|이\(가\)|\(이\)에요/));
    expect(all).toContain('미취업자 대상이고, 지금 미취업자예요.');
    expect(all).toContain('미혼 대상이고, 지금 미혼이에요.');
  });

  it('names places with their 시·도, and amounts in each language’s way', () => {
    const person = personFromAnswers({
      birth_year: 1997,
      sido: '11',
      sigungu: '11440',
      income: '50_70m',
    });
    const jongno = evaluate(
      { regions: { sido: ['11'], sigungu: ['11110'] } },
      person,
      LABELLED_TODAY,
    );
    const ko = (key: string, v?: Record<string, string | number>) =>
      translate('ko-KR', key, v) ?? key;
    const en = (key: string, v?: Record<string, string | number>) =>
      translate('en-US', key, v) ?? key;
    expect(criterionText(jongno.criteria[0]!, ko, 'ko-KR')).toBe(
      '서울 종로구에 사는 사람이 대상인데 서울 마포구에 살고 있어요.',
    );
    expect(criterionText(jongno.criteria[0]!, en, 'en-US')).toBe(
      'For people living in Seoul Jongno-gu, and you live in Seoul Mapo-gu.',
    );
    const elsewhere = personFromAnswers({ birth_year: 1997, sido: '26' });
    const mixed = { regions: { sido: ['11', '41'], sigungu: ['11110'] } };
    expect(
      criterionText(evaluate(mixed, elsewhere, LABELLED_TODAY).criteria[0]!, ko, 'ko-KR'),
    ).toBe('서울 종로구, 경기에 사는 사람이 대상인데 부산에 살고 있어요.');
    const income = evaluate(
      { income: { kind: 'annual', maxManwon: 5500 } },
      person,
      LABELLED_TODAY,
    );
    expect(criterionText(income.criteria[0]!, ko, 'ko-KR')).toBe(
      '연 소득 5,500만 원 이하 대상이에요. 고른 소득 구간(5,000만~7,000만 원)에 기준이 걸쳐 있어 확인이 필요해요.',
    );
    expect(criterionText(income.criteria[0]!, en, 'en-US')).toBe(
      'For a yearly income up to ₩55M. The limit falls inside the range you chose (₩50M–₩70M), so check.',
    );
  });
});
