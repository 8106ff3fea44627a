import { z } from 'zod';
import { SURVEY_QUESTION_TYPES, SurveyAnswersSchema } from '../survey.js';
import { defineCall } from './define.js';

/**
 * The recommendation survey (issue 13, product §7 `survey/read`, `survey/submit`). Answers are the
 * user's own: versioned, readable (`read_answers` lists the versions, `read_answer` reads one),
 * deletable (`survey/delete`) and erased with the account. `survey_id` comes from configuration (`SURVEY_ID`) and differs per environment.
 */

const AnswerIdSchema = z.uuid();

export const SurveyQuestionSchema = z.object({
  key: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** The user's latest answer, else the profile's value; absent when neither says. */
  prefill: z.unknown().optional(),
});

export const surveyRead = defineCall({
  path: 'survey/read',
  method: 'read',
  auth: 'required',
  summary:
    "The survey: its id, version and questions in order, each prefilled from the signed-in user's latest answer, else from the profile.",
  input: z.strictObject({}),
  output: z.object({
    survey_id: z.string(),
    version: z.number().int(),
    questions: z.array(SurveyQuestionSchema),
  }),
});

export const SavedAnswerSchema = z.object({
  answer_id: z.string(),
  survey_id: z.string(),
  version: z.number().int(),
  answers: SurveyAnswersSchema,
  created_at: z.string(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

export const surveyReadAnswer = defineCall({
  path: 'survey/read',
  method: 'read_answer',
  auth: 'required',
  summary:
    "The signed-in user's latest answer (null when there is none), or with `answer_id` that version of theirs (404 not_found for another's or an unknown one), and whether matching falls back to the profile.",
  input: z.strictObject({ answer_id: AnswerIdSchema.optional() }),
  output: z.object({
    answer: SavedAnswerSchema.nullable(),
    /** True when there is no answer but a complete profile: matching uses the profile. */
    uses_profile: z.boolean(),
  }),
});

export const surveyReadAnswers = defineCall({
  path: 'survey/read',
  method: 'read_answers',
  auth: 'required',
  summary:
    "The signed-in user's saved versions (at most the 20 kept), newest first: each version's id, survey version and date, to read one back with `read_answer`.",
  input: z.strictObject({}),
  output: z.object({
    answers: z.array(SavedAnswerSchema.pick({ answer_id: true, version: true, created_at: true })),
  }),
});

export const surveySubmit = defineCall({
  path: 'survey/submit',
  method: 'submit_answer',
  auth: 'required',
  summary:
    'Saves a new version of the answers (the newest 20 are kept). `survey_id` must be this environment’s (`SURVEY_ID`) and `sigungu` one of the chosen 시·도’s: else 400 validation_failed naming `survey_id` or `answers.sigungu`. `update_profile: true` also copies the answered matching fields (birth year, 시·도, income, marital status, detailed categories, interests) into the profile in the same transaction (an incomplete profile stays incomplete). `request_id` makes a double submit one answer.',
  input: z.strictObject({
    survey_id: z.string().trim().min(1).max(100),
    answers: SurveyAnswersSchema,
    update_profile: z.boolean().default(false),
    request_id: z.uuid().optional(),
  }),
  output: z.object({ answer_id: z.string() }),
});

export const surveyDelete = defineCall({
  path: 'survey/delete',
  method: 'delete',
  auth: 'required',
  summary:
    "Deletes the signed-in user's answers: one (`answer_id`) or all (`{}`); matching then falls back to the profile. Answers the count removed.",
  input: z.strictObject({ answer_id: AnswerIdSchema.optional() }),
  output: z.object({ count: z.number().int() }),
});

export const SURVEY_CALLS = {
  'survey/read': surveyRead,
  'survey/read#read_answer': surveyReadAnswer,
  'survey/read#read_answers': surveyReadAnswers,
  'survey/submit#submit_answer': surveySubmit,
  'survey/delete': surveyDelete,
} as const;
