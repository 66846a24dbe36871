import type { UserInfo } from '@fieldhire/contract/accounts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
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

const UserInfoContext = createContext<UseQueryResult<UserInfo | null> | null>(null);

/**
 * Reads the signed-in user for the whole page: every part that asks for the viewer shares this one
 * query observer instead of each subscribing its own.
 */
export function UserInfoProvider({ children }: { children: ReactNode }) {
  const userInfo = useQuery({
    queryKey: userInfoKey,
    queryFn: fetchUserInfo,
    // Without a token the answer is known: a guest, with no request and no loading state.
    initialData: () => (getAuthToken() ? undefined : null),
    staleTime: 60_000,
  });
  return <UserInfoContext value={userInfo}>{children}</UserInfoContext>;
}

export function useUserInfo(): UseQueryResult<UserInfo | null> {
  const userInfo = use(UserInfoContext);
  if (!userInfo) throw new Error('useUserInfo is called outside <UserInfoProvider>');
  return userInfo;
}

export function useViewer(): UserInfo | null {
  return useUserInfo().data ?? null;
}
