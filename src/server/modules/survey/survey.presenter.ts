import type { Profile } from '../../../shared/account-fields.js';
import type { SavedAnswer, surveyRead } from '../../../shared/contract/survey.js';
import type { z } from 'zod';
import { SURVEY_QUESTIONS, type SurveyAnswers } from '../../../shared/survey.js';
import type { AnswerRow } from './survey.repository.js';

type SurveyAnswer = z.output<(typeof surveyRead)['output']>;

/** A saved answer as the contract shows it. */
export function presentSavedAnswer(row: AnswerRow): SavedAnswer {
  return {
    answer_id: row.id,
    survey_id: row.survey_id,
    version: row.version,
    answers: row.answers,
    created_at: row.created_at.toISOString(),
  };
}

/** One kept version in the list of versions: enough to tell them apart and read one back. */
export function presentAnswerVersion(row: Omit<AnswerRow, 'answers'>) {
  return {
    answer_id: row.id,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * What the profile already says, as survey answers: the fields both ask the same way, and the
 * profile's 상태 where it names the survey's answer without doubt (a 구직자 is not employed, a 대학생
 * is at university). Anything else stays unanswered: a prefill never guesses.
 */
export function answersFromProfile(profile: Profile): Partial<SurveyAnswers> {
  const answers: Partial<SurveyAnswers> = {
    birth_year: profile.birth_year,
    gender: profile.gender,
    sido: profile.region,
    income: profile.income,
    marital_status: profile.marital_status,
    detailed_category: profile.detailed_category,
    interests: profile.interests,
  };
  switch (profile.employment) {
    case 'job_seeker':
      answers.work_status = 'unemployed';
      break;
    case 'entrepreneur':
      answers.work_status = 'entrepreneur';
      break;
    case 'university_student':
      answers.education = 'university_student';
      break;
    case 'graduate_student':
      answers.education = 'graduate_degree';
      break;
  }
  return answers;
}

/** The questions in order, each with its prefill when there is one. */
export function presentSurvey(
  surveyId: string,
  version: number,
  prefill: Partial<SurveyAnswers>,
  birthYears: { min: number; max: number },
): SurveyAnswer {
  return {
    survey_id: surveyId,
    version,
    questions: SURVEY_QUESTIONS.map((question) => {
      const value = prefill[question.key];
      const range = question.type === 'year' ? birthYears : question;
      return {
        key: question.key,
        type: question.type,
        required: question.required,
        ...(question.options ? { options: [...question.options] } : {}),
        ...(range.min === undefined ? {} : { min: range.min }),
        ...(range.max === undefined ? {} : { max: range.max }),
        ...(value === undefined ? {} : { prefill: value }),
      };
    }),
  };
}
