import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@fieldhire/contract/webhooks';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ENDPOINTS_PATH = '/api/developers/webhooks/';
const endpointPath = (id: number) => `${ENDPOINTS_PATH}${id}/`;

/** The company's endpoints (GET /api/developers/webhooks/), and under each its delivery log. */
export const webhooksQueryKey = ['developers', 'webhooks'] as const;
export const deliveriesQueryKey = (endpointId: number) =>
  [...webhooksQueryKey, endpointId, 'deliveries'] as const;
export const deliveryQueryKey = (endpointId: number, deliveryId: number) =>
  [...deliveriesQueryKey(endpointId), deliveryId] as const;

const invalidateWebhooks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: webhooksQueryKey });

export const fetchWebhookEndpoints = (signal?: AbortSignal) =>
  apiClient.get<WebhookEndpointList>(ENDPOINTS_PATH, { signal });

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => fetchWebhookEndpoints(signal),
  });
}

/** While a delivery of the page waits for an attempt, the log is read again every few seconds. */
const PENDING_REFRESH_MS = 3000;

export function useWebhookDeliveries(endpointId: number) {
  return useInfiniteQuery({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<WebhookDeliveryPage>(`${endpointPath(endpointId)}deliveries/`, {
        signal,
        query: { cursor: pageParam },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.results.some((delivery) => delivery.status === 'pending'),
      )
        ? PENDING_REFRESH_MS
        : false,
  });
}

export function useWebhookDelivery(endpointId: number, deliveryId: number) {
  return useQuery({
    queryKey: deliveryQueryKey(endpointId, deliveryId),
    queryFn: ({ signal }) =>
      apiClient.get<WebhookDeliveryDetail>(`${endpointPath(endpointId)}deliveries/${deliveryId}/`, {
        signal,
      }),
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointBody) =>
      apiClient.post<WebhookEndpoint>(ENDPOINTS_PATH, body),
    onSuccess: () => invalidateWebhooks(queryClient),
  });
}

export function useUpdateWebhookEndpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpointBody) =>
      apiClient.patch<WebhookEndpoint>(endpointPath(id), body),
    onSuccess: () => invalidateWebhooks(queryClient),
  });
}

export function useDeleteWebhookEndpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(endpointPath(id)),
    onSuccess: () => invalidateWebhooks(queryClient),
  });
}

/** Sends the test event, or a delivery again; either shows at the head of the log. */
export function useSendDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number | 'test') =>
      apiClient.post<WebhookDelivery>(
        deliveryId === 'test'
          ? `${endpointPath(endpointId)}test/`
          : `${endpointPath(endpointId)}deliveries/${deliveryId}/resend/`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) }),
  });
}
