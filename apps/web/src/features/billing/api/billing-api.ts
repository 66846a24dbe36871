import type {
  BillingConfig,
  CheckoutSessionBody,
  CheckoutSessionCreated,
  CheckoutSessionResult,
  Invoice,
  InvoiceDetail,
  PaymentMethod,
  PlanEntry,
  PortalSession,
  Product,
  SandboxCardBody,
  SandboxCheckout,
  SandboxPayBody,
  SandboxPayResult,
} from '@fieldhire/contract/billing';
import type { WorkSpending } from '@fieldhire/contract/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidatePlan } from '../../../lib/plan-query';

/** Every billing query (the plan too) lives under this key. */
export const billingKey = ['billing'] as const;
export const productsKey = [...billingKey, 'products'] as const;
export const billingConfigKey = [...billingKey, 'config'] as const;
export const checkoutResultKey = (id: string | null) => [...billingKey, 'checkout', id] as const;
export const sandboxCheckoutKey = (clientId: string | null) =>
  [...billingKey, 'sandbox-checkout', clientId] as const;
export const paymentMethodKey = [...billingKey, 'payment-method'] as const;
export const invoicesKey = [...billingKey, 'invoices'] as const;
export const invoiceKey = (id: number) => [...invoicesKey, id] as const;

export const productsQuery = queryOptions({
  queryKey: productsKey,
  queryFn: ({ signal }) => apiClient.get<Product[]>('/api/products/', { signal }),
  staleTime: 5 * 60_000,
});

export function useProducts() {
  return useQuery(productsQuery);
}

export function useBillingConfig() {
  return useQuery({
    queryKey: billingConfigKey,
    queryFn: ({ signal }) => apiClient.get<BillingConfig>('/api/billing/config/', { signal }),
    staleTime: Infinity,
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutSessionBody) =>
      apiClient.post<CheckoutSessionCreated>('/api/checkout-session/', body),
  });
}

export const CONFIRM_POLLS = 15;
export const CONFIRM_POLL_MS = 2000;

/** The checkout result; asks again while the provider has not confirmed the payment yet. */
export function useCheckoutResult(id: string | null) {
  return useQuery({
    queryKey: checkoutResultKey(id),
    queryFn: ({ signal }) =>
      apiClient.get<CheckoutSessionResult>(`/api/checkout-session/${encodeURIComponent(id!)}/`, {
        signal,
      }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < CONFIRM_POLLS
        ? CONFIRM_POLL_MS
        : false,
  });
}

export function useSandboxCheckout(clientId: string | null) {
  return useQuery({
    queryKey: sandboxCheckoutKey(clientId),
    queryFn: ({ signal }) =>
      apiClient.get<SandboxCheckout>('/api/billing/sandbox/checkout/', {
        signal,
        query: { client_id: clientId },
      }),
    enabled: clientId !== null,
  });
}

export function useSandboxPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPayBody) =>
      apiClient.post<SandboxPayResult>('/api/billing/sandbox/pay/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}

export { usePlan } from '../../../lib/plan-query';

export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancel }: { id: number; cancel: boolean }) =>
      apiClient.patch<PlanEntry>(`/api/plan/${id}/`, { cancel_at_period_end: cancel }),
    onSuccess: () => invalidatePlan(queryClient),
  });
}

export function usePaymentMethod() {
  return useQuery({
    queryKey: paymentMethodKey,
    queryFn: ({ signal }) =>
      apiClient.get<PaymentMethod>('/api/billing/payment-method/', { signal }),
  });
}

/** Saves a card on file (the sandbox authorizes it); approved work is paid from it. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxCardBody) =>
      apiClient.put<PaymentMethod>('/api/billing/payment-method/', body),
    onSuccess: (saved) => queryClient.setQueryData(paymentMethodKey, saved),
  });
}

export const workSpendingKey = [...billingKey, 'work-spending'] as const;

export function useWorkSpending() {
  return useQuery({
    queryKey: workSpendingKey,
    queryFn: ({ signal }) => apiClient.get<WorkSpending>('/api/billing/work-spending/', { signal }),
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: invoicesKey,
    queryFn: ({ signal }) => apiClient.get<Invoice[]>('/api/invoice/', { signal }),
  });
}

export const isInvoiceId = (id: number) => Number.isSafeInteger(id) && id > 0;

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: ({ signal }) => apiClient.get<InvoiceDetail>(`/api/invoice/${id}/`, { signal }),
    enabled: isInvoiceId(id),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiClient.post<PortalSession>('/api/billing/'),
  });
}
