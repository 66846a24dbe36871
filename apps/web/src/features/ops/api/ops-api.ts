import type {
  AuditEntry,
  Operator,
  OperatorLoginBody,
  OperatorLoginResponse,
  OpsCompanyRecord,
  OpsJobRecord,
  OpsSearchHit,
  OpsUserRecord,
  OpsWorkOrderRecord,
  ReportedTarget,
  ReportedTargetDetail,
  ReportOutcome,
  ReportTarget,
} from '@fieldhire/contract/operations';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, apiClient } from '../../../lib/api-client';

/** Every console query lives under this key: signing in or out drops them all. */
export const opsKey = ['ops'] as const;
const operatorKey = [...opsKey, 'me'] as const;
const recordKey = (kind: 'users' | 'companies' | 'jobs' | 'work-orders', id: number) =>
  [...opsKey, kind, id] as const;
const reportsKey = [...opsKey, 'reports'] as const;

/**
 * Every console call answers 404 once the operator's session ended (it expired, or they signed
 * out in another tab): on a 404, the operator is read again, and the console goes to sign-in when
 * there is none.
 */
export function useSessionEndWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (key: readonly unknown[] | undefined, error: unknown) => {
      if (key?.[0] !== opsKey[0] || key[1] === operatorKey[1]) return;
      if (error instanceof ApiRequestError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: operatorKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        check(event.query.queryKey as readonly unknown[], event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        check(opsKey, event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** The signed-in operator, or null: the console answers 404 to anyone else. */
export function useOperator() {
  return useQuery({
    queryKey: operatorKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get<Operator>('/api/ops/me/', { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useOperatorLogin() {
  return useMutation({
    mutationFn: (body: OperatorLoginBody) =>
      apiClient.post<OperatorLoginResponse>('/api/ops/login/', body, { retryOnCsrf: true }),
  });
}

export function useOperatorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post<Operator>('/api/ops/login/code/', { code }, { retryOnCsrf: true }),
    onSuccess: (operator) => {
      queryClient.removeQueries({ queryKey: opsKey });
      queryClient.setQueryData(operatorKey, operator);
    },
  });
}

export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<null>('/api/ops/logout/'),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: opsKey });
      queryClient.setQueryData(operatorKey, null);
    },
  });
}

export function useOpsSearch(q: string) {
  return useQuery({
    queryKey: [...opsKey, 'search', q],
    queryFn: ({ signal }) =>
      apiClient.get<{ results: OpsSearchHit[] }>('/api/ops/search/', { query: { q }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export const useOpsUser = (id: number) =>
  useQuery({
    queryKey: recordKey('users', id),
    queryFn: ({ signal }) => apiClient.get<OpsUserRecord>(`/api/ops/users/${id}/`, { signal }),
  });

export const useOpsCompany = (id: number) =>
  useQuery({
    queryKey: recordKey('companies', id),
    queryFn: ({ signal }) =>
      apiClient.get<OpsCompanyRecord>(`/api/ops/companies/${id}/`, { signal }),
  });

export const useOpsJob = (id: number) =>
  useQuery({
    queryKey: recordKey('jobs', id),
    queryFn: ({ signal }) => apiClient.get<OpsJobRecord>(`/api/ops/jobs/${id}/`, { signal }),
  });

export const useOpsWorkOrder = (id: number) =>
  useQuery({
    queryKey: recordKey('work-orders', id),
    queryFn: ({ signal }) =>
      apiClient.get<OpsWorkOrderRecord>(`/api/ops/work-orders/${id}/`, { signal }),
  });

/** An action on a record with a reason; every record on screen is read again after it. */
function useReasonAction(path: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiClient.post<null>(path(id), { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

export const useSuspend = () => useReasonAction((id) => `/api/ops/users/${id}/suspend/`);
export const useUnsuspend = () => useReasonAction((id) => `/api/ops/users/${id}/unsuspend/`);
export const useRemoveJob = () => useReasonAction((id) => `/api/ops/jobs/${id}/remove/`);
export const useRestoreJob = () => useReasonAction((id) => `/api/ops/jobs/${id}/restore/`);

export const useReportQueue = () =>
  useQuery({
    queryKey: reportsKey,
    queryFn: ({ signal }) =>
      apiClient.get<{ results: ReportedTarget[] }>('/api/ops/reports/', { signal }),
  });

export const useReportedTarget = (type: ReportTarget, id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, type, id],
    queryFn: ({ signal }) =>
      apiClient.get<ReportedTargetDetail>(`/api/ops/reports/${type}/${id}/`, { signal }),
    enabled,
  });

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      target_type: ReportTarget;
      target_id: number;
      outcome: ReportOutcome;
      note: string;
    }) => apiClient.post<null>('/api/ops/reports/resolve/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

export function useAudit(q: string) {
  return useInfiniteQuery({
    queryKey: [...opsKey, 'audit', q],
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<{ entries: AuditEntry[]; next_before_id: number | null }>('/api/ops/audit/', {
        query: { q: q || undefined, before_id: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
    placeholderData: keepPreviousData,
  });
}
