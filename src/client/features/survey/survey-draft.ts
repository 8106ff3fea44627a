import type { Answers } from './survey-steps.js';

/**
 * The survey being filled, kept in this tab's session storage so a reload (or a visit to a policy
 * and back) goes on where the user was: their answers and the step. It names the user and the
 * survey's id and version, so nobody else's draft, nor an older survey's, is ever shown. Outside
 * the `hyetaek:` prefix, which the lists' session state clears whenever the page is hidden.
 */

const DRAFT_KEY = 'hyetaek-survey-draft';

export interface SurveyDraft {
  userId: string;
  surveyId: string;
  version: number;
  step: number;
  answers: Answers;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isDraft(value: unknown): value is SurveyDraft {
  const draft = value as Partial<SurveyDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.userId === 'string' &&
    typeof draft.surveyId === 'string' &&
    typeof draft.version === 'number' &&
    Number.isInteger(draft.step) &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers)
  );
}

/** The user's draft of this survey version, if this tab holds one. */
export function loadDraft(
  userId: string,
  surveyId: string,
  version: number,
): SurveyDraft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isDraft(value)) return undefined;
  const isSame =
    value.userId === userId && value.surveyId === surveyId && value.version === version;
  return isSame ? value : undefined;
}

export function saveDraft(draft: SurveyDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or off: resuming is a convenience; the survey still works.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
