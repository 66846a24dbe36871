import type {
  SavedSearch,
  SavedSearchDraft,
  SavedSearchPatch,
  SavedSearchSuggestion,
  GuestAlertConfirmed,
  GuestAlertInput,
} from '@fieldhire/contract/saved-searches';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { ONE_SHOT_QUERY } from './query-client';

/** The viewer's saved searches with their new matches (GET /api/saved-searches/). */
export const savedSearchesKey = ['saved-searches'] as const;

const invalidate = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: savedSearchesKey });

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => apiClient.get<SavedSearch[]>('/api/saved-searches/', { signal }),
    staleTime: 0,
  });
}

/** A first alert from a field agent's profile, while they have none (null: nothing to offer). */
export function useAlertSuggestion(enabled: boolean) {
  return useQuery({
    queryKey: [...savedSearchesKey, 'suggestion'],
    queryFn: ({ signal }) =>
      apiClient.get<SavedSearchSuggestion>('/api/saved-searches/suggestion/', { signal }),
    enabled,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SavedSearchDraft) =>
      apiClient.post<SavedSearch>('/api/saved-searches/', draft),
    onSuccess: () => invalidate(queryClient),
  });
}

/** Puts the server's answer in place of the saved search it changed. */
const replaceIn = (queryClient: QueryClient, saved: SavedSearch) =>
  queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) =>
    list?.map((search) => (search.id === saved.id ? saved : search)),
  );

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SavedSearchPatch }) =>
      apiClient.patch<SavedSearch>(`/api/saved-searches/${id}/`, patch),
    onSuccess: (saved) => replaceIn(queryClient, saved),
  });
}

/** The owner opens a saved search: its new matches are counted from now. */
export function useMarkSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<SavedSearch>(`/api/saved-searches/${id}/seen/`),
    onSuccess: (saved) => replaceIn(queryClient, saved),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<null>(`/api/saved-searches/${id}/`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) =>
        list?.filter((search) => search.id !== id),
      ),
  });
}

/** A guest asks for an alert by email: the server answers the same whatever the address. */
export function useSubscribeGuest() {
  return useMutation({
    mutationFn: (input: GuestAlertInput) =>
      apiClient.post<{ detail: string }>('/api/alerts/subscribe/', input),
  });
}

/** Opening a guest alert's confirmation link starts it, once. */
export function useConfirmGuestAlert(token: string) {
  return useQuery({
    queryKey: ['alert-confirmation', token],
    queryFn: () => apiClient.post<GuestAlertConfirmed>(`/api/alerts/confirm/${token}/`),
    ...ONE_SHOT_QUERY,
  });
}
