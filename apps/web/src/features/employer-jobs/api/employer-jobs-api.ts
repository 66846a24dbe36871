import type {
  ApplicationStatus,
  CompanyApplicant,
  Job,
  JobInput,
  MyJob,
  MyJobSummary,
} from '@fieldhire/contract/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlan } from '../../../lib/plan-query';

const myJobsKey = ['my-jobs'] as const;
export const myJobKey = (id: number) => [...myJobsKey, id] as const;

export function useMyJobs() {
  return useQuery({
    queryKey: myJobsKey,
    queryFn: ({ signal }) => apiClient.get<MyJobSummary[]>('/api/myjobs/', { signal }),
  });
}

/** The company's applicants across its jobs, of one status when given. */
export function useCompanyApplicants(status: ApplicationStatus | null) {
  return useQuery({
    queryKey: ['company-applicants', status ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.get<CompanyApplicant[]>(
        status ? `/api/applicants/?status=${status}` : '/api/applicants/',
        { signal },
      ),
  });
}

export function useMyJob(id: number) {
  return useQuery({
    queryKey: myJobKey(id),
    queryFn: ({ signal }) => apiClient.get<MyJob>(`/api/myjobs/${id}/`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSaveJob(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) =>
      id === null
        ? apiClient.post<Job>('/api/jobs/', input)
        : apiClient.patch<Job>(`/api/jobs/${id}/`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myJobsKey }),
        invalidatePlan(queryClient),
      ]),
  });
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<Job>(`/api/jobs/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJobsKey }),
  });
}

export function useFeatureJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<Job>(`/api/jobs/${id}/feature/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myJobsKey }),
        invalidatePlan(queryClient),
      ]),
  });
}

/** The response's job replaces the job on screen, as the spec asks. */
export function useApplicantStatus(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, status }: { applicantId: number; status: ApplicationStatus }) =>
      apiClient.patch<{ job: MyJob }>(`/api/applicants/${applicantId}/`, { status }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(myJobKey(jobId), job);
      void queryClient.invalidateQueries({ queryKey: myJobsKey, exact: true });
    },
  });
}
