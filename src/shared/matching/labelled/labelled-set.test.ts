import { describe, expect, it } from 'vitest';
import { DEMO_POLICIES } from '../../../server/db/seed/demo/policies.js';
import { SurveyAnswersSchema } from '../../survey.js';
import { CRITERION_KEYS, evaluate } from '../evaluate.js';
import { personFromAnswers } from '../person.js';
import { measureMatching, measureProfiles } from './measure.js';
import { answersOf, expectedCriteria, resultOf } from './oracle.js';
import {
  BOUNDARY_POLICIES,
  HAND_LABELLED,
  LABELLED_PROFILES,
  LABELLED_TODAY,
  type LabelledPolicy,
} from './profiles.js';

/**
 * Issue 13's labelled set: every profile against every demo policy and the boundary policies, with
 * the expected result of each pair. What `npm run bench:match` reports is held here.
 */

const POLICIES: LabelledPolicy[] = [...DEMO_POLICIES, ...BOUNDARY_POLICIES];
const quality = measureMatching(POLICIES, LABELLED_PROFILES, LABELLED_TODAY);
const profile = (id: string) => LABELLED_PROFILES.find((p) => p.id === id)!;
const policy = (slug: string) => POLICIES.find((p) => p.slug === slug)!;

describe('the labelled set', () => {
  it('is at least 40 profiles, each a valid survey answer, times every demo policy', () => {
    expect(LABELLED_PROFILES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LABELLED_PROFILES.map((p) => p.id)).size).toBe(LABELLED_PROFILES.length);
    for (const p of LABELLED_PROFILES) {
      expect(SurveyAnswersSchema.safeParse(answersOf(p)).success, p.id).toBe(true);
    }
    expect(quality.pairs).toBe(LABELLED_PROFILES.length * POLICIES.length);
    expect(POLICIES.length).toBeGreaterThan(DEMO_POLICIES.length);
  });

  it('gives every pair its expected result, criterion by criterion, on both paths', () => {
    expect(quality.disagreements).toEqual([]);
  });

  it('holds precision 100 % on hard criteria: no "eligible" the real situation contradicts', () => {
    expect(quality.hardViolations).toEqual([]);
    expect(quality.precisionHard).toBe(1);
    expect(quality.counts.eligible).toBeGreaterThan(0);
  });

  it('never rejects someone who could apply, and finds most of what they could apply for', () => {
    expect(quality.wrongRejections).toEqual([]);
    expect(quality.recallShown).toBe(1);
    expect(quality.trulyEligible).toBeGreaterThan(1000);
    // Floors of the figures of docs/decisions/018 (lower only with a reason).
    expect(quality.recallEligible).toBeGreaterThanOrEqual(0.8);
    expect(quality.unknownShare).toBeLessThanOrEqual(0.05);
  });

  it('reaches every criterion with every result somewhere', () => {
    const seen = new Set<string>();
    for (const p of LABELLED_PROFILES) {
      const person = personFromAnswers(answersOf(p));
      for (const { eligibility } of POLICIES) {
        for (const c of evaluate(eligibility, person, LABELLED_TODAY).criteria) {
          seen.add(`${c.key}:${c.result}`);
        }
      }
    }
    for (const key of CRITERION_KEYS) {
      for (const result of ['met', 'unmet', 'unknown'])
        expect(seen, `${key}:${result}`).toContain(`${key}:${result}`);
    }
  });

  it('holds on another day: the first of 2027, with no 기준 중위소득 table for it yet', () => {
    const newYear = measureMatching(POLICIES, LABELLED_PROFILES, '2027-01-01');
    expect(newYear.disagreements).toEqual([]);
    expect(newYear.hardViolations).toEqual([]);
    expect(newYear.wrongRejections).toEqual([]);
  });

  it('holds the same promises when matching from the profile instead of the survey', () => {
    const fromProfiles = measureProfiles(POLICIES, LABELLED_PROFILES, LABELLED_TODAY);
    expect(fromProfiles.hardViolations).toEqual([]);
    expect(fromProfiles.wrongRejections).toEqual([]);
    expect(fromProfiles.counts.eligible).toBeGreaterThan(0);
  });

  it.each(HAND_LABELLED)('%s × %s is %s (read by hand)', (profileId, slug, expected) => {
    const answers = answersOf(profile(profileId));
    const { eligibility } = policy(slug);
    expect(evaluate(eligibility, personFromAnswers(answers), LABELLED_TODAY).result).toBe(expected);
    expect(resultOf(expectedCriteria(eligibility, answers, LABELLED_TODAY))).toBe(expected);
  });
});
