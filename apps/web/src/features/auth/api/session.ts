import type { LoginResponse } from '@fieldhire/contract/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { rememberCsrfToken } from '../../../lib/api-client';
import { clearAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { forgetOfflineCopies } from '../../../lib/offline-copies';
import { userInfoKey } from '../../../lib/user-info';

// Cached data may belong to the previous viewer: drop what is unused, refetch what is on screen.
function resetViewerData(queryClient: QueryClient) {
  const others = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== userInfoKey[0];
  queryClient.removeQueries({ type: 'inactive', predicate: others });
  void queryClient.invalidateQueries({ type: 'active', predicate: others });
}

export function startSession(queryClient: QueryClient, response: LoginResponse) {
  // Whatever an earlier session on this device kept for offline reading is not this one's.
  forgetOfflineCopies();
  storeAuthToken(response.token, response.expires);
  rememberCsrfToken(response.csrfToken);
  queryClient.setQueryData(userInfoKey, response.user_info);
  resetViewerData(queryClient);
}

export function endSession(queryClient: QueryClient) {
  clearAuthToken();
  forgetOfflineCopies();
  queryClient.setQueryData(userInfoKey, null);
  resetViewerData(queryClient);
}
