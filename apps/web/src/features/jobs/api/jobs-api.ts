import { MESSAGES } from '@fieldhire/contract/constants';
import type { ApplyResponse, Job, JobList } from '@fieldhire/contract/jobs';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { JobFilterState } from '../job-filter-params';
import { paramsFromFilter, PAGE_SIZE } from '../job-filter-params';

export const jobsKey = ['jobs'] as const;

export function useJobSearch(filter: JobFilterState, enabled = true) {
  const params = paramsFromFilter(filter);
  if (!params.has('start')) {
    params.set('start', '0');
    params.set('end', String(PAGE_SIZE));
  }
  const query = params.toString();
  return useQuery({
    queryKey: [...jobsKey, 'search', query],
    queryFn: ({ signal }) => apiClient.get<JobList>(`/api/jobs/?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useJob(id: number) {
  return useQuery({
    queryKey: [...jobsKey, 'detail', id],
    queryFn: ({ signal }) => apiClient.get<Job>(`/api/jobs/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSavedJobs(enabled: boolean) {
  return useQuery({
    queryKey: [...jobsKey, 'saved'],
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
    onError: () => notifications.show({ color: 'red', message: MESSAGES.bookmarkFailed }),
  });
}

export interface ApplyInput {
  jobId: number;
  message: string;
  action: 'create' | 'withdraw';
  useSession: boolean;
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, message, action, useSession }: ApplyInput) =>
      apiClient.post<ApplyResponse>('/api/apply/', {
        job_id: jobId,
        message,
        action,
        use_session: useSession,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
