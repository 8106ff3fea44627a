import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../eligibility.js';
import { translate } from '../i18n/translate.js';
import type { Locale } from '../locale.js';
import type { SurveyAnswers } from '../survey.js';
import { classify, evaluate, type Evaluation } from './evaluate.js';
import { personFromAnswers, personFromProfile } from './person.js';
import { criterionText } from './text.js';

/** The rules of issue 13, each on its own, at and around its boundaries. */

const TODAY = '2026-11-25';
const answers = (more: Partial<SurveyAnswers> = {}): SurveyAnswers => ({
  birth_year: 1997,
  sido: '11',
  ...more,
});
const judge = (eligibility: Eligibility, more: Partial<SurveyAnswers> = {}, today = TODAY) =>
  evaluate(eligibility, personFromAnswers(answers(more)), today);
const resultOf = (evaluation: Evaluation, key: string) =>
  evaluation.criteria.find((c) => c.key === key)?.result;
const text = (evaluation: Evaluation, key: string, locale: Locale = 'ko-KR') => {
  const criterion = evaluation.criteria.find((c) => c.key === key)!;
  return criterionText(criterion, (k, v) => translate(locale, k, v) ?? `!${k}`, locale);
};

describe('age in 만 나이 on the Korean day', () => {
  const upTo34 = { age: { min: 19, max: 34 } };

  it('a birth year alone leaves the boundary year unknown, never met or unmet', () => {
    // Born 1991: 34 until the birthday in 2026, 35 after; on 2026-11-25 either is possible.
    expect(resultOf(judge(upTo34, { birth_year: 1991 }), 'age')).toBe('unknown');
    expect(resultOf(judge(upTo34, { birth_year: 1992 }), 'age')).toBe('met');
    expect(resultOf(judge(upTo34, { birth_year: 1990 }), 'age')).toBe('unmet');
    // The lower boundary: born 2007 is 18 or 19.
    expect(resultOf(judge(upTo34, { birth_year: 2007 }), 'age')).toBe('unknown');
    expect(resultOf(judge(upTo34, { birth_year: 2006 }), 'age')).toBe('met');
    expect(resultOf(judge(upTo34, { birth_year: 2008 }), 'age')).toBe('unmet');
  });

  it('the birth month decides, except in the birthday month itself', () => {
    expect(resultOf(judge(upTo34, { birth_year: 1991, birth_month: 10 }), 'age')).toBe('unmet');
    expect(resultOf(judge(upTo34, { birth_year: 1991, birth_month: 12 }), 'age')).toBe('met');
    // November: the 25th may be before or after the birthday.
    expect(resultOf(judge(upTo34, { birth_year: 1991, birth_month: 11 }), 'age')).toBe('unknown');
    // On the last day of the month every birthday of that month has passed.
    const lastDay = judge(upTo34, { birth_year: 1991, birth_month: 11 }, '2026-11-30');
    expect(resultOf(lastDay, 'age')).toBe('unmet');
    const firstDay = judge(upTo34, { birth_year: 2007, birth_month: 1 }, '2026-01-01');
    expect(resultOf(firstDay, 'age')).toBe('unknown'); // 19 only if born on 1 January
    const lastOfJanuary = judge(upTo34, { birth_year: 2007, birth_month: 1 }, '2026-01-31');
    expect(resultOf(lastOfJanuary, 'age')).toBe('met');
  });

  it('turns the year over on the Korean day, not before', () => {
    // Born in December 1991: 34 on the last day of 2026's November, still 34 on 30 November.
    expect(
      resultOf(judge(upTo34, { birth_year: 1991, birth_month: 12 }, '2026-11-30'), 'age'),
    ).toBe('met');
    // 1 January 2027: born 1992 is 34 or 35 (month unknown); in January 1992, 34 or 35 too.
    expect(resultOf(judge(upTo34, { birth_year: 1992 }, '2027-01-01'), 'age')).toBe('unknown');
    expect(resultOf(judge(upTo34, { birth_year: 1992, birth_month: 2 }, '2027-01-01'), 'age')).toBe(
      'met',
    );
  });

  it('someone born on 29 February turns a year older on 1 March in other years', () => {
    const from22 = { age: { min: 22 } };
    const leapYear = { birth_year: 2004, birth_month: 2 };
    expect(resultOf(judge(from22, leapYear, '2026-02-28'), 'age')).toBe('unknown');
    expect(resultOf(judge(from22, leapYear, '2026-03-01'), 'age')).toBe('met');
    // February 2005 had 28 days: on the 28th every such birthday has passed.
    const from21 = { age: { min: 21 } };
    expect(resultOf(judge(from21, { birth_year: 2005, birth_month: 2 }, '2026-02-28'), 'age')).toBe(
      'met',
    );
  });

  it('military service moves the upper limit where the policy says so, never beyond its cap', () => {
    const withService = { age: { min: 19, max: 34, militaryMaxMonths: 36 } };
    // 36 years and 8 months old on 2026-11-25 (born March 1990): 34 and 11 months after 21 months
    // of service, 35 and 2 months after 18.
    const born = { birth_year: 1990, birth_month: 3 };
    expect(resultOf(judge(withService, { ...born, military_months: 21 }), 'age')).toBe('met');
    expect(resultOf(judge(withService, { ...born, military_months: 18 }), 'age')).toBe('unmet');
    const older = { birth_year: 1991, birth_month: 3 }; // 35 since March 2026: 8 months past 35
    expect(resultOf(judge(withService, { ...older, military_months: 21 }), 'age')).toBe('met');
    expect(resultOf(judge(withService, { ...older, military_months: 6 }), 'age')).toBe('unmet');
    expect(resultOf(judge(withService, { ...older, military_months: 0 }), 'age')).toBe('unmet');
    // Not told: within the cap it may apply.
    expect(resultOf(judge(withService, older), 'age')).toBe('unknown');
    expect(text(judge(withService, older), 'age')).toContain('복무 기간을 알려 주면');
    // A policy without the extension ignores the service.
    expect(resultOf(judge({ age: { max: 34 } }, { ...older, military_months: 21 }), 'age')).toBe(
      'unmet',
    );
    const muchOlder = { birth_year: 1985, military_months: 24 };
    expect(resultOf(judge(withService, muchOlder), 'age')).toBe('unmet');
  });

  it('says the age in words, both candidates when the birthday decides', () => {
    const evaluation = judge(upTo34, { birth_year: 1991 });
    expect(text(evaluation, 'age')).toBe(
      '만 19~34세 대상이에요. 올해 생일이 지났는지에 따라 만 34세 또는 35세라서 확인이 필요해요.',
    );
    expect(text(evaluation, 'age', 'en-US')).toContain('34 or 35');
  });
});

describe('regions', () => {
  it('nationwide (absent or empty) is no criterion', () => {
    expect(judge({}).criteria).toEqual([]);
    expect(judge({ age: {}, employment: [], income: { kind: 'annual' } }).criteria).toEqual([]);
    expect(judge({ regions: { sido: [] } }).criteria).toEqual([]);
    expect(judge({}).result).toBe('eligible');
  });

  it('a 시·도 is met or unmet by the person’s 시·도 alone', () => {
    expect(resultOf(judge({ regions: { sido: ['11'] } }), 'region')).toBe('met');
    expect(resultOf(judge({ regions: { sido: ['26', '41'] } }), 'region')).toBe('unmet');
  });

  it('a 시·군·구 needs the person’s 시·군·구, and only within its own 시·도', () => {
    const jongno = { regions: { sido: ['11'], sigungu: ['11110'] } };
    expect(resultOf(judge(jongno), 'region')).toBe('unknown');
    expect(text(judge(jongno), 'region')).toBe(
      '서울 종로구에 사는 사람이 대상이에요. 사는 시·군·구를 알려 주면 확인할 수 있어요.',
    );
    expect(resultOf(judge(jongno, { sigungu: '11110' }), 'region')).toBe('met');
    expect(resultOf(judge(jongno, { sigungu: '11140' }), 'region')).toBe('unmet');
    expect(resultOf(judge(jongno, { sido: '26' }), 'region')).toBe('unmet');
    // The whole of 경기 and 종로구 of 서울: a person anywhere in 경기 is in.
    const mixed = { regions: { sido: ['11', '41'], sigungu: ['11110'] } };
    expect(resultOf(judge(mixed, { sido: '41' }), 'region')).toBe('met');
  });

  it('광주 (29) and 전남 (46) match the merged 12 and their old codes', () => {
    const merged = { regions: { sido: ['12'] } };
    expect(resultOf(judge(merged, { sido: '29' }), 'region')).toBe('met');
    expect(resultOf(judge(merged, { sido: '46' }), 'region')).toBe('met');
    expect(resultOf(judge(merged, { sido: '11' }), 'region')).toBe('unmet');
    // 광주 북구: 12300 on the 2026 map, 29170 before.
    const bukgu = { regions: { sido: ['29'], sigungu: ['29170'] } };
    expect(resultOf(judge(bukgu, { sido: '29', sigungu: '12300' }), 'region')).toBe('met');
    expect(resultOf(judge(bukgu, { sido: '29', sigungu: '12210' }), 'region')).toBe('unmet');
    // An answer on the old map is read on the new one.
    const now = { regions: { sido: ['29'], sigungu: ['12300'] } };
    expect(resultOf(judge(now, { sido: '29', sigungu: '29170' }), 'region')).toBe('met');
    // 광주 only is not for 전남.
    expect(resultOf(judge({ regions: { sido: ['29'] } }, { sido: '46' }), 'region')).toBe('unmet');
    // 강원's old 42 is today's 51.
    expect(resultOf(judge({ regions: { sido: ['42'] } }, { sido: '51' }), 'region')).toBe('met');
  });

  it('an area split across old borders stays unknown for a policy on the old map', () => {
    const oldJunggu = { regions: { sido: ['28'], sigungu: ['28110'] } }; // 인천 중구 before 2026
    expect(resultOf(judge(oldJunggu, { sido: '28', sigungu: '28155' }), 'region')).toBe('met'); // 영종구
    expect(resultOf(judge(oldJunggu, { sido: '28', sigungu: '28125' }), 'region')).toBe('unknown'); // 제물포구
    expect(resultOf(judge(oldJunggu, { sido: '28', sigungu: '28185' }), 'region')).toBe('unmet');
  });
});

describe('income', () => {
  const upTo5000 = { income: { kind: 'annual' as const, maxManwon: 5000 } };

  it('an annual limit inside the chosen range is unknown; outside, met or unmet', () => {
    expect(resultOf(judge(upTo5000, { income: '24_35m' }), 'income')).toBe('met');
    expect(resultOf(judge(upTo5000, { income: '36_50m' }), 'income')).toBe('met'); // up to 5,000만
    expect(resultOf(judge(upTo5000, { income: '50_70m' }), 'income')).toBe('unknown');
    expect(resultOf(judge(upTo5000, { income: '70_100m' }), 'income')).toBe('unmet');
    expect(
      resultOf(
        judge({ income: { kind: 'annual', maxManwon: 3500 } }, { income: '24_35m' }),
        'income',
      ),
    ).toBe(
      'unknown', // the label says up to 3,500만, but 3,500만–3,600만 falls nowhere else
    );
    expect(resultOf(judge(upTo5000), 'income')).toBe('unknown');
    expect(text(judge(upTo5000), 'income')).toBe(
      '연 소득 5,000만 원 이하 대상이에요. 연 소득을 알려 주면 확인할 수 있어요.',
    );
    const floor = { income: { kind: 'annual' as const, minManwon: 2400 } };
    expect(resultOf(judge(floor, { income: 'under_24m' }), 'income')).toBe('unmet');
    expect(resultOf(judge(floor, { income: '24_35m' }), 'income')).toBe('met');
  });

  it('a median ratio uses the household size and the table of the year', () => {
    const upTo60 = { income: { kind: 'median_ratio' as const, maxPercent: 60 } };
    // 2026, one person: 60 % of 2,564,238 is 1,538,542 원 a month.
    const single = { household_size: 1 };
    expect(resultOf(judge(upTo60, { ...single, household_income: 'under_200' }), 'income')).toBe(
      'unknown',
    );
    expect(resultOf(judge(upTo60, { ...single, household_income: '200_300' }), 'income')).toBe(
      'unmet',
    );
    // Four people: 60 % of 6,494,738 is 3,896,842 원: 200만–300만 is within.
    expect(
      resultOf(judge(upTo60, { household_size: 4, household_income: '200_300' }), 'income'),
    ).toBe('met');
    // Size unknown: 200만–300만 is over the limit of one and under that of four.
    const noSize = judge(upTo60, { household_income: '200_300' });
    expect(resultOf(noSize, 'income')).toBe('unknown');
    expect(text(noSize, 'income')).toContain('가구원 수를 알려 주면');
    // So low that no household size could make it too much: met without the size.
    const upTo150 = { income: { kind: 'median_ratio' as const, maxPercent: 150 } };
    expect(resultOf(judge(upTo150, { household_income: 'under_200' }), 'income')).toBe('met');
    // A living-alone answer is a household of one.
    expect(
      resultOf(judge(upTo60, { single_household: true, household_income: '200_300' }), 'income'),
    ).toBe('unmet');
    // A year without a table is not judged against another year's.
    expect(
      resultOf(judge(upTo60, { ...single, household_income: '200_300' }, '2031-01-01'), 'income'),
    ).toBe('unknown');
    expect(
      text(judge(upTo60, { ...single, household_income: '200_300' }, '2031-01-01'), 'income'),
    ).toContain('2031년 기준표가 아직 없어');
    // 2025's table for 2025.
    expect(
      resultOf(
        judge(upTo60, { household_size: 1, household_income: 'under_200' }, '2025-06-01'),
        'income',
      ),
    ).toBe('unknown');
  });

  it('free text is unknown and says what to read', () => {
    const written = { income: { kind: 'text' as const, text: '월 보수 270만 원 미만' } };
    const evaluation = judge(written, { income: 'under_24m', household_income: 'under_200' });
    expect(resultOf(evaluation, 'income')).toBe('unknown');
    expect(text(evaluation, 'income')).toBe(
      '소득 기준은 공고문에서 확인해 주세요: 월 보수 270만 원 미만',
    );
  });
});

describe('lists of statuses', () => {
  it('employment: the one status told, or unknown', () => {
    const unemployed = { employment: ['unemployed' as const] };
    expect(resultOf(judge(unemployed, { work_status: 'unemployed' }), 'employment')).toBe('met');
    expect(resultOf(judge(unemployed, { work_status: 'employed' }), 'employment')).toBe('unmet');
    expect(resultOf(judge(unemployed), 'employment')).toBe('unknown');
    expect(text(judge(unemployed, { work_status: 'employed' }), 'employment')).toBe(
      '미취업자 대상인데 지금 재직자예요.',
    );
  });

  it('기타 is for the notice to decide, unless the policy lists it', () => {
    const unemployed = { employment: ['unemployed' as const] };
    expect(resultOf(judge(unemployed, { work_status: 'other' }), 'employment')).toBe('unknown');
    expect(text(judge(unemployed, { work_status: 'other' }), 'employment')).toBe(
      '미취업자 대상이에요. 기타도 되는지 확인이 필요해요.',
    );
    const others = { employment: ['unemployed' as const, 'other' as const] };
    expect(resultOf(judge(others, { work_status: 'other' }), 'employment')).toBe('met');
    const graduates = { education: ['university_graduate' as const] };
    expect(resultOf(judge(graduates, { education: 'other' }), 'education')).toBe('unknown');
  });

  it('education: a higher school than the one listed is for the notice to decide', () => {
    const graduates = { education: ['university_graduate' as const] };
    expect(resultOf(judge(graduates, { education: 'university_graduate' }), 'education')).toBe(
      'met',
    );
    expect(resultOf(judge(graduates, { education: 'graduate_degree' }), 'education')).toBe(
      'unknown',
    );
    expect(resultOf(judge(graduates, { education: 'high_school_graduate' }), 'education')).toBe(
      'unmet',
    );
  });

  it('marital: both listed is no restriction; 이혼 is not 기혼', () => {
    expect(judge({ marital: ['single', 'married'] }).criteria).toEqual([]);
    expect(
      resultOf(judge({ marital: ['married'] }, { marital_status: 'divorced' }), 'marital'),
    ).toBe('unmet');
    expect(
      resultOf(judge({ marital: ['single'] }, { marital_status: 'divorced' }), 'marital'),
    ).toBe('unknown');
    expect(resultOf(judge({ marital: ['single'] }, { marital_status: 'married' }), 'marital')).toBe(
      'unmet',
    );
    expect(resultOf(judge({ marital: ['single'] }), 'marital')).toBe('unknown');
  });

  it('special: any one listed is enough; all denied is unmet; the rest unknown', () => {
    const caregivers = { special: ['family_caregiver_youth' as const] };
    expect(
      resultOf(judge(caregivers, { detailed_category: ['family_caregiver_youth'] }), 'special'),
    ).toBe('met');
    expect(resultOf(judge(caregivers, { detailed_category: [] }), 'special')).toBe('unmet');
    expect(resultOf(judge(caregivers), 'special')).toBe('unknown');
    const women = { special: ['career_break_woman' as const, 'woman' as const] };
    expect(resultOf(judge(women, { gender: 'female' }), 'special')).toBe('met');
    expect(resultOf(judge(women, { gender: 'male' }), 'special')).toBe('unmet');
    // Nobody is asked about disability: unknown even with every other answer.
    expect(resultOf(judge({ special: ['disabled'] }, { detailed_category: [] }), 'special')).toBe(
      'unknown',
    );
  });

  it('housing: 무주택 accepts heads and members of a household without a home', () => {
    const homeless = { housing: ['homeless_head' as const, 'homeless_member' as const] };
    expect(resultOf(judge(homeless, { housing: 'homeless_member' }), 'housing')).toBe('met');
    expect(resultOf(judge(homeless, { housing: 'homeowner' }), 'housing')).toBe('unmet');
    expect(resultOf(judge(homeless), 'housing')).toBe('unknown');
    expect(text(judge(homeless, { housing: 'homeowner' }), 'housing')).toBe(
      '무주택자 대상인데 지금 주택을 가진 가구예요.',
    );
  });
});

describe('the item’s result', () => {
  const policy: Eligibility = {
    age: { min: 19, max: 34 },
    regions: { sido: ['11'] },
    employment: ['unemployed'],
    additionalConditions: '서울 소재 대학 졸업자',
    excludedTargets: '  ',
  };

  it('eligible when all are met, likely with an unknown, not eligible with an unmet', () => {
    expect(judge(policy, { work_status: 'unemployed' }).result).toBe('eligible');
    expect(judge(policy).result).toBe('likely');
    expect(judge(policy, { sido: '26' }).result).toBe('not_eligible');
    expect(judge(policy, { work_status: 'unemployed' })).toMatchObject({ met: 3, total: 3 });
    expect(judge(policy)).toMatchObject({ met: 2, total: 3 });
  });

  it('free-text conditions are also-check lines that never decide', () => {
    const evaluation = judge(policy, { work_status: 'unemployed' });
    expect(evaluation.alsoCheck).toEqual(['서울 소재 대학 졸업자']);
    expect(evaluation.result).toBe('eligible');
  });

  it('classify agrees with evaluate', () => {
    for (const more of [{}, { work_status: 'unemployed' as const }, { sido: '26' }]) {
      const person = personFromAnswers(answers(more));
      const full = evaluate(policy, person, TODAY);
      expect(classify(policy, person, TODAY)).toEqual({
        result: full.result,
        met: full.met,
        total: full.total,
      });
    }
  });

  it('marks the criteria the importer read from the text', () => {
    const read = judge({ ...policy, fromText: ['age'] });
    expect(read.criteria.find((c) => c.key === 'age')?.fromText).toBe(true);
    expect(read.criteria.find((c) => c.key === 'region')?.fromText).toBe(false);
  });

  it('a profile is coarser: its "what I do now" says little, and nothing is assumed', () => {
    const profile = {
      birth_year: 1997,
      region: '11',
      gender: 'female' as const,
      income: '24_35m' as const,
      employment: 'job_seeker' as const,
      detailed_category: [],
      marital_status: 'single' as const,
    };
    const person = personFromProfile(profile);
    expect(evaluate(policy, person, TODAY).result).toBe('eligible');
    const student = personFromProfile({ ...profile, employment: 'university_student' });
    expect(evaluate(policy, student, TODAY).result).toBe('likely');
    expect(evaluate({ education: ['university_student'] }, student, TODAY).result).toBe('eligible');
  });
});
