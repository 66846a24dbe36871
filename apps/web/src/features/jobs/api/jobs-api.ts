import { MESSAGES } from '@fieldhire/contract/constants';
import type { ApplyResponse, Job, JobList } from '@fieldhire/contract/jobs';
import type { CounterOffer } from '@fieldhire/contract/work-terms';
import { notifications } from '@mantine/notifications';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateJobs, jobsKey } from '../../../lib/job-query';
import { notificationsKey } from '../../../lib/notifications-query';
import type { JobFilterState } from '../job-filter-params';
import { jobSearchQuery } from '../job-filter-params';

export const jobSearchKey = (query: string) => [...jobsKey, 'search', query] as const;
export const savedJobsKey = [...jobsKey, 'saved'] as const;

export function jobSearch(filter: JobFilterState) {
  const query = jobSearchQuery(filter);
  return queryOptions({
    queryKey: jobSearchKey(query),
    queryFn: ({ signal }) => apiClient.get<JobList>(`/api/jobs/?${query}`, { signal }),
  });
}

export function useJobSearch(filter: JobFilterState, enabled = true) {
  return useQuery({ ...jobSearch(filter), placeholderData: keepPreviousData, enabled });
}

export function useSavedJobs(enabled: boolean) {
  return useQuery({
    queryKey: savedJobsKey,
    queryFn: ({ signal }) => apiClient.get<Job[]>('/api/bookmarkJob/getSavedJobs/', { signal }),
    enabled,
  });
}

export function useBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      apiClient.post<{ bookmarked: boolean }>('/api/bookmarkJob/bookmarkJob/', {
        jobID: jobId,
        action: save ? 'add' : 'remove',
      }),
    onSuccess: () => invalidateJobs(queryClient),
    onError: () => notifications.show({ color: 'red', message: MESSAGES.bookmarkFailed }),
  });
}

export interface ApplyInput {
  jobId: number;
  message: string;
  action: 'create' | 'withdraw';
  useSession: boolean;
  counterOffer?: CounterOffer | null;
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, message, action, useSession, counterOffer }: ApplyInput) =>
      apiClient.post<ApplyResponse>('/api/apply/', {
        job_id: jobId,
        message,
        action,
        use_session: useSession,
        ...(counterOffer ? { counter_offer: counterOffer } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        invalidateJobs(queryClient),
        // Applying accepts an invitation to the job.
        queryClient.invalidateQueries({ queryKey: notificationsKey }),
      ]),
  });
}
