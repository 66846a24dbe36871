import type { Dashboard, MyApplication } from '@fieldhire/contract/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateJobs } from '../../../lib/job-query';

export const dashboardKey = ['dashboard'] as const;
export const applicationsKey = ['applications'] as const;

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => apiClient.get<Dashboard>('/api/dashboard/', { signal }),
    enabled,
  });
}

export function useMyApplications(enabled: boolean) {
  return useQuery({
    queryKey: applicationsKey,
    queryFn: ({ signal }) => apiClient.get<MyApplication[]>('/api/applications/', { signal }),
    enabled,
  });
}

/** Withdraws the candidate's application to a job; their lists and the job pages refresh. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      apiClient.post('/api/apply/', {
        job_id: jobId,
        message: '',
        action: 'withdraw',
        use_session: false,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
        invalidateJobs(queryClient),
      ]),
  });
}
