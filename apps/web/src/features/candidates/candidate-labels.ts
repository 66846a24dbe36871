import type { CoverageTown } from '@fieldhire/contract/candidates';
import type { GeoState } from '@fieldhire/contract/reference';
import { stateOfTown } from '../../lib/geo';
import { plural } from '../../lib/plural';

export function agentCount(count: number) {
  return plural(count, 'field agent');
}

export function memberSince(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

const SHOWN_TOWNS = 3;

/**
 * A one-line view of where an agent works: a few town names (the searched ones first), how many
 * more, and the states.
 */
export function coverageSummary(
  towns: readonly CoverageTown[],
  states: readonly GeoState[] | undefined,
  first: ReadonlySet<string> = new Set(),
): string | null {
  if (towns.length === 0) return null;
  const ordered = [...towns].sort(
    (a, b) => Number(first.has(b.fips)) - Number(first.has(a.fips)) || a.name.localeCompare(b.name),
  );
  const names = ordered.slice(0, SHOWN_TOWNS).map((town) => town.name);
  const more = towns.length - names.length;
  const usps = new Map(states?.map((state) => [state.fips, state.usps]));
  const codes = [...new Set(towns.map((town) => stateOfTown(town.fips)))]
    .map((fips) => usps.get(fips))
    .filter(Boolean)
    .sort();
  const list = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
  return codes.length ? `${list} (${codes.join(', ')})` : list;
}
