import type { IndexQuery, IndexResult } from './index-query';
import type { KeywordShare } from './keyword-stats';
import type { OpenJobsIndex } from './open-jobs-index';

/** Without statistics of the keyword: how many of the best jobs without it a probe checks, in turn. */
export const PROBE_ROUNDS = [200, 2000];
/** A probe answers "countCap+" only when its estimate is this far past the cap. */
const CAP_MARGIN = 1.2;
/**
 * A probe sized from the statistics expects so many matches that finding too few for the page, or
 * too few to estimate past the cap's margin, takes a shortfall of this many standard deviations.
 */
const SURE = 2;
/** A probe sized from the statistics that falls short by chance goes on with this many times its jobs. */
const SECOND_ROUND = 4;
/** Checking a job against the keyword by id costs about as much as reading this many ids of a set. */
const CHECK_COST = 2;

/** How the first search of a keyword checks jobs against it instead of reading its set. */
export interface ProbePlan {
  /** How many of the best jobs without the keyword are checked, round after round. */
  rounds: number[];
  /** Whether the keyword's set is read while a later round runs: the word may be rare, its set small. */
  readSetMeanwhile: boolean;
}

const UNSIZED: ProbePlan = { rounds: PROBE_ROUNDS, readSetMeanwhile: true };

/** The jobs the search matches without the keyword, counted up to `cap`: exact when not capped. */
function countWithout(jobsIndex: OpenJobsIndex, query: IndexQuery, cap: number) {
  return jobsIndex.search({ ...query, limit: 1, countCap: Math.ceil(cap) });
}

/** The count of matches that an estimate must pass for the probe to answer "countCap+". */
const enoughFor = (query: IndexQuery) => query.countCap * CAP_MARGIN;

/**
 * How many matches a sample must expect so that it finds `needed` of them, and estimates the share
 * to within `shortfall` of its own, but for a shortfall of SURE standard deviations.
 */
export function expectedMatches(needed: number, shortfall: number) {
  const forPage = ((SURE + Math.sqrt(SURE * SURE + 4 * needed)) / 2) ** 2;
  const forShare = (SURE / Math.max(shortfall, 1e-9)) ** 2;
  return Math.max(forPage, forShare);
}

/**
 * How a keyword's first search checks jobs against it, from what the statistics tell of its share
 * (when they tell nothing, by PROBE_ROUNDS), or null when reading the keyword's set is the cheaper
 * way to the answer.
 *
 * A word whose matches cannot pass the cap's margin needs an exact count: every job without it is
 * checked when they are fewer than half its set (each check costing about two ids of a set read),
 * else its set is read. A commoner word's probe is sized so that it finds the page and estimates
 * past the margin but for a shortfall of SURE standard deviations (the fewer jobs the search has
 * beyond what the margin needs, the larger), and goes on with SECOND_ROUND times as many jobs when
 * it falls short; a word so near the cap that such a probe checks more than half its set has its
 * set read instead.
 */
export function probePlan(
  jobsIndex: OpenJobsIndex,
  query: IndexQuery,
  share: KeywordShare | null,
): ProbePlan | null {
  if (!share) return UNSIZED;
  // As many checks as reading the word's set costs.
  const affordable = Math.floor((share.atMost * jobsIndex.size) / CHECK_COST);
  if (share.atMost * jobsIndex.size < enoughFor(query)) {
    const without = countWithout(jobsIndex, query, affordable);
    return without.capped
      ? null
      : { rounds: [Math.max(1, without.count)], readSetMeanwhile: false };
  }
  if (share.about === null) return UNSIZED;
  // With every job in the search at most, the estimate passes the margin while the sample's share
  // falls short of the word's by less than this.
  const shortfall = 1 - enoughFor(query) / (share.about * jobsIndex.size);
  const first = Math.ceil(expectedMatches(query.limit, shortfall) / share.about);
  if (first > affordable) return null;
  const second = Math.min(affordable, first * SECOND_ROUND);
  return { rounds: second > first ? [first, second] : [first], readSetMeanwhile: false };
}

/**
 * Whether the matches may yet pass the cap's margin when the search without the keyword has
 * `without` jobs, as far as the statistics tell (a probe's sample may have fallen short by chance).
 */
const mayPassMargin = (query: IndexQuery, without: number, share: KeywordShare | null) =>
  share !== null && share.atMost * without >= enoughFor(query);

/**
 * The first page of a search for a keyword whose match set is not loaded yet, without reading that
 * set (for a word found in most jobs, reading it takes up to a second at a million jobs).
 *
 * The best few matches of the search without the keyword (as many as `probePlan` sizes from the
 * statistics, else PROBE_ROUNDS), in the search's order, are checked against the keyword in the
 * database; every match of the full search up to the last of them is among the checked ones, so
 * when enough of them match, the page is exactly the page of the full search. The count is then
 * known only as an estimate: the probe answers only when that estimate is well past the count cap,
 * as "countCap+" (capped), with the facets of the matches it found scaled to the cap, as a capped
 * search's facets cover its first countCap matches. When every job without the keyword was checked,
 * the answer is exact. Otherwise (a rarer word, whose set is small and quick to read, or too few
 * matches for the page) it answers null and the caller reads the set.
 */
export async function probeKeyword(
  jobsIndex: OpenJobsIndex,
  query: IndexQuery,
  matchesKeyword: (ids: number[]) => Promise<number[]>,
  /** What the statistics tell of the keyword's share of the jobs; null when they tell nothing. */
  share: KeywordShare | null = null,
  /** Called when a first round of PROBE_ROUNDS fell short: the word is not that common. */
  onUncommon: () => void = () => {},
): Promise<IndexResult | null> {
  const plan = probePlan(jobsIndex, query, share);
  if (!plan) return null;
  const found: number[] = [];
  let checked = 0;
  for (const [round, candidates] of plan.rounds.entries()) {
    if (round > 0 && plan.readSetMeanwhile) onUncommon();
    // Counted at least as far as the candidates, so a round that checks them all knows it.
    const countCap = Math.max(query.countCap, candidates);
    const without = jobsIndex.search({ ...query, limit: candidates, countCap });
    // Each round's candidates begin with the previous round's, in the same order.
    found.push(...(await matchesKeyword(without.ids.slice(checked))));
    checked = without.ids.length;
    const matched = Int32Array.from(found).sort();
    const full = jobsIndex.search({ ...query, within: [...query.within, matched] });
    if (!without.capped && without.count <= without.ids.length) return full;
    if (matched.length < query.limit) continue;
    // Past the cap when the jobs without the keyword, times the share that matched, are.
    const sampleShare = matched.length / without.ids.length;
    const reach = Math.ceil(enoughFor(query) / sampleShare);
    const past = countWithout(jobsIndex, query, reach);
    if (!past.capped) {
      if (mayPassMargin(query, past.count, share)) continue;
      return null;
    }
    const scale = query.countCap / Math.max(1, full.count);
    const scaled = (counts: Record<string, number>) =>
      Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, Math.round(n * scale)]));
    return {
      ...full,
      count: query.countCap,
      capped: true,
      facets: {
        job_type: scaled(full.facets.job_type),
        category: scaled(full.facets.category),
        experience: scaled(full.facets.experience),
        date_posted: scaled(full.facets.date_posted),
      },
    };
  }
  return null;
}
