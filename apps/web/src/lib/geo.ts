import type { GeoPoint, GeoState, GeoTown } from '@fieldhire/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

const DAY = 24 * 60 * 60_000;

export const geoStatesKey = ['geo', 'states'] as const;
export const geoTownsKey = (stateFips: string | null, search: string) =>
  ['geo', 'towns', stateFips, search.toLowerCase()] as const;

export const geoStatesQuery = queryOptions({
  queryKey: geoStatesKey,
  queryFn: ({ signal }) => apiClient.get<GeoState[]>('/api/geo/states/', { signal }),
  staleTime: DAY,
  gcTime: DAY,
});

export function useGeoStates() {
  return useQuery(geoStatesQuery);
}

/** The ZIP code nearest a point, labelled "City, ST 12345" for a location field. */
export const nearestPlace = ({ lat, lon }: { lat: number; lon: number }) =>
  apiClient.get<GeoPoint>('/api/geo/nearest/', { query: { lat, lon } });

/** Towns of a state whose name matches `q` (the server answers up to 50). */
export function useGeoTowns(stateFips: string | null, q: string) {
  const search = q.trim();
  return useQuery({
    queryKey: geoTownsKey(stateFips, search),
    queryFn: ({ signal }) =>
      apiClient.get<GeoTown[]>('/api/geo/towns/', {
        query: { state_fips: stateFips, q: search },
        signal,
      }),
    enabled: Boolean(stateFips),
    staleTime: DAY,
    // While typing, keep the last answer for the same state on screen.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === stateFips ? previous : undefined,
  });
}

/** The state a town GEOID belongs to: its first two digits. */
export const stateOfTown = (fips: string) => fips.slice(0, 2);

export interface TownRef {
  fips: string;
  name: string;
}

export interface StateTowns<T extends TownRef> {
  stateFips: string;
  stateName: string;
  towns: T[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Towns grouped by their state, states and towns in alphabetical order. */
export function groupTownsByState<T extends TownRef>(
  towns: readonly T[],
  states: readonly GeoState[] | undefined,
): StateTowns<T>[] {
  const names = new Map(states?.map((state) => [state.fips, state.name]));
  const groups = new Map<string, T[]>();
  for (const town of towns) {
    const key = stateOfTown(town.fips);
    groups.set(key, [...(groups.get(key) ?? []), town]);
  }
  return [...groups.entries()]
    .map(([stateFips, list]) => ({
      stateFips,
      stateName: names.get(stateFips) ?? `State ${stateFips}`,
      towns: [...list].sort(byName),
    }))
    .sort((a, b) => a.stateName.localeCompare(b.stateName));
}
