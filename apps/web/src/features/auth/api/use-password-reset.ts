import type { PasswordResetConfirmBody } from '@fieldhire/contract/accounts';
import type { Detail } from '@fieldhire/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiClient.post<Detail>('/api/password-reset/', { email });
}

export function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return apiClient.post<Detail>('/api/password-reset/confirm/', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
