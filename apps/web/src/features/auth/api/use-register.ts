import type { RegisterBody, RegisterResponse } from '@fieldhire/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export function register(body: RegisterBody) {
  return apiClient.post<z.infer<typeof RegisterResponse>>('/api/register/', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
