import type {
  CandidateList,
  CandidateSearchPage,
  InviteCandidateBody,
  InviteJobList,
} from '@fieldhire/contract/candidates';
import { notifications } from '@mantine/notifications';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { candidatesKey } from '../../../lib/candidate-query';
import { errorMessage } from '../../../lib/error-message';
import { invalidatePlan } from '../../../lib/plan-query';
import { candidateDirectoryQuery, type CandidateFilterState } from '../candidate-filter-params';
import {
  searchParamsFromState,
  type CandidateSearchState,
} from '../../../lib/candidate-search-params';

export const candidateDirectoryKey = (query: string) =>
  [...candidatesKey, 'directory', query] as const;
export const candidateSearchKey = (query: string) => [...candidatesKey, 'search', query] as const;

export function useCandidateDirectory(filter: CandidateFilterState) {
  const query = candidateDirectoryQuery(filter);
  return useQuery({
    queryKey: candidateDirectoryKey(query),
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
    queryKey: candidateSearchKey(searchParamsFromState(state).toString()),
    queryFn: ({ signal }) => fetchCandidateSearch(state, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const INVITE_JOBS_PAGE = 20;
export const inviteJobsKey = (username: string) =>
  [...candidatesKey, 'invite-jobs', username] as const;

export function fetchInviteJobs(
  username: string,
  q: string,
  start: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.get<InviteJobList>('/api/invite-candidate/jobs/', {
    query: { candidate_username: username, q, start, end: start + INVITE_JOBS_PAGE },
    signal,
  });
}

/** The company's open jobs to invite the agent to, nearest them first, a page at a time. */
export function useInviteJobs(username: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...inviteJobsKey(username), q],
    queryFn: ({ pageParam, signal }) => fetchInviteJobs(username, q, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCandidateBody) =>
      apiClient.post<{ detail: string; conversation_id: number }>('/api/invite-candidate', body),
    onSuccess: (_sent, body) =>
      Promise.all([
        invalidatePlan(queryClient),
        queryClient.invalidateQueries({ queryKey: inviteJobsKey(body.candidate_username) }),
      ]),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
}
