import type { ApiCalls, RouteOutput, User } from '../../../shared/contract/index.js';
import {
  personFromAnswers,
  personFromProfile,
  type MatchPerson,
} from '../../../shared/matching/index.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import { useAuthState } from '../auth/auth-store.js';

/**
 * Whom the badges and the criteria panel judge (issue 13): the signed-in user's latest survey
 * answer, else their complete profile. Read once per session and per account, as the saved cids
 * are (decision 016): `survey/read#read_answer` under its call's key with the user's id added, so
 * another account signing in reads its own and signing out shows nobody's. This module loads with
 * the badge's and the panel's code, after the page's first paint, only for a signed-in user.
 *
 * Saving or deleting answers elsewhere (the survey) makes the key stale with
 * `cache.invalidate((key) => key.startsWith(ANSWER_KEY_PREFIX))`, and every badge on screen follows.
 */

export type AnswerRead = RouteOutput<ApiCalls, 'survey/read#read_answer'>;

/** The start of the answer's keys (the user's id follows): what a write of answers invalidates. */
export const ANSWER_KEY_PREFIX = 'survey/read#read_answer';

/** Whose match is shown: `person` null when there is nobody to judge (a visitor, or no answers). */
export type PersonState =
  | { status: 'loading' }
  | { status: 'failed'; retry(): void }
  | { status: 'visitor' }
  | { status: 'unknown' }
  | { status: 'ready'; person: MatchPerson; basis: { answeredAt: string } | 'profile' };

// One person per answer or profile read: every card of a list shares it.
const fromAnswers = new WeakMap<object, MatchPerson>();

function memo<K extends object>(map: WeakMap<K, MatchPerson>, key: K, make: () => MatchPerson) {
  let person = map.get(key);
  if (!person) {
    person = make();
    map.set(key, person);
  }
  return person;
}

/** The person of an answer read and the user's profile (pure: the tests call it). */
export function personStateOf(read: AnswerRead, user: User): PersonState {
  if (read.answer) {
    const { answers, created_at } = read.answer;
    const person = memo(fromAnswers, read.answer, () => personFromAnswers(answers));
    return { status: 'ready', person, basis: { answeredAt: created_at } };
  }
  if (read.uses_profile && user.profile) {
    const profile = user.profile;
    const person = memo(fromAnswers, profile, () => personFromProfile(profile));
    return { status: 'ready', person, basis: 'profile' };
  }
  return { status: 'unknown' };
}

/** The signed-in user's person, read once per session (see above). */
export function useMatchPerson(): PersonState {
  const { user, isCheckedAuth } = useAuthState();
  const { snapshot, retry } = useApiQuery(
    'survey/read#read_answer',
    {},
    { freshMs: Infinity, enabled: !!user, keyExtra: user?.id ?? 'nobody' },
  );
  if (!user) return isCheckedAuth ? { status: 'visitor' } : { status: 'loading' };
  if (snapshot.data) return personStateOf(snapshot.data, user);
  if (snapshot.status === 'failed') return { status: 'failed', retry };
  return { status: 'loading' };
}
