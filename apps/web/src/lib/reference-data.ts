import type { ReferenceKind, RefItem } from '@fieldhire/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type ReferenceOption = { label: string; value: string };

/** A reference list as the spec's label/value pairs. */
export const toOptions = (items: RefItem[]): ReferenceOption[] =>
  items.map((item) => ({ label: item.name, value: String(item.id) }));

export const referenceKey = (kind: ReferenceKind) => ['reference', kind] as const;

export function fetchReferenceList(kind: ReferenceKind, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<RefItem[]>(`/api/dyn/${kind}/`, { signal });
}

/** A reference list (job types, skill tags, certifications, educations) as label/value pairs. */
export const referenceQuery = (kind: ReferenceKind) =>
  queryOptions({
    queryKey: referenceKey(kind),
    queryFn: ({ signal }) => fetchReferenceList(kind, { signal }),
    staleTime: 60 * 60_000,
  });

export function useReferenceOptions(kind: ReferenceKind) {
  return useQuery({ ...referenceQuery(kind), select: toOptions });
}
