import type { IndexQuery, IndexResult } from './index-query';
import type { OpenJobsIndex } from './open-jobs-index';

/** How many of the best jobs without the keyword a probe asks the database about, in turn. */
export const PROBE_ROUNDS = [200, 2000];
/** A probe answers "countCap+" only when its estimate is this far past the cap. */
const CAP_MARGIN = 1.2;

/**
 * The first page of a search for a keyword whose match set is not loaded yet, without reading that
 * set (for a word found in most jobs, reading it takes up to a second at a million jobs).
 *
 * The best few matches (PROBE_ROUNDS) of the search without the keyword, in the search's order, are
 * checked against the keyword in the database; every match of the full search up to the last of
 * them is among the checked ones, so when enough of them match, the page is exactly the page of
 * the full search. The count is then known only as an estimate: the probe answers only when that
 * estimate is well past the count cap, as "countCap+" (capped), with the facets of the matches it
 * found scaled to the cap, as a capped search's facets cover its first countCap matches. Otherwise
 * (a rarer word, whose set is small and quick to read, or too few matches for the page) it answers
 * null and the caller reads the set.
 */
export async function probeKeyword(
  jobsIndex: OpenJobsIndex,
  query: IndexQuery,
  matchesKeyword: (ids: number[]) => Promise<number[]>,
  /** Called when the first round found too few matches: the word is not that common. */
  onUncommon: () => void = () => {},
): Promise<IndexResult | null> {
  const found: number[] = [];
  let checked = 0;
  for (const [round, candidates] of PROBE_ROUNDS.entries()) {
    if (round > 0) onUncommon();
    const without = jobsIndex.search({ ...query, limit: candidates, countCap: query.countCap });
    // Each round's candidates begin with the previous round's, in the same order.
    found.push(...(await matchesKeyword(without.ids.slice(checked))));
    checked = without.ids.length;
    const matched = Int32Array.from(found).sort();
    const full = jobsIndex.search({ ...query, within: [...query.within, matched] });
    if (!without.capped && without.count <= without.ids.length) return full;
    if (matched.length < query.limit) continue;
    // Past the cap when the jobs without the keyword, times the share that matched, are.
    const share = matched.length / without.ids.length;
    const reach = Math.ceil((query.countCap * CAP_MARGIN) / share);
    if (!jobsIndex.search({ ...query, limit: 1, countCap: reach }).capped) return null;
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
