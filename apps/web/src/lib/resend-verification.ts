import { MESSAGES } from '@fieldhire/contract/constants';
import type { Detail } from '@fieldhire/contract/errors';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { errorMessage } from './error-message';

export function resendVerification() {
  return apiClient.post<Detail>('/api/token-req/email/');
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => {
      notifications.show({ color: 'brand', message: MESSAGES.verificationSent });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });
}
