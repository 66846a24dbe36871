import type { RegisterBody } from '@fieldhire/contract/accounts';
import type { Detail } from '@fieldhire/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function register(body: RegisterBody) {
  return apiClient.post<Detail>('/api/register/', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
