import type { VerifyResult } from '@fieldhire/contract/session';
import { VERIFY_RESULT } from '@fieldhire/contract/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from '../../../lib/api-client';
import { ONE_SHOT_QUERY } from '../../../lib/query-client';
import { userInfoKey } from '../../../lib/user-info';

export async function verifyEmail(code: string, token: string): Promise<VerifyResult> {
  const path = `/verify-email/${encodeURIComponent(code)}/${encodeURIComponent(token)}/`;
  try {
    await apiClient.post<unknown>(path, undefined, { retryOnCsrf: true });
    return VERIFY_RESULT.success;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return VERIFY_RESULT.expired;
    if (error instanceof ApiRequestError && error.status === 400) return VERIFY_RESULT.mismatch;
    throw error;
  }
}

export const verifyEmailKey = (code: string, token: string) =>
  ['verify-email', code, token] as const;

/** Sends the verification once per link (a query, so remounts and StrictMode do not repeat the POST). */
export function useVerifyEmail(code: string, token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: verifyEmailKey(code, token),
    queryFn: async () => {
      const result = await verifyEmail(code, token);
      if (result === VERIFY_RESULT.success) {
        void queryClient.invalidateQueries({ queryKey: userInfoKey });
      }
      return result;
    },
    ...ONE_SHOT_QUERY,
  });
}
