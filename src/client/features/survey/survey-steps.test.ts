import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersToSend,
  firstProblemStep,
  prefilledAnswers,
  rangeOf,
  searchOfStep,
  stepFromSearch,
  withAnswer,
  type SurveyQuestion,
} from './survey-steps.js';

const year = Number(new Date().getFullYear());
const QUESTIONS: SurveyQuestion[] = [
  { key: 'birth_year', type: 'year', required: true, prefill: 1998 },
  { key: 'birth_month', type: 'month', required: false, min: 1, max: 12 },
  { key: 'sido', type: 'sido', required: true, options: ['11', '26'], prefill: '26' },
  { key: 'sigungu', type: 'sigungu', required: false },
  { key: 'household_size', type: 'count', required: false, min: 1, max: 10 },
  { key: 'single_household', type: 'yes_no', required: false, prefill: false },
  { key: 'interests', type: 'choices', required: false, options: ['jobs'], prefill: ['jobs'] },
  { key: 'gender', type: 'choice', required: false, prefill: { not: 'an answer' } },
];

describe('survey steps', () => {
  it('start from the prefill, leaving out what is not an answer', () => {
    expect(prefilledAnswers(QUESTIONS)).toEqual({
      birth_year: 1998,
      sido: '26',
      single_household: false,
      interests: ['jobs'],
    });
  });

  it('ask for a required answer and accept a skipped optional one', () => {
    expect(answerProblem(QUESTIONS[0]!, undefined)).toBe('survey.required');
    expect(answerProblem(QUESTIONS[2]!, '')).toBe('survey.required');
    expect(answerProblem(QUESTIONS[1]!, undefined)).toBeUndefined();
    expect(answerProblem(QUESTIONS[5]!, false)).toBeUndefined();
  });

  it('keep numbers inside their range: birth years for ages 14 to 100 unless the question says', () => {
    const { min, max } = rangeOf(QUESTIONS[0]!);
    expect(max - min).toBe(86);
    expect(Math.abs(max - (year - 14))).toBeLessThanOrEqual(1);
    expect(answerProblem(QUESTIONS[0]!, max + 1)).toBe('survey.required');
    expect(answerProblem(QUESTIONS[4]!, 0)).toBe('survey.required');
    expect(answerProblem(QUESTIONS[4]!, 10)).toBeUndefined();
    expect(answerProblem(QUESTIONS[4]!, 2.5)).toBe('survey.required');
  });

  it('send only the survey’s answers, none empty', () => {
    const answers = { birth_year: 1998, sido: '26', sigungu: '26110', stray: 'x', birth_month: '' };
    expect(answersToSend(QUESTIONS, answers)).toEqual({
      birth_year: 1998,
      sido: '26',
      sigungu: '26110',
    });
  });

  it('drop the 시·군·구 when another 시·도 is chosen, and keep it when the same one is', () => {
    const answers = { sido: '29', sigungu: '12200' };
    expect(withAnswer(answers, 'sido', '29')).toEqual(answers);
    expect(withAnswer(answers, 'sido', '46')).toEqual({ sido: '46' });
    expect(withAnswer(answers, 'sigungu', undefined)).toEqual({ sido: '29' });
  });

  it('find the first question that still needs an answer', () => {
    expect(firstProblemStep(QUESTIONS, { birth_year: 1998 })).toBe(2);
    expect(firstProblemStep(QUESTIONS, { birth_year: 1998, sido: '11' })).toBe(-1);
  });

  it('keep the step in the address, the first question without one', () => {
    expect(searchOfStep(0)).toBe('');
    expect(searchOfStep(4)).toBe('?step=5');
    expect(stepFromSearch('?step=5', 16)).toBe(4);
    expect(stepFromSearch('?step=17', 16)).toBe(16);
    for (const search of ['', '?step=0', '?step=18', '?step=2.5', '?step=-1', '?step=x']) {
      expect(stepFromSearch(search, 16), search).toBeUndefined();
    }
  });
});
