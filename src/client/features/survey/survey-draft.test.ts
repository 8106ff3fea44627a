import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './survey-draft.js';

/** The tab's session storage, as the browser keeps it: strings by key. */
const stored = new Map<string, string>();
const sessionStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, String(value)),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
};
vi.stubGlobal('window', { sessionStorage });

const draft = { userId: 'u1', surveyId: 's1', version: 1, step: 3, answers: { sido: '11' } };

describe('the survey draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back for the same user and survey version, as it was', () => {
    saveDraft(draft);
    expect(loadDraft('u1', 's1', 1)).toEqual(draft);
  });

  it('is never shown to another user, nor for another survey or version', () => {
    saveDraft(draft);
    expect(loadDraft('u2', 's1', 1)).toBeUndefined();
    expect(loadDraft('u1', 's2', 1)).toBeUndefined();
    expect(loadDraft('u1', 's1', 2)).toBeUndefined();
  });

  it('is gone once cleared, and a broken one is ignored', () => {
    saveDraft(draft);
    clearDraft();
    expect(loadDraft('u1', 's1', 1)).toBeUndefined();
    sessionStorage.setItem('hyetaek-survey-draft', '{"userId":"u1"');
    expect(loadDraft('u1', 's1', 1)).toBeUndefined();
    sessionStorage.setItem('hyetaek-survey-draft', JSON.stringify({ ...draft, step: 'x' }));
    expect(loadDraft('u1', 's1', 1)).toBeUndefined();
  });
});
