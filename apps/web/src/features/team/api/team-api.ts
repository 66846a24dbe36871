import type { UserInfo } from '@fieldhire/contract/accounts';
import type {
  Company,
  InviteInfo,
  TeamInviteBody,
  UpdateTeamBody,
} from '@fieldhire/contract/companies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { companiesKey } from '../../../lib/company-query';
import { userInfoKey } from '../../../lib/user-info';

/** Every team query (one per company) lives under this key. */
export const teamsKey = ['team'] as const;
export const teamKey = (companyId: number) => [...teamsKey, companyId] as const;
export const inviteInfoKey = (token: string) => ['invite', token] as const;

/** The viewer's company with its team and pending invites (added for members only). */
export function fetchTeam(companyId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Company>(`/api/companies/${companyId}/`, { signal });
}

export function useTeam(companyId: number) {
  return useQuery({
    queryKey: teamKey(companyId),
    queryFn: ({ signal }) => fetchTeam(companyId, { signal }),
  });
}

export function sendTeamInvites(body: TeamInviteBody) {
  return apiClient.post<{ message: string }>('/api/teaminvite/', body);
}

export function useTeamInvites(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTeamInvites,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}

export function updateTeam(body: UpdateTeamBody) {
  return apiClient.post<Company>('/api/update-team/', body);
}

/** The response is the company with its new team, which replaces the one on screen. */
export function useUpdateTeam(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (company) => {
      queryClient.setQueryData(teamKey(companyId), company);
      void queryClient.invalidateQueries({ queryKey: companiesKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

export function fetchInviteInfo(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<InviteInfo>('/api/invite/', { query: { invite_token: token }, signal });
}

export function useInviteInfo(token: string) {
  return useQuery({
    queryKey: inviteInfoKey(token),
    queryFn: ({ signal }) => fetchInviteInfo(token, { signal }),
    enabled: token.length > 0,
  });
}

export function acceptInvite(token: string) {
  return apiClient.post<UserInfo>('/api/invite/', { invite_token: token });
}

/** Accepting makes the viewer a team member: the user info in the answer replaces the cached one. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (userInfo) => {
      queryClient.setQueryData(userInfoKey, userInfo);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      void queryClient.invalidateQueries({ queryKey: teamsKey });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
