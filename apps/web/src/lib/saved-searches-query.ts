import type {
  SavedSearch,
  SavedSearchDraft,
  SavedSearchPatch,
} from '@fieldhire/contract/saved-searches';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

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
