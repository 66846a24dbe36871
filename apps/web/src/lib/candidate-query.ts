import type { Candidate } from '@fieldhire/contract/candidates';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Every field agent query (directory, searches, profiles) lives under this key. */
export const candidatesKey = ['candidates'] as const;
export const candidateKey = (username: string) =>
  [...candidatesKey, 'profile', username.toLowerCase()] as const;

export function fetchCandidate(username: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Candidate>('/api/candidates/', { query: { username }, signal });
}

/** A field agent's public profile (with `resume_url` when the viewer may see it); idle without a username. */
export function useCandidate(username: string) {
  return useQuery({
    queryKey: candidateKey(username),
    queryFn: ({ signal }) => fetchCandidate(username, { signal }),
    enabled: username.length > 0,
  });
}
