import { classify, evaluate, type CriterionKey } from '../evaluate.js';
import { personFromAnswers, personFromProfile, type MatchPerson } from '../person.js';
import type { MatchResult } from '../types.js';
import { answersOf, expectedCriteria, profileOf, resultOf, truthCriteria } from './oracle.js';
import type { LabelledPolicy, LabelledProfile } from './profiles.js';

/**
 * The labelled set measured (the test holds the figures, `npm run bench:match` prints them):
 * agreement of the engine with the expected result of every pair, precision on hard criteria (an
 * "eligible" that the person's real situation contradicts on age, region, marital status or
 * income), wrong rejections, recall of the items the person could really apply for, and how much
 * is left unknown.
 */

export const HARD_CRITERIA: readonly CriterionKey[] = ['age', 'region', 'marital', 'income'];

export interface PairNote {
  profile: string;
  policy: string;
  detail: string;
}

export interface MatchQuality {
  profiles: number;
  policies: number;
  pairs: number;
  /** Pairs whose result or criteria differ from the expected ones. */
  disagreements: PairNote[];
  /** "eligible" although the truth fails a hard criterion: must stay empty. */
  hardViolations: PairNote[];
  /** "not eligible" although the truth meets every criterion. */
  wrongRejections: PairNote[];
  counts: Record<MatchResult, number>;
  /** Pairs the person could really apply for (free-text income taken as met: they would check). */
  trulyEligible: number;
  /** Of those, judged eligible; judged eligible or likely (the default list). */
  recallEligible: number;
  recallShown: number;
  /** Of the engine's "eligible", how many the truth meets on the hard criteria. */
  precisionHard: number;
  /** Pairs judged likely, and criteria judged unknown, as shares. */
  unknownShare: number;
  unknownCriteriaShare: number;
}

export function measureMatching(
  policies: readonly LabelledPolicy[],
  profiles: readonly LabelledProfile[],
  today: string,
): MatchQuality {
  const counts: Record<MatchResult, number> = { eligible: 0, likely: 0, not_eligible: 0 };
  const disagreements: PairNote[] = [];
  const hardViolations: PairNote[] = [];
  const wrongRejections: PairNote[] = [];
  let trulyEligible = 0;
  let foundEligible = 0;
  let foundShown = 0;
  let criteria = 0;
  let unknownCriteria = 0;
  for (const profile of profiles) {
    const answers = answersOf(profile);
    const person = personFromAnswers(answers);
    for (const policy of policies) {
      const note = (detail: string) => ({ profile: profile.id, policy: policy.slug, detail });
      const evaluation = evaluate(policy.eligibility, person, today);
      const fast = classify(policy.eligibility, person, today);
      counts[evaluation.result] += 1;
      criteria += evaluation.total;
      unknownCriteria += evaluation.criteria.filter((c) => c.result === 'unknown').length;

      const expected = expectedCriteria(policy.eligibility, answers, today);
      const got = Object.fromEntries(evaluation.criteria.map((c) => [c.key, c.result]));
      const expectedResult = resultOf(expected);
      if (
        expectedResult !== evaluation.result ||
        JSON.stringify(got) !== JSON.stringify(expected) ||
        fast.result !== evaluation.result ||
        fast.met !== evaluation.met ||
        fast.total !== evaluation.total
      ) {
        disagreements.push(
          note(
            `expected ${expectedResult} ${JSON.stringify(expected)}, got ${evaluation.result} ${JSON.stringify(got)}`,
          ),
        );
      }

      const truth = truthCriteria(policy.eligibility, profile.truth, today);
      const failed = Object.entries(truth)
        .filter(([, holds]) => holds === false)
        .map(([key]) => key);
      if (evaluation.result === 'eligible') {
        const hardFailed = failed.filter((key) => HARD_CRITERIA.includes(key as CriterionKey));
        if (hardFailed.length)
          hardViolations.push(note(`eligible, but the truth fails ${hardFailed.join(', ')}`));
      }
      if (failed.length === 0) {
        trulyEligible += 1;
        if (evaluation.result === 'eligible') foundEligible += 1;
        if (evaluation.result !== 'not_eligible') foundShown += 1;
        else wrongRejections.push(note('not eligible, but the truth meets every criterion'));
      }
    }
  }
  const pairs = profiles.length * policies.length;
  const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    profiles: profiles.length,
    policies: policies.length,
    pairs,
    disagreements,
    hardViolations,
    wrongRejections,
    counts,
    trulyEligible,
    recallEligible: share(foundEligible, trulyEligible),
    recallShown: share(foundShown, trulyEligible),
    precisionHard: share(counts.eligible - hardViolations.length, counts.eligible),
    unknownShare: share(counts.likely, pairs),
    unknownCriteriaShare: share(unknownCriteria, criteria),
  };
}

/**
 * Matching from the profile instead of the survey (a user who never answered it): no expected
 * result per pair, but the same promises against the truth: no "eligible" that a hard criterion
 * contradicts, no "not eligible" for someone who could apply.
 */
export function measureProfiles(
  policies: readonly LabelledPolicy[],
  profiles: readonly LabelledProfile[],
  today: string,
): Pick<MatchQuality, 'hardViolations' | 'wrongRejections' | 'counts'> {
  const counts: Record<MatchResult, number> = { eligible: 0, likely: 0, not_eligible: 0 };
  const hardViolations: PairNote[] = [];
  const wrongRejections: PairNote[] = [];
  for (const profile of profiles) {
    const person: MatchPerson = personFromProfile(profileOf(profile.truth));
    for (const policy of policies) {
      const note = (detail: string) => ({ profile: profile.id, policy: policy.slug, detail });
      const { result } = classify(policy.eligibility, person, today);
      counts[result] += 1;
      const truth = truthCriteria(policy.eligibility, profile.truth, today);
      const failed = Object.entries(truth)
        .filter(([, holds]) => holds === false)
        .map(([key]) => key);
      const hardFailed = failed.filter((key) => HARD_CRITERIA.includes(key as CriterionKey));
      if (result === 'eligible' && hardFailed.length) {
        hardViolations.push(note(`eligible, but the truth fails ${hardFailed.join(', ')}`));
      }
      if (result === 'not_eligible' && failed.length === 0) {
        wrongRejections.push(note('not eligible, but the truth meets every criterion'));
      }
    }
  }
  return { hardViolations, wrongRejections, counts };
}
