import type { UserInfo } from '@fieldhire/contract/accounts';
import type { Company, CompanyList } from '@fieldhire/contract/companies';
import type { JobList } from '@fieldhire/contract/jobs';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { companiesKey, companyKey } from '../../../lib/company-query';
import { userInfoKey } from '../../../lib/user-info';
import { companySearchQuery, type CompanyFilterState } from '../company-filter-params';

export const companySearchesKey = [...companiesKey, 'search'] as const;
export const companySearchKey = (query: string) => [...companySearchesKey, query] as const;
export const companyJobsKey = (id: number | null) => ['company-jobs', id] as const;

export function fetchCompanies(query: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<CompanyList>(`/api/companies/?${query}`, { signal });
}

export function companySearch(filter: CompanyFilterState) {
  const query = companySearchQuery(filter);
  return queryOptions({
    queryKey: companySearchKey(query),
    queryFn: ({ signal }) => fetchCompanies(query, { signal }),
  });
}

export function useCompanySearch(filter: CompanyFilterState) {
  return useQuery({ ...companySearch(filter), placeholderData: keepPreviousData });
}

/** Creates the viewer's company (no id yet) or edits it; the form is multipart with the avatar. */
export function saveCompany(id: number | null, form: FormData) {
  return id === null
    ? apiClient.post<Company>('/api/companies/', form)
    : apiClient.patch<Company>(`/api/companies/${id}/`, form);
}

export function useSaveCompany(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => saveCompany(id, form),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKey(company.id), company);
      if (id === null) {
        queryClient.setQueryData<UserInfo | null>(userInfoKey, (viewer) =>
          viewer
            ? {
                ...viewer,
                company: {
                  id: company.id,
                  name: company.name,
                  avatar: company.avatar,
                  role: 'owner',
                  may_approve_spending: true,
                },
              }
            : viewer,
        );
      }
      void queryClient.invalidateQueries({ queryKey: companySearchesKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

export const COMPANY_JOBS_SHOWN = 10;

/** The company's newest open jobs. */
export const companyJobsQuery = (id: number | null) =>
  queryOptions({
    queryKey: companyJobsKey(id),
    queryFn: ({ signal }) =>
      apiClient.get<JobList>(`/api/jobs/?company=${id}&end=${COMPANY_JOBS_SHOWN}`, { signal }),
  });

export function useCompanyJobs(id: number | null) {
  return useQuery({ ...companyJobsQuery(id), enabled: id !== null });
}
