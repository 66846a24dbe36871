import type { Earnings, PayoutAccount } from '@fieldhire/contract/payments';
import { Grid, Stack } from '@mantine/core';
import { BalanceCard } from './balance-card';
import { PayoutAccountNote } from './payout-account-note';
import { PayoutButton } from './payout-button';

interface BalanceSummaryProps {
  earnings: Earnings;
  account: PayoutAccount | undefined;
}

/** Available (with the payout), pending and paid out. */
export function BalanceSummary({ earnings, account }: BalanceSummaryProps) {
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <BalanceCard
          id="available"
          label="Available"
          cents={earnings.available_cents}
          description={
            earnings.available_cents > 0 ? 'Yours to pay out now.' : 'Nothing to pay out yet.'
          }
          main
        >
          <Stack gap="sm" mt="md">
            <PayoutButton availableCents={earnings.available_cents} account={account} />
            {account && <PayoutAccountNote account={account} />}
          </Stack>
        </BalanceCard>
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <BalanceCard
          id="pending"
          label="Pending"
          cents={earnings.pending_cents}
          description="Approved, not cleared yet."
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <BalanceCard
          id="paid-out"
          label="Paid out"
          cents={earnings.paid_cents}
          description="Sent to your bank so far."
        />
      </Grid.Col>
    </Grid>
  );
}
