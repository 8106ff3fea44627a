import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SurveyAnswers } from '../../../shared/survey.js';
import { Button } from '../../components/ui/button.js';
import { useTranslation } from '../../i18n/index.js';
import { useQueryCache } from '../../lib/query/use-query.js';
import { useLocation, useNavigate } from '../../lib/router.js';
import { clearDraft, loadDraft, saveDraft } from './survey-draft.js';
import { QuestionInput } from './question-input.js';
import { isAnswerDependent, RESULT_PATH } from './survey-paths.js';
import {
  answerProblem,
  answersToSend,
  firstProblemStep,
  prefilledAnswers,
  searchOfStep,
  stepFromSearch,
  type Answers,
  type AnswerValue,
  withAnswer,
  type SurveyQuestion,
} from './survey-steps.js';
import styles from './survey.module.css';

/**
 * The survey (issue 13): one question a screen, a progress bar, Back that keeps every answer, the
 * draft kept in the tab (a reload goes on at the same question), prefilled from the latest answer
 * or the profile, and at the end the choice to copy the answers into the profile.
 */

interface Survey {
  survey_id: string;
  version: number;
  questions: SurveyQuestion[];
}

/** Set on the entry a step forward made: 이전 then goes back in history, as the phone's Back does. */
interface StepEntry {
  surveyStepFrom: number;
}

function useSurveyDraft(userId: string, survey: Survey) {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => {
    const draft = loadDraft(userId, survey.survey_id, survey.version);
    return {
      answers: draft?.answers ?? prefilledAnswers(survey.questions),
      step: Math.min(Math.max(draft?.step ?? 0, 0), survey.questions.length),
      isResumed: draft !== undefined,
    };
  });
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [isTouched, setIsTouched] = useState(start.isResumed);
  const urlStep = stepFromSearch(location.search, survey.questions.length);
  const step = urlStep ?? start.step;

  // A draft opened at /survey/ goes on at its step, and the address says which.
  useEffect(() => {
    if (urlStep === undefined && start.step > 0) {
      navigate({ search: searchOfStep(start.step) }, { replace: true });
    }
  }, [urlStep, start.step, navigate]);

  useEffect(() => {
    // Only once the user did something: opening the survey alone leaves nothing to resume.
    if (isTouched) {
      saveDraft({ userId, surveyId: survey.survey_id, version: survey.version, step, answers });
    }
  }, [isTouched, userId, survey, step, answers]);

  return {
    answers,
    step,
    startStep: start.step,
    isResumed: start.isResumed,
    answer(key: string, value: AnswerValue | undefined) {
      setIsTouched(true);
      setAnswers((current) => withAnswer(current, key, value));
    },
    goTo(next: number) {
      setIsTouched(true);
      const entry = location.state as Partial<StepEntry> | null;
      if (next === step + 1) {
        navigate({ search: searchOfStep(next) }, { state: { surveyStepFrom: step } });
      } else if (entry?.surveyStepFrom === next) {
        navigate(-1);
      } else {
        navigate({ search: searchOfStep(next) }, { replace: true });
      }
    },
  };
}

async function send(survey: Survey, answers: Answers, updateProfile: boolean, requestId: string) {
  // zod and the shared schema come with the first send only: the survey's screen stays light.
  const [{ SurveyAnswersSchema }, { api }] = await Promise.all([
    import('../../../shared/survey.js'),
    import('../../lib/api.js'),
  ]);
  const checked = SurveyAnswersSchema.safeParse(answersToSend(survey.questions, answers));
  if (!checked.success) {
    const key = checked.error.issues[0]?.path[0];
    return { problemKey: typeof key === 'string' ? key : undefined };
  }
  await api.call('survey/submit#submit_answer', {
    survey_id: survey.survey_id,
    answers: checked.data as SurveyAnswers,
    update_profile: updateProfile,
    request_id: requestId,
  });
  return { problemKey: undefined };
}

export function SurveyFlow({ userId, survey }: { userId: string; survey: Survey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cache = useQueryCache();
  const { questions } = survey;
  const { answers, step, startStep, isResumed, answer, goTo } = useSurveyDraft(userId, survey);
  // A problem belongs to the step it was found on (Back or Forward leaves it behind).
  const [found, setFound] = useState<{ step: number; key: string }>();
  const problem = found?.step === step ? found.key : undefined;
  const setProblem = (key: string | undefined, at = step) =>
    setFound(key === undefined ? undefined : { step: at, key });
  const [formError, setFormError] = useState<string>();
  const [updateProfile, setUpdateProfile] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStepRef = useRef(step);
  const id = useId();
  const question = questions[step];
  const isFinish = step >= questions.length;

  // A new step's heading takes the focus (a screen reader reads the question), not the first one's.
  useEffect(() => {
    if (shownStepRef.current !== step) headingRef.current?.focus();
    shownStepRef.current = step;
  }, [step]);

  const move = (next: number) => {
    setProblem(undefined);
    setFormError(undefined);
    goTo(next);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!question) return;
    const value = answers[question.key];
    const issue = answerProblem(question, value);
    if (issue) {
      setProblem(issue);
      return;
    }
    // Going on from a list of choices with none chosen says "none of these", not "unknown".
    if (question.type === 'choices' && value === undefined) answer(question.key, []);
    move(step + 1);
  };

  const finish = async (event: FormEvent) => {
    event.preventDefault();
    const problemStep = firstProblemStep(questions, answers);
    if (problemStep >= 0) {
      move(problemStep);
      setProblem('survey.required', problemStep);
      return;
    }
    setIsSending(true);
    setFormError(undefined);
    try {
      const { problemKey } = await send(survey, answers, updateProfile, requestId);
      if (problemKey !== undefined) {
        const index = Math.max(
          questions.findIndex((candidate) => candidate.key === problemKey),
          0,
        );
        move(index);
        setProblem('survey.required', index);
        return;
      }
      clearDraft();
      cache.invalidate(isAnswerDependent);
      if (updateProfile) {
        const { authStore } = await import('../auth/auth-store.js');
        void authStore.refreshUser();
      }
      // The results take the finish's place: Back from them is the last question, not a resend.
      navigate(RESULT_PATH, { replace: true });
    } catch (error) {
      setFormError(
        error instanceof Error && error.message ? error.message : t('survey.finish.submitFailed'),
      );
    } finally {
      setIsSending(false);
    }
  };

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const current = Math.min(step + 1, questions.length);

  return (
    <div className={styles.flow}>
      {isResumed && step > 0 && step === startStep && (
        <p className={styles.resumed} role="status">
          {t('survey.resumed')}
        </p>
      )}
      <div className={styles.progress}>
        <progress
          className={styles.bar}
          value={isFinish ? questions.length : step}
          max={questions.length}
          aria-label={t('survey.progress', { current, total: questions.length })}
        />
        <p className={styles.progressText} aria-hidden="true">
          {isFinish
            ? `${questions.length} / ${questions.length}`
            : `${current} / ${questions.length}`}
        </p>
      </div>

      {question ? (
        <form key={question.key} className={styles.step} onSubmit={next} noValidate>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.question}>
            {t(`survey.questions.${question.key}.title`)}
          </h2>
          <p id={hintId} className={styles.hint}>
            {t(`survey.questions.${question.key}.hint`)}
          </p>
          <QuestionInput
            question={question}
            value={answers[question.key]}
            onChange={(value) => {
              setProblem(undefined);
              answer(question.key, value);
            }}
            labelledBy={titleId}
            describedBy={problem ? `${hintId} ${errorId}` : hintId}
            isInvalid={problem !== undefined}
            sido={typeof answers.sido === 'string' ? answers.sido : undefined}
          />
          {problem && (
            <p id={errorId} className={styles.error} role="alert">
              {t(problem)}
            </p>
          )}
          <div className={styles.actions}>
            {step > 0 && (
              <Button variant="secondary" onClick={() => move(step - 1)}>
                {t('survey.back')}
              </Button>
            )}
            <Button type="submit" className={styles.primary}>
              {t('survey.next')}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.step} onSubmit={(event) => void finish(event)} noValidate>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.question}>
            {t('survey.finish.title')}
          </h2>
          <p className={styles.hint}>{t('survey.finish.body')}</p>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={updateProfile}
              onChange={(event) => setUpdateProfile(event.target.checked)}
              aria-describedby={hintId}
            />
            <span>
              {t('survey.finish.updateProfile')}
              <span id={hintId} className={styles.consentHint}>
                {t('survey.finish.updateProfileHint')}
              </span>
            </span>
          </label>
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => move(step - 1)}>
              {t('survey.back')}
            </Button>
            <Button type="submit" className={styles.primary} aria-busy={isSending}>
              {isSending ? t('survey.finish.submitting') : t('survey.finish.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
