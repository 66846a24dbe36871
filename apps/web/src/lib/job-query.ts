import type { Job } from '@fieldhire/contract/jobs';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Every job query (searches, job pages, saved jobs) lives under this key. */
export const jobsKey = ['jobs'] as const;
export const jobKey = (id: number) => [...jobsKey, 'detail', id] as const;

/** Refreshes every job query: applying, withdrawing and bookmarking change what they show. */
export const invalidateJobs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: jobsKey });

export const fetchJob = (id: number, signal?: AbortSignal) =>
  apiClient.get<Job>(`/api/jobs/${id}`, { signal });

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: jobKey(id), queryFn: ({ signal }) => fetchJob(id, signal) });

export const isJobId = (id: number) => Number.isInteger(id) && id > 0;

/** A job's page (with the viewer's application and bookmark); idle for an id that is not one. */
export function useJob(id: number) {
  return useQuery({ ...jobQuery(id), enabled: isJobId(id) });
}
