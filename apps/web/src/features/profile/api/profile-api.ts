import type { UserInfo } from '@fieldhire/contract/accounts';
import type { OwnProfile } from '@fieldhire/contract/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { candidatesKey } from '../../../lib/candidate-query';
import { userInfoKey } from '../../../lib/user-info';

export const profileKey = (userId: number) => ['profile', userId] as const;

export function fetchOwnProfile(userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<OwnProfile>(`/api/users/${userId}/`, { signal });
}

export function useOwnProfile(userId: number) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchOwnProfile(userId, { signal }),
  });
}

export function saveProfile(userId: number, form: FormData) {
  return apiClient.patch<UserInfo>(`/api/users/${userId}/`, form);
}

export function useSaveProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => saveProfile(userId, form),
    onSuccess: (userInfo) => {
      queryClient.setQueryData(userInfoKey, userInfo);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: candidatesKey });
    },
  });
}
