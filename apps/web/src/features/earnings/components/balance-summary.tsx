import type { Earnings, PayoutAccount } from '@fieldhire/contract/payments';
import { Alert, Grid, Stack } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import { BalanceCard } from './balance-card';
import { PayoutAccountNote } from './payout-account-note';
import { PayoutButton } from './payout-button';

interface BalanceSummaryProps {
  earnings: Earnings;
  account: PayoutAccount | undefined;
}

/**
 * Available (with the payout), pending and paid out; what is owed back and what a dispute holds,
 * when anything is.
 */
export function BalanceSummary({ earnings, account }: BalanceSummaryProps) {
  return (
    <Grid gutter="sm">
      {earnings.owed_cents > 0 && (
        <Grid.Col span={12}>
          <Alert
            color="orange"
            variant="light"
            title={`You owe ${formatMoney(earnings.owed_cents)} back`}
          >
            A company was refunded for work you had already been paid for. Your next earnings repay
            it before they become available.
          </Alert>
        </Grid.Col>
      )}
      {earnings.held_cents > 0 && (
        <Grid.Col span={12}>
          <Alert
            color="blue"
            variant="light"
            title={`${formatMoney(earnings.held_cents)} is held while a dispute is open`}
          >
            Work you were paid for is disputed. Its pay stays out of payouts until our team settles
            the dispute; you will hear from us when it is.
          </Alert>
        </Grid.Col>
      )}
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
