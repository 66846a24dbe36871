import type { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@fieldhire/contract/api-keys';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const KEYS_PATH = '/api/developers/keys/';

/** The viewer's company's API keys (GET /api/developers/keys/), newest first, revoked ones too. */
export const apiKeysQueryKey = ['developers', 'api-keys'] as const;

export const invalidateApiKeys = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });

export const fetchApiKeys = (signal?: AbortSignal) =>
  apiClient.get<ApiKeyList>(KEYS_PATH, { signal });

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => fetchApiKeys(signal),
  });
}

/**
 * Makes a key. Its answer is the only one holding the whole key: it is never put in the query
 * cache (the list is read again instead), and the page drops it once its owner has seen it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => apiClient.post<CreatedApiKey>(KEYS_PATH, body),
    onSuccess: () => invalidateApiKeys(queryClient),
  });
}

/** Revokes a key: it stays in the list, with its `revoked_at`. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`${KEYS_PATH}${id}/`),
    onSuccess: () => invalidateApiKeys(queryClient),
  });
}
