import type {
  ApplicationStatus,
  CompanyApplicant,
  EmployerSettableStatus,
  Job,
  JobInput,
  MyJob,
  MyJobsList,
} from '@fieldhire/contract/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateJobs } from '../../../lib/job-query';
import { invalidatePlan } from '../../../lib/plan-query';
import { myJobsSearch, type MyJobsView } from './my-jobs-view';

/** Every query of the company's jobs (lists and single jobs with their applicants) lives under this key. */
export const myJobsKey = ['my-jobs'] as const;
export const myJobKey = (id: number) => [...myJobsKey, id] as const;
export const myJobsListKey = (view: MyJobsView) => [...myJobsKey, 'list', view] as const;
const companyApplicantsPrefix = ['company-applicants'] as const;
export const companyApplicantsKey = (status: ApplicationStatus | null) =>
  [...companyApplicantsPrefix, status ?? 'all'] as const;

/** One page of the company's jobs as the view asks for it; the last page stays on screen while the next loads. */
export function useMyJobs(view: MyJobsView) {
  return useQuery({
    queryKey: myJobsListKey(view),
    queryFn: ({ signal }) =>
      apiClient.get<MyJobsList>(`/api/myjobs/?${myJobsSearch(view)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's applicants across its jobs, of one status when given. */
export function useCompanyApplicants(status: ApplicationStatus | null) {
  return useQuery({
    queryKey: companyApplicantsKey(status),
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

/** A change that lists a job again, which may use the free listing or a job post of the plan. */
function useListingAction(action: 'reopen' | 'renew') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<Job>(`/api/jobs/${id}/${action}/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myJobsKey }),
        invalidatePlan(queryClient),
      ]),
  });
}

/** Reopens a closed job: free as an undo soon after closing, otherwise it may use a job post. */
export const useReopenJob = () => useListingAction('reopen');

/** Lists an open job for another period, from a few days before its listing ends. */
export const useRenewJob = () => useListingAction('renew');

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

export interface ApplicantMove {
  applicantId: number;
  status: EmployerSettableStatus;
  /** On approval: assign the work at the applicant's counter-offer rather than the listed terms. */
  acceptCounterOffer?: boolean;
}

/**
 * The response's job replaces the job on screen, as the spec asks. Approving creates a work order
 * and fills an opening, which the job lists, the company's applicants and the job page show.
 */
export function useApplicantStatus(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, status, acceptCounterOffer }: ApplicantMove) =>
      apiClient.patch<{ job: MyJob }>(
        `/api/applicants/${applicantId}/`,
        status === 'approved'
          ? { status, accept_counter_offer: acceptCounterOffer ?? false }
          : { status },
      ),
    onSuccess: ({ job }, { status }) => {
      queryClient.setQueryData(myJobKey(jobId), job);
      void queryClient.invalidateQueries({ queryKey: myJobsKey, exact: true });
      if (status === 'approved') {
        void queryClient.invalidateQueries({ queryKey: [...myJobsKey, 'list'] });
        void queryClient.invalidateQueries({ queryKey: companyApplicantsPrefix });
        void invalidateJobs(queryClient);
      }
    },
  });
}
