import type { ContactBody } from '@fieldhire/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** On a 403 the CSRF token is refreshed and the message sent once more. */
export function sendContactMessage(body: ContactBody) {
  return apiClient.post<{ detail: string }>('/api/contact/', body, { retryOnCsrf: true });
}

export function useContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
