import type { LoginBody, LoginResponse } from '@fieldhire/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { startSession } from './session';

export function login(body: LoginBody) {
  return apiClient.post<LoginResponse>('/api/login/', body, { retryOnCsrf: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response),
  });
}
