import type {
  Candidate,
  CandidateList,
  CandidateSearchPage,
  InviteCandidateBody,
} from '@fieldhire/contract/candidates';
import { MESSAGES } from '@fieldhire/contract/constants';
import { MAX_PAGE_ROWS, type MyJobsList } from '@fieldhire/contract/jobs';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlan } from '../../../lib/plan-query';
import { candidateDirectoryQuery, type CandidateFilterState } from '../candidate-filter-params';
import { searchParamsFromState, type CandidateSearchState } from '../candidate-search-params';

const candidatesKey = ['candidates'] as const;

export function fetchCandidate(username: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Candidate>('/api/candidates/', { query: { username }, signal });
}

export function useCandidate(username: string) {
  return useQuery({
    queryKey: [...candidatesKey, 'profile', username.toLowerCase()],
    queryFn: ({ signal }) => fetchCandidate(username, { signal }),
    enabled: username.length > 0,
  });
}

export function useCandidateDirectory(filter: CandidateFilterState) {
  const query = candidateDirectoryQuery(filter);
  return useQuery({
    queryKey: [...candidatesKey, 'directory', query],
    queryFn: ({ signal }) => apiClient.get<CandidateList>(`/api/candidates/?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function fetchCandidateSearch(
  state: CandidateSearchState,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = searchParamsFromState(state).toString();
  return apiClient.get<CandidateSearchPage>(`/api/candidate-search/?${query}`, { signal });
}

export function useCandidateSearch(state: CandidateSearchState, enabled: boolean) {
  return useQuery({
    queryKey: [...candidatesKey, 'search', searchParamsFromState(state).toString()],
    queryFn: ({ signal }) => fetchCandidateSearch(state, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The company's jobs that are open, to invite an agent to one of them. */
export function useOpenJobs(enabled: boolean) {
  return useQuery({
    // Under the company's job list key, so the job management pages' changes refresh it.
    queryKey: ['my-jobs', 'open'],
    queryFn: ({ signal }) =>
      apiClient.get<MyJobsList>(`/api/myjobs/?status=open&end=${MAX_PAGE_ROWS}`, { signal }),
    select: (list) => list.results,
    enabled,
  });
}

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCandidateBody) =>
      apiClient.post<{ detail: string; conversation_id: number }>('/api/invite-candidate', body),
    onSuccess: () => invalidatePlan(queryClient),
    onError: () => notifications.show({ color: 'red', message: MESSAGES.inviteCandidateFailed }),
  });
}
