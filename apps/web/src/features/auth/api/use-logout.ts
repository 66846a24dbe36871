import { MESSAGES } from '@fieldhire/contract/constants';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { endSession } from './session';

export function logout() {
  return apiClient.post<unknown>('/signout/');
}

/** Logout is a request that ends in success (session cleared, back home) or failure (a toast). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSession(queryClient);
      void navigate('/');
    },
    onError: () => {
      notifications.show({ color: 'red', message: MESSAGES.logoutFailed });
    },
  });
}
