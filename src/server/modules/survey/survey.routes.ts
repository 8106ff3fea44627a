import {
  surveyDelete,
  surveyRead,
  surveyReadAnswer,
  surveyReadAnswers,
  surveySubmit,
} from '../../../shared/contract/survey.js';
import type { CallRegistry } from '../../http/api.js';
import type { RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { SurveyService } from './survey.service.js';

/** Per-IP: a person answers a few times a day; a script saving versions in a loop is stopped. */
export const SURVEY_SUBMIT_IP_LIMIT: RateLimitRule = { max: 60, windowSeconds: 10 * 60 };

/** `survey/read` (`read`, `read_answer`, `read_answers`), `survey/submit` (`submit_answer`), `survey/delete`. */
export function registerSurveyCalls(registry: CallRegistry, service: SurveyService): void {
  registry.add(surveyRead, (_input, context) => service.read(context.actor));
  registry.add(surveyReadAnswer, (input, context) => service.readAnswer(context.actor, input));
  registry.add(surveyReadAnswers, (_input, context) => service.readAnswers(context.actor));
  registry.add(
    surveySubmit,
    (input, context) => service.submit(context.actor, input, context.locale),
    { rateLimit: SURVEY_SUBMIT_IP_LIMIT },
  );
  registry.add(surveyDelete, (input, context) => service.delete(context.actor, input));
}
