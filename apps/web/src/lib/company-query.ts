import type { Company } from '@fieldhire/contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Every company query (directory searches, company pages) lives under this key. */
export const companiesKey = ['companies'] as const;
export const companyKey = (id: number) => [...companiesKey, 'detail', id] as const;

export function fetchCompany(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Company>(`/api/companies/${id}/`, { signal });
}

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKey(id),
    queryFn: ({ signal }) => fetchCompany(id, { signal }),
  });

/** A company's public page (with its team for members); idle without an id. */
export function useCompany(id: number | null) {
  return useQuery({ ...companyQuery(id ?? 0), enabled: id !== null && id > 0 });
}
