import type { ApiCalls, RouteOutput } from '../../../shared/contract/index.js';
import { koreaToday } from '../../../shared/korea-date.js';

/**
 * The survey's steps as pure functions (issue 13): one question a step, then the finish step.
 * What the user has answered lives in `Answers` by question key; an absent key is "잘 모르겠어요".
 * The questions come from `survey/read` (the server's order, options and prefill); zod and the
 * shared schema load only when the answers are sent (survey-flow.tsx), not with the first screen.
 */

export type SurveyQuestion = RouteOutput<ApiCalls, 'survey/read'>['questions'][number];
export type AnswerValue = number | string | boolean | string[];
export type Answers = Partial<Record<string, AnswerValue>>;

/** Ages the profile and the survey accept (account-fields.ts, which brings zod: not imported). */
const OLDEST_AGE = 100;
const YOUNGEST_AGE = 14;

function isAnswerValue(value: unknown): value is AnswerValue {
  if (Array.isArray(value)) return value.every((entry) => typeof entry === 'string');
  return ['number', 'string', 'boolean'].includes(typeof value);
}

/** The answers the questions come prefilled with (the latest answer, else the profile). */
export function prefilledAnswers(questions: readonly SurveyQuestion[]): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    if (isAnswerValue(question.prefill)) answers[question.key] = question.prefill;
  }
  return answers;
}

/** The range of a number question: its own, else the birth years of ages 14 to 100 this year. */
export function rangeOf(question: SurveyQuestion): { min: number; max: number } {
  if (question.type === 'year') {
    const year = Number(koreaToday().slice(0, 4));
    return { min: question.min ?? year - OLDEST_AGE, max: question.max ?? year - YOUNGEST_AGE };
  }
  if (question.type === 'month') return { min: question.min ?? 1, max: question.max ?? 12 };
  return { min: question.min ?? 0, max: question.max ?? Number.MAX_SAFE_INTEGER };
}

/** Why the answer to `question` cannot be taken as it is, as a message key; undefined when fine. */
export function answerProblem(question: SurveyQuestion, value: AnswerValue | undefined) {
  if (value === undefined || value === '') {
    return question.required ? 'survey.required' : undefined;
  }
  if (question.type === 'year' || question.type === 'month' || question.type === 'count') {
    const { min, max } = rangeOf(question);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      return 'survey.required';
    }
  }
  return undefined;
}

/**
 * An answer given: a new 시·도 drops the 시·군·구 chosen inside the old one (codes do not say their
 * 시·도 by prefix alone: 광주's places carry the merged 12). Undefined leaves the answer out.
 */
export function withAnswer(answers: Answers, key: string, value: AnswerValue | undefined): Answers {
  const next = { ...answers };
  if (value === undefined) delete next[key];
  else next[key] = value;
  if (key === 'sido' && value !== answers.sido) delete next.sigungu;
  return next;
}

/** What `survey/submit` gets: the answers of the survey's questions, none left empty. */
export function answersToSend(questions: readonly SurveyQuestion[], answers: Answers): Answers {
  const sent: Answers = {};
  for (const { key } of questions) {
    const value = answers[key];
    if (value !== undefined && value !== '') sent[key] = value;
  }
  return sent;
}

/** The first step whose answer cannot be taken (0-based), or -1 when every one can. */
export function firstProblemStep(questions: readonly SurveyQuestion[], answers: Answers): number {
  return questions.findIndex((question) => answerProblem(question, answers[question.key]));
}

/**
 * The step in the address: `?step=3` is the third question, one past the last the finish; none
 * is the first. So the phone's Back goes to the previous question, and a reload stays.
 */
export function stepFromSearch(search: string, questionCount: number): number | undefined {
  const value = new URLSearchParams(search).get('step');
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const step = Number(value) - 1;
  return step >= 0 && step <= questionCount ? step : undefined;
}

export function searchOfStep(step: number): string {
  return step > 0 ? `?step=${step + 1}` : '';
}
