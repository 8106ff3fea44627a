import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { birthYearRange, type Profile } from '../../../shared/account-fields.js';
import type {
  SavedAnswer,
  surveyDelete,
  surveyRead,
  surveyReadAnswer,
  surveySubmit,
} from '../../../shared/contract/survey.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { Locale } from '../../../shared/locale.js';
import { findSigungu } from '../../../shared/sigungu.js';
import { SURVEY_VERSION, type SurveyAnswers } from '../../../shared/survey.js';
import { authorize, signedIn, type Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../http/app-error.js';
import type { AccountService } from '../user/user.service.js';
import {
  answersFromProfile,
  presentAnswerVersion,
  presentSavedAnswer,
  presentSurvey,
} from './survey.presenter.js';
import { answerOf, answerVersionsOf, deleteAnswers, insertAnswer } from './survey.repository.js';

type ReadAnswerRequest = z.output<(typeof surveyReadAnswer)['input']>;
type SubmitRequest = z.output<(typeof surveySubmit)['input']>;
type DeleteRequest = z.output<(typeof surveyDelete)['input']>;
type SurveyAnswer = z.output<(typeof surveyRead)['output']>;

/** Whom matching judges: one of the user's answers, else their profile. */
export type PersonSource =
  | { kind: 'answer'; answerId: string; answers: SurveyAnswers }
  | { kind: 'profile'; profile: Profile };

export interface SurveyServiceOptions {
  db: Kysely<Database>;
  /** This environment's survey (config SURVEY_ID). */
  surveyId: string;
  /** The profile: prefill, the fallback of matching, and what `update_profile` writes. */
  profiles: Pick<AccountService, 'profileOf' | 'saveMatchingFields'>;
}

/**
 * The recommendation survey (issue 13): its questions with the user's prefill, their answers
 * (versioned, their own, deletable, erased with the account) and whom matching judges.
 */
export class SurveyService {
  constructor(private readonly options: SurveyServiceOptions) {}

  /** The questions, prefilled from the latest answer, else from the profile. */
  async read(actor: Actor): Promise<SurveyAnswer> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'survey_answer', ownerId });
    const latest = await answerOf(this.options.db, ownerId);
    const profile = latest ? null : await this.options.profiles.profileOf(ownerId);
    const prefill = latest?.answers ?? (profile ? answersFromProfile(profile) : {});
    return presentSurvey(this.options.surveyId, SURVEY_VERSION, prefill, birthYearRange());
  }

  /**
   * The latest answer, or the version `answer_id` (the user's own, else 404 not_found), and
   * whether matching uses the profile for want of an answer.
   */
  async readAnswer(
    actor: Actor,
    request: ReadAnswerRequest,
  ): Promise<{ answer: SavedAnswer | null; uses_profile: boolean }> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'survey_answer', ownerId });
    const answer = await answerOf(this.options.db, ownerId, request.answer_id);
    if (answer) return { answer: presentSavedAnswer(answer), uses_profile: false };
    if (request.answer_id !== undefined) throw notFound();
    return {
      answer: null,
      uses_profile: (await this.options.profiles.profileOf(ownerId)) !== null,
    };
  }

  /** The kept versions of the user's answers, newest first. */
  async readAnswers(actor: Actor) {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'survey_answer', ownerId });
    const versions = await answerVersionsOf(this.options.db, ownerId);
    return { answers: versions.map(presentAnswerVersion) };
  }

  /**
   * Saves a new version of the answers; with `update_profile`, the answered matching fields go
   * into the profile in the same transaction. Another environment's survey, or a 시·군·구 not on
   * the map of the chosen 시·도: 400 validation_failed naming the field.
   */
  async submit(actor: Actor, request: SubmitRequest, locale: Locale) {
    authorize(actor, 'create', { type: 'survey_answer' });
    const { id: userId } = signedIn(actor);
    const { answers } = request;
    const field = (key: string) => translate(locale, `validation.${key}`) ?? key;
    if (request.survey_id !== this.options.surveyId) {
      throw validationFailed({ survey_id: field('surveyOutdated') });
    }
    if (answers.sigungu !== undefined && findSigungu(answers.sigungu)?.sido !== answers.sido) {
      throw validationFailed({ 'answers.sigungu': field('sigunguOutsideSido') });
    }
    const answerId = await this.options.db.transaction().execute(async (trx) => {
      const id = await insertAnswer(trx, {
        userId,
        surveyId: this.options.surveyId,
        version: SURVEY_VERSION,
        answers,
        requestId: request.request_id,
      });
      if (request.update_profile) {
        await this.options.profiles.saveMatchingFields(trx, userId, matchingFieldsOf(answers));
      }
      return id;
    });
    return { answer_id: answerId };
  }

  /** Deletes one answer or all; matching then falls back to the profile. */
  async delete(actor: Actor, request: DeleteRequest): Promise<{ count: number }> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'delete', { type: 'survey_answer', ownerId });
    const count = await this.options.db
      .transaction()
      .execute((trx) => deleteAnswers(trx, ownerId, request.answer_id));
    return { count };
  }

  /**
   * Whom matching judges for the actor: the answer `answerId` (theirs, else 404), else their
   * latest answer, else their complete profile; none of them: 409 survey_required.
   */
  async personSourceOf(actor: Actor, answerId?: string): Promise<PersonSource> {
    const { id: ownerId } = signedIn(actor);
    authorize(actor, 'read', { type: 'survey_answer', ownerId });
    const answer = await answerOf(this.options.db, ownerId, answerId);
    if (answer) return { kind: 'answer', answerId: answer.id, answers: answer.answers };
    if (answerId !== undefined) throw notFound();
    const profile = await this.options.profiles.profileOf(ownerId);
    if (profile) return { kind: 'profile', profile };
    throw new AppError('survey_required');
  }
}

/** The answered fields the profile shares with the survey. */
function matchingFieldsOf(answers: SurveyAnswers) {
  const fields = {
    birth_year: answers.birth_year,
    region: answers.sido,
    income: answers.income,
    marital_status: answers.marital_status,
    detailed_category: answers.detailed_category,
    interests: answers.interests,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as typeof fields;
}
