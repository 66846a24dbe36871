import type { CheckoutSessionBody } from '@fieldhire/contract/billing';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useStartCheckout } from '../api/billing-api';

export const CHECKOUT_RETURN_PATH = '/checkout/return';

/** Starts a checkout and opens the embedded checkout page with its client id. */
export function useBeginCheckout() {
  const navigate = useNavigate();
  const start = useStartCheckout();
  const begin = (body: Omit<CheckoutSessionBody, 'return_url'>) =>
    start.mutate(
      { ...body, return_url: CHECKOUT_RETURN_PATH },
      {
        onSuccess: ({ checkout_client_id }) =>
          void navigate(`/checkout?client_id=${encodeURIComponent(checkout_client_id)}`),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return { begin, pending: start.isPending, variables: start.variables };
}
