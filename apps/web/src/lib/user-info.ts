import type { UserInfo } from '@fieldhire/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from './api-client';
import { clearAuthToken, getAuthToken } from './auth-token';
import { forgetOfflineCopies } from './offline-copies';

export const userInfoKey = ['user-info'] as const;

/** The signed-in user, or null for a guest (no token, or the server no longer accepts it). */
export async function fetchUserInfo(): Promise<UserInfo | null> {
  if (!getAuthToken()) return null;
  try {
    return await apiClient.get<UserInfo>('/api/user-info');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      // The session ended on the server: what it kept for offline reading goes with it.
      clearAuthToken();
      forgetOfflineCopies();
      return null;
    }
    throw error;
  }
}

export function useUserInfo() {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: fetchUserInfo,
    // Without a token the answer is known: a guest, with no request and no loading state.
    initialData: () => (getAuthToken() ? undefined : null),
    staleTime: 60_000,
  });
}

export function useViewer(): UserInfo | null {
  return useUserInfo().data ?? null;
}
