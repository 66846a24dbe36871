import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useBillingConfig, useOpenPortal } from '../api/billing-api';
import { localPath } from './sandbox-checkout';

/** Opens the provider's billing portal: the app's own page with the sandbox, Stripe's otherwise. */
export function PortalButton() {
  const navigate = useNavigate();
  const config = useBillingConfig();
  const portal = useOpenPortal();
  return (
    <Button
      variant="default"
      leftSection={<IconSettings size={16} aria-hidden />}
      loading={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ portal_url }) => {
            if (config.data?.provider === 'stripe') window.location.assign(portal_url);
            else void navigate(localPath(portal_url));
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        })
      }
    >
      Manage billing
    </Button>
  );
}
