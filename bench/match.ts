// `npm run bench:match`: the matching engine on issue 13's labelled set (src/shared/matching/
// labelled/): agreement with the expected result of every pair, precision on hard criteria,
// recall of the items each person could really apply for, and the share left unknown; then how
// fast `classify` judges a 50,000-policy catalogue for one person. The same figures the labelled
// set's test holds. Takes a few seconds, no database. With BENCH_LOAD=1 (after `npm run build`),
// then the load rows of match/common (bench/match-load.ts: BENCH_DATABASE_URL for PostgreSQL).
import { pathToFileURL } from 'node:url';
import { matchLoadOptionsFromEnv, runMatchLoad } from './match-load.js';
import type { Eligibility } from '../src/shared/eligibility.js';
import { DEMO_POLICIES } from '../src/server/db/seed/demo/policies.js';
import { classify, personFromAnswers, type MatchPerson } from '../src/shared/matching/index.js';
import {
  measureMatching,
  measureProfiles,
  type MatchQuality,
} from '../src/shared/matching/labelled/measure.js';
import { answersOf } from '../src/shared/matching/labelled/oracle.js';
import {
  BOUNDARY_POLICIES,
  LABELLED_PROFILES,
  LABELLED_TODAY,
} from '../src/shared/matching/labelled/profiles.js';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The labelled set's figures, as report lines. */
export function matchQualityLines(quality: MatchQuality = labelledQuality()): string[] {
  const { counts, pairs } = quality;
  return [
    `labelled set: ${quality.profiles} profiles × ${quality.policies} policies = ${pairs} pairs (today ${LABELLED_TODAY})`,
    `  results: eligible ${counts.eligible}, likely ${counts.likely}, not eligible ${counts.not_eligible}`,
    `  agreement with the expected result: ${pairs - quality.disagreements.length}/${pairs} (${quality.disagreements.length} differ)`,
    `  precision on hard criteria (age, region, marital, income): ${percent(quality.precisionHard)} (${quality.hardViolations.length} violations)`,
    `  wrong rejections (not eligible, but could apply): ${quality.wrongRejections.length}`,
    `  recall of eligible items (${quality.trulyEligible} pairs the person could apply for): ${percent(quality.recallEligible)} judged eligible, ${percent(quality.recallShown)} eligible or likely`,
    `  unknown: ${percent(quality.unknownShare)} of pairs likely, ${percent(quality.unknownCriteriaShare)} of criteria unknown`,
    ...profileLines(),
    ...quality.disagreements
      .slice(0, 10)
      .map((d) => `  differs: ${d.profile} × ${d.policy}: ${d.detail}`),
    ...quality.hardViolations
      .slice(0, 10)
      .map((d) => `  VIOLATION: ${d.profile} × ${d.policy}: ${d.detail}`),
  ];
}

/** The same people matched from their profile (no survey): the promises against the truth. */
function profileLines(): string[] {
  const { counts, hardViolations, wrongRejections } = measureProfiles(
    [...DEMO_POLICIES, ...BOUNDARY_POLICIES],
    LABELLED_PROFILES,
    LABELLED_TODAY,
  );
  const pairs = counts.eligible + counts.likely + counts.not_eligible;
  return [
    `  from the profile instead: eligible ${counts.eligible}, likely ${counts.likely} (${percent(counts.likely / pairs)}), not eligible ${counts.not_eligible}; ${hardViolations.length} hard violations, ${wrongRejections.length} wrong rejections`,
  ];
}

export function labelledQuality(): MatchQuality {
  return measureMatching(
    [...DEMO_POLICIES, ...BOUNDARY_POLICIES],
    LABELLED_PROFILES,
    LABELLED_TODAY,
  );
}

/** A catalogue of `size` policies: the demo policies' eligibility over and over. */
export function benchEligibilities(size = 50_000): Eligibility[] {
  return Array.from(
    { length: size },
    (_, i) => DEMO_POLICIES[i % DEMO_POLICIES.length]!.eligibility,
  );
}

/**
 * `classify` over a whole catalogue for one person, as `match/common` does per request: the best of
 * `rounds` passes (after one to warm up), in µs per policy and ms per catalogue.
 */
export function classifySpeed(
  eligibilities: readonly Eligibility[] = benchEligibilities(),
  person: MatchPerson = personFromAnswers(answersOf(LABELLED_PROFILES[0]!)),
  rounds = 10,
): { perPolicyMicros: number; perCatalogueMs: number; eligible: number } {
  let best = Infinity;
  let eligible = 0;
  for (let round = 0; round <= rounds; round += 1) {
    const started = performance.now();
    eligible = 0;
    for (const eligibility of eligibilities) {
      if (classify(eligibility, person, LABELLED_TODAY).result === 'eligible') eligible += 1;
    }
    const elapsed = performance.now() - started;
    if (round > 0) best = Math.min(best, elapsed);
  }
  return {
    perPolicyMicros: (best * 1000) / eligibilities.length,
    perCatalogueMs: best,
    eligible,
  };
}

export function classifySpeedLines(): string[] {
  const eligibilities = benchEligibilities();
  const lines = [`classify, one person against ${eligibilities.length} policies (best of 10):`];
  for (const id of ['seoul-29-everything', 'seoul-29-core-only', 'seoul-jongno']) {
    const profile = LABELLED_PROFILES.find((p) => p.id === id)!;
    const speed = classifySpeed(eligibilities, personFromAnswers(answersOf(profile)));
    lines.push(
      `  ${id}: ${speed.perPolicyMicros.toFixed(3)} µs a policy, ${speed.perCatalogueMs.toFixed(1)} ms a catalogue (${speed.eligible} eligible)`,
    );
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of [...matchQualityLines(), '', ...classifySpeedLines()]) console.log(line);
  // match/common under load on the 50,000-item catalogue (bench/match-load.ts; needs `npm run build`).
  if (process.env.BENCH_LOAD === '1') {
    console.log('');
    await runMatchLoad(matchLoadOptionsFromEnv());
    process.exit(0);
  }
}
