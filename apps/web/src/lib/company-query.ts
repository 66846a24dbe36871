import type { Company } from '@fieldhire/contract/companies';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Every company query (directory searches, company pages) lives under this key. */
export const companiesKey = ['companies'] as const;
export const companyKey = (id: number) => [...companiesKey, 'detail', id] as const;

export function fetchCompany(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Company>(`/api/companies/${id}/`, { signal });
}

/** A company's public page (with its team for members); idle without an id. */
export function useCompany(id: number | null) {
  return useQuery({
    queryKey: companyKey(id ?? 0),
    queryFn: ({ signal }) => fetchCompany(id ?? 0, { signal }),
    enabled: id !== null && id > 0,
  });
}
