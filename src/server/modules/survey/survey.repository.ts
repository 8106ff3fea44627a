import type { Kysely } from 'kysely';
import type { SurveyAnswers } from '../../../shared/survey.js';
import type { Database } from '../../db/schema.js';

/**
 * All SQL of survey answers. The service asks the rules (decision 012) whether the actor may touch
 * a user's answers; every query names that user as well (defence in depth).
 */

type Db = Kysely<Database>;

/** Versions kept per user: the newest decides, older ones are there to be read back, not forever. */
export const ANSWER_VERSIONS_KEPT = 20;

export interface AnswerRow {
  id: string;
  survey_id: string;
  version: number;
  answers: SurveyAnswers;
  created_at: Date;
}

const ANSWER_COLUMNS = ['id', 'survey_id', 'version', 'answers', 'created_at'] as const;

export interface NewAnswer {
  userId: string;
  surveyId: string;
  version: number;
  answers: SurveyAnswers;
  requestId: string | undefined;
}

/**
 * Saves a new version of the user's answers and answers its id. A `requestId` seen before for
 * this user answers the answer that request saved (a double submit is one answer). Versions
 * beyond ANSWER_VERSIONS_KEPT are deleted in the same transaction.
 */
export async function insertAnswer(trx: Db, answer: NewAnswer): Promise<string> {
  const inserted = await trx
    .insertInto('survey_answers')
    .values({
      user_id: answer.userId,
      survey_id: answer.surveyId,
      version: answer.version,
      answers: JSON.stringify(answer.answers),
      request_id: answer.requestId ?? null,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'request_id']).where('request_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom('survey_answers')
      .select('id')
      .where('user_id', '=', answer.userId)
      .where('request_id', '=', answer.requestId ?? null)
      .executeTakeFirstOrThrow();
    return earlier.id;
  }
  await trx
    .deleteFrom('survey_answers')
    .where('user_id', '=', answer.userId)
    .where('id', 'not in', (sub) =>
      sub
        .selectFrom('survey_answers')
        .select('id')
        .where('user_id', '=', answer.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ANSWER_VERSIONS_KEPT),
    )
    .execute();
  return inserted.id;
}

/** The user's newest answer, or one of theirs by id; undefined when there is none. */
export async function answerOf(
  db: Db,
  userId: string,
  answerId?: string,
): Promise<AnswerRow | undefined> {
  let query = db.selectFrom('survey_answers').select(ANSWER_COLUMNS).where('user_id', '=', userId);
  if (answerId !== undefined) query = query.where('id', '=', answerId);
  const row = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, answers: row.answers as unknown as SurveyAnswers };
}

/** The user's kept versions, newest first, without their answers (what a list of versions shows). */
export async function answerVersionsOf(
  db: Db,
  userId: string,
): Promise<Omit<AnswerRow, 'answers'>[]> {
  return db
    .selectFrom('survey_answers')
    .select(['id', 'survey_id', 'version', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes one of the user's answers (`answerId`) or all of them; answers how many went. */
export async function deleteAnswers(db: Db, userId: string, answerId?: string): Promise<number> {
  let query = db.deleteFrom('survey_answers').where('user_id', '=', userId);
  if (answerId !== undefined) query = query.where('id', '=', answerId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Withdrawal erases the account's answers with its other personal data (AccountService eraser). */
export async function forgetAnswersOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('survey_answers').where('user_id', '=', userId).execute();
}
