import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Match, matchCommon } from '../../../shared/contract/match.js';
import type { Locale } from '../../../shared/locale.js';
import {
  evaluate,
  MATCH_RESULTS,
  personFromAnswers,
  personFromProfile,
  type MatchPerson,
  type MatchResult,
} from '../../../shared/matching/index.js';
import type { Actor } from '../../authorization/index.js';
import type { Database } from '../../db/schema.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PersonSource, SurveyService } from '../survey/survey.service.js';
import { orderPositions, type MatchOrder } from './match-order.js';
import { presentMatch, presentMatchedItem } from './match.presenter.js';
import { policyFacts, policyIdsMatching } from './match.repository.js';
import { dayNumber, PolicyIndex, RESULT_CODES } from './policy-index.js';

type MatchRequest = z.output<(typeof matchCommon)['input']>;
type MatchAnswer = z.output<(typeof matchCommon)['output']>;

/** Without a `result` filter: what can be had, and what might be. */
const DEFAULT_RESULTS: readonly MatchResult[] = ['eligible', 'likely'];

/**
 * The index of every policy is rebuilt after a catalogue change (the writer's invalidation,
 * decision 013, which also covers messages lost while Redis was away: a reconnecting subscriber
 * invalidates everything) and otherwise every half hour, for views (popularity only orders
 * ties). A rebuild reads every policy, a stall worth avoiding every few minutes. The Korean day
 * is read per request: what is closed changes at midnight without a rebuild.
 */
const INDEX_FRESH_MS = 30 * 60_000;
/** A person's ordered matches, like a list's snapshot: paging stays consistent for a minute. */
const MATCHES_FRESH_MS = 60_000;
const MATCHES_MAX_AGE_MS = 10 * 60_000;
/** About 8 MB of positions across all cached people and queries. */
const MATCHES_MAX_POSITIONS = 2_000_000;

/** Explanations kept with one person's matches (a few pages' worth of distinct criteria). */
const EXPLAINED_MAX = 500;

interface Matches {
  index: PolicyIndex;
  /** Positions of the index that pass the filters but `result`. */
  candidates: number[];
  /** Result code per index position. */
  results: Uint8Array;
  counts: Record<MatchResult, number>;
  order: MatchOrder;
  interests: ReadonlySet<string>;
  day: number;
  /**
   * The candidates with one set of results, in order, by that set's key: ordered only when asked
   * for (most people see eligible and likely, a fraction of all).
   */
  byResults: Map<string, Int32Array>;
  today: string;
  /** Matches explained so far, by language and eligibility group (see `explain`). */
  explained: Map<string, Match>;
}

export interface MatchServiceOptions {
  db: Kysely<Database>;
  catalogue: Pick<CatalogueService, 'pageItems' | 'today'>;
  survey: Pick<SurveyService, 'personSourceOf'>;
}

/**
 * `match/common` (issue 13): every policy judged for a person by the shared pure function. The
 * policies' facts live in memory (`PolicyIndex`), so a person costs `classify` per distinct
 * eligibility and a sort, never a scan of the table; only the page's items are `evaluate`d, with
 * their reasons. A person's ordered matches are cached for a minute, as list snapshots are.
 */
export class MatchService {
  private readonly indexes = new RefreshingCache<{ index: PolicyIndex; version: number }>({
    name: 'match_policies',
    freshMs: INDEX_FRESH_MS,
    maxAgeMs: Number.MAX_SAFE_INTEGER,
    maxWeight: 2,
    weigh: () => 1,
  });
  private readonly matches = new RefreshingCache<Matches>({
    name: 'match_results',
    freshMs: MATCHES_FRESH_MS,
    maxAgeMs: MATCHES_MAX_AGE_MS,
    maxWeight: MATCHES_MAX_POSITIONS,
    weigh: (entry) => entry.candidates.length + 1,
  });

  /** Counts the indexes built, so that matches name the index they were judged on. */
  private indexesBuilt = 0;

  constructor(private readonly options: MatchServiceOptions) {}

  /**
   * The catalogue changed (decision 013): the index is rebuilt behind the readers, who keep the
   * old one for at most a second meanwhile (decision 023); every person's matches go.
   */
  invalidate(): void {
    this.indexes.invalidate();
    this.matches.clear();
  }

  /** Builds the policies' index, so the first person's matches need no read of every policy. */
  async warmUp(): Promise<void> {
    await this.policyIndex();
  }

  private policyIndex() {
    return this.indexes.get('policies', async () => {
      const index = new PolicyIndex(await policyFacts(this.options.db));
      return { index, version: (this.indexesBuilt += 1) };
    });
  }

  async readList(actor: Actor, request: MatchRequest, locale: Locale): Promise<MatchAnswer> {
    const source = await this.options.survey.personSourceOf(actor, request.answer_id);
    const today = this.options.catalogue.today();
    const query = {
      person: personKey(source),
      today,
      order: request.order as MatchOrder,
      region: uniqueSorted(request.filters.region),
      category: uniqueSorted(request.filters.category),
      keyword: request.condition.keyword,
      showClosed: request.condition.show_closed,
    };
    const person = personOf(source);
    // Matches are judged on one index: a newer one (the catalogue changed) judges anew.
    const { index: policies, version } = await this.policyIndex();
    const matches = await this.matches.get(JSON.stringify({ version, ...query }), () =>
      this.computeMatches(query, policies, person, interestsOf(source)),
    );

    const results = uniqueSorted(request.filters.result);
    const positions = positionsWith(matches, results.length ? results : DEFAULT_RESULTS);
    const { current_page_no: page, item_no_per_page: size } = request.pagination;
    const { index } = matches;
    const pagePositions = Array.from(positions.subarray((page - 1) * size, page * size));
    const pageIds = pagePositions.map((at) => index.ids[at]!);
    const recommendIds: number[] = [];
    const day = dayNumber(today);
    for (const at of positions) {
      if (recommendIds.length >= request.options.recommend_count) break;
      if (index.isPick[at] && !index.isClosed(at, day)) recommendIds.push(index.ids[at]!);
    }
    const { items, recommends } = await this.options.catalogue.pageItems(pageIds, recommendIds);
    const positionOf = new Map(pagePositions.map((at) => [index.cids[at]!, at]));
    const matched = items.flatMap((item) => {
      const at = positionOf.get(item.cid);
      return at === undefined
        ? []
        : [presentMatchedItem(item, explain(matches, at, person, locale))];
    });
    return {
      items: matched,
      total_count: positions.length,
      current_page_no: page,
      item_no_per_page: size,
      recommends,
      result_counts: { ...matches.counts },
    };
  }

  private async computeMatches(
    query: { today: string; order: MatchOrder; region: string[]; category: string[] } & {
      keyword: string;
      showClosed: boolean;
    },
    index: PolicyIndex,
    person: MatchPerson,
    interests: ReadonlySet<string>,
  ): Promise<Matches> {
    const keywordIds = query.keyword
      ? await policyIdsMatching(this.options.db, query.keyword)
      : undefined;
    const day = dayNumber(query.today);
    const results = index.judge(person, query.today);
    const regions = new Set(query.region);
    const categories = new Set(query.category);
    const counts: Record<MatchResult, number> = { eligible: 0, likely: 0, not_eligible: 0 };
    const candidates: number[] = [];
    for (let at = 0; at < index.size; at += 1) {
      if (!query.showClosed && index.isClosed(at, day)) continue;
      if (keywordIds && !keywordIds.has(index.ids[at]!)) continue;
      // A 시·도 takes in what is open to everyone, as the lists do.
      const policyRegions = index.regions[at]!;
      if (regions.size && policyRegions.length && !policyRegions.some((r) => regions.has(r))) {
        continue;
      }
      if (categories.size && !index.categories[at]!.some((c) => categories.has(c))) continue;
      candidates.push(at);
      counts[MATCH_RESULTS[results[at]!]!] += 1;
    }
    return {
      index,
      candidates,
      results,
      counts,
      order: query.order,
      interests,
      day,
      byResults: new Map(),
      today: query.today,
      explained: new Map(),
    };
  }
}

/**
 * One policy's match with its reasons. Policies sharing their hard criteria share one
 * evaluation (remembered with the person's matches, per language); the free-text conditions
 * are the policy's own.
 */
function explain(matches: Matches, at: number, person: MatchPerson, locale: Locale): Match {
  const { index, today } = matches;
  const group = index.group[at]!;
  const key = `${locale}:${group}`;
  let shared = matches.explained.get(key);
  if (!shared) {
    shared = presentMatch(evaluate(index.eligibilities[group]!, person, today), locale);
    // Someone paging through everything would otherwise keep every explanation.
    if (matches.explained.size >= EXPLAINED_MAX) matches.explained.clear();
    matches.explained.set(key, shared);
  }
  const freeText = index.freeText[at];
  return freeText ? { ...shared, also_check: evaluate(freeText, person, today).alsoCheck } : shared;
}

/** The ordered positions whose result is one of `results` (remembered per set). */
function positionsWith(matches: Matches, results: readonly MatchResult[]): Int32Array {
  const key = results.join();
  let positions = matches.byResults.get(key);
  if (!positions) {
    const wanted = new Set(results.map((result) => RESULT_CODES[result]));
    const chosen = matches.candidates.filter((at) => wanted.has(matches.results[at]!));
    positions = orderPositions(chosen, matches.order, matches);
    matches.byResults.set(key, positions);
  }
  return positions;
}

function personOf(source: PersonSource): MatchPerson {
  return source.kind === 'answer'
    ? personFromAnswers(source.answers)
    : personFromProfile(source.profile);
}

function interestsOf(source: PersonSource): ReadonlySet<string> {
  return new Set(
    source.kind === 'answer' ? (source.answers.interests ?? []) : source.profile.interests,
  );
}

/**
 * What decides a person's matches: an answer never changes (its id), a profile may (its fields,
 * hashed: the cache keeps no personal data in the clear).
 */
function personKey(source: PersonSource): string {
  if (source.kind === 'answer') return `answer:${source.answerId}`;
  const digest = createHash('sha256').update(JSON.stringify(source.profile)).digest('base64url');
  return `profile:${digest}`;
}

function uniqueSorted<T extends string>(values: readonly T[] | undefined): T[] {
  return [...new Set(values ?? [])].sort();
}
