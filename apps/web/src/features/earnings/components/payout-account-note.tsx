import type { PayoutAccount } from '@fieldhire/contract/payments';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconExternalLink } from '@tabler/icons-react';

const destination = (account: PayoutAccount) =>
  account.provider === 'sandbox' ? 'your test bank account' : 'your bank account';

/** Whether payouts can be sent and how soon; while they cannot, where to set them up. */
export function PayoutAccountNote({ account }: { account: PayoutAccount }) {
  if (account.status === 'enabled') {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconBuildingBank size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {account.provider === 'sandbox'
            ? 'Payouts go to your test bank account instantly.'
            : `Payouts go to ${destination(account)}, usually within two business days.`}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        {account.status === 'onboarding'
          ? 'Finish setting up where your payouts go before you pay out.'
          : 'Set up where your payouts go before your first payout.'}
      </Text>
      {account.onboarding_url && (
        <Button
          component="a"
          href={account.onboarding_url}
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          Set up payouts
        </Button>
      )}
    </Stack>
  );
}
