import type { PayoutAccount } from '@fieldhire/contract/payments';
import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { usePayout } from '../api/earnings-api';
import { formatMoney } from '../../../lib/money';

interface PayoutButtonProps {
  availableCents: number;
  /** Unknown while it loads or when it could not be read: the server then decides. */
  account: PayoutAccount | undefined;
}

/** "Pay out $X": asks first, then sends the whole available balance. */
export function PayoutButton({ availableCents, account }: PayoutButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const payout = usePayout();
  const amount = formatMoney(availableCents);
  const accountReady = !account || account.status === 'enabled';
  const destination =
    account?.provider === 'sandbox' ? 'your test bank account' : 'your bank account';

  const close = () => {
    setConfirming(false);
    payout.reset();
  };

  return (
    <>
      <Button
        fullWidth
        size="md"
        disabled={availableCents <= 0 || !accountReady}
        onClick={() => setConfirming(true)}
      >
        Pay out {amount}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Pay out ${amount}?`}
        confirmLabel={`Pay out ${amount}`}
        canConfirm={availableCents > 0}
        loading={payout.isPending}
        onClose={close}
        onConfirm={() =>
          payout.mutate(undefined, {
            onSuccess: (sent) => {
              setConfirming(false);
              notifications.show({
                color: 'teal',
                message: `Paid out ${formatMoney(sent.amount_cents)}.`,
              });
            },
          })
        }
      >
        <Text size="sm">
          Your whole available balance, {amount}, goes to {destination}.
        </Text>
        {payout.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(payout.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
