import type { Job } from '@fieldhire/contract/jobs';
import type { CounterOffer } from '@fieldhire/contract/work-terms';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmWithdrawModal } from '../../../components/confirm-withdraw-modal';
import { OpenWorkOrderButton } from '../../../components/open-work-order-button';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { rememberForAfterVerification } from '../../../lib/after-verification';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage, refusedUntilVerified } from '../../../lib/error-message';
import { useViewer } from '../../../lib/user-info';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useApply } from '../api/jobs-api';
import { EMPTY_COUNTER_OFFER, isBlankOffer } from './counter-offer-draft';
import { applyOutcome, type ApplyOutcome } from './apply-panel';
import { CounterOfferFields } from './counter-offer-fields';

const OFFER_FIELD = 'counter_offer.';

/** The server's messages about the counter-offer's fields, keyed by those fields. */
function offerFieldErrors(error: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(serverFieldErrors(error) ?? {})
      .filter(([field]) => field.startsWith(OFFER_FIELD))
      .map(([field, message]) => [field.slice(OFFER_FIELD.length), message]),
  );
}

/** A field agent's application to a job: apply, with a counter-offer, or withdraw. */
export function CandidateApplyPanel({ job }: { job: Job }) {
  const viewer = useViewer();
  const apply = useApply();
  const [params] = useSearchParams();
  // An accepted invitation links here with ?apply=1: the application form opens at once.
  const [opened, dialog] = useDisclosure(
    params.get('apply') === '1' && job.status === 'open' && !applyOutcome(job, null).applied,
  );
  const [confirming, confirmation] = useDisclosure(false);
  const [message, setMessage] = useState('');
  const [useSession, setUseSession] = useState(true);
  const [failure, setFailure] = useState<ApplyOutcome['failure']>(null);
  const [offerOpened, offerSection] = useDisclosure(false);
  const [offerDraft, setOfferDraft] = useState(EMPTY_COUNTER_OFFER);
  const [offerErrors, setOfferErrors] = useState<FieldErrors>({});
  const [checkingOffer, setCheckingOffer] = useState(false);
  const outcome = applyOutcome(job, failure);

  if (!viewer) return null;
  const refusedUnverified = refusedUntilVerified(apply.error);

  const send = (action: 'create' | 'withdraw', counterOffer: CounterOffer | null = null) =>
    apply.mutate(
      { jobId: job.id, message, action, useSession, counterOffer },
      {
        onSuccess: () => {
          setFailure(null);
          setOfferDraft(EMPTY_COUNTER_OFFER);
          offerSection.close();
          dialog.close();
          confirmation.close();
          notifications.show({
            message: action === 'create' ? 'Application sent.' : 'Application withdrawn.',
          });
        },
        onError: (error) => {
          confirmation.close();
          if (refusedUntilVerified(error)) rememberForAfterVerification(`/jobs/${job.id}`);
          setOfferErrors(offerFieldErrors(error));
          setFailure({
            status: error instanceof ApiRequestError ? error.status : 0,
            message: errorMessage(error),
          });
        },
      },
    );

  /** A proposal left open and filled in is checked by the contract before it goes out. */
  const sendApplication = async () => {
    if (!offerOpened || isBlankOffer(offerDraft)) {
      setOfferErrors({});
      send('create');
      return;
    }
    setCheckingOffer(true);
    try {
      const { checkCounterOffer } = await import('./counter-offer-check');
      const checked = checkCounterOffer(offerDraft);
      setOfferErrors(checked.errors ?? {});
      if (checked.offer) send('create', checked.offer);
    } catch (error) {
      setFailure({ status: 0, message: errorMessage(error) });
    } finally {
      setCheckingOffer(false);
    }
  };

  return (
    <Stack gap="sm">
      {outcome.applied ? (
        <Group gap="sm">
          <Badge size="lg" variant="light">
            Application {job.application?.status}
          </Badge>
          {job.application && <OpenWorkOrderButton application={job.application} />}
          <Button variant="subtle" color="red" onClick={confirmation.open}>
            Withdraw application
          </Button>
        </Group>
      ) : (
        <Button size="md" onClick={dialog.open}>
          Apply now
        </Button>
      )}
      {!viewer.email_verified && !outcome.applied && (
        <Text size="sm" c="dimmed">
          Verify your email address before applying; the link is in your inbox.
        </Text>
      )}
      {outcome.failure && !opened && !refusedUnverified && (
        <Alert color="red" variant="light" role="alert">
          {outcome.failure.message}
        </Alert>
      )}
      <ConfirmWithdrawModal
        opened={confirming}
        jobTitle={job.title}
        hired={job.application?.status === 'approved'}
        withdrawing={apply.isPending}
        onConfirm={() => send('withdraw')}
        onCancel={confirmation.close}
      />
      <Modal opened={opened} onClose={dialog.close} title={`Apply to ${job.title}`} size="lg">
        <Stack gap="md">
          <Textarea
            label="Message to the company"
            description="Say when you can go and what equipment you have."
            autosize
            minRows={4}
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Checkbox
            label="Attach my saved profile and resume"
            checked={useSession}
            onChange={(event) => setUseSession(event.currentTarget.checked)}
          />
          <CounterOfferFields
            job={job}
            opened={offerOpened}
            onToggle={offerSection.toggle}
            draft={offerDraft}
            onChange={setOfferDraft}
            errors={offerErrors}
          />
          {refusedUnverified && (
            <VerifyEmailNotice email={viewer.email}>
              Open it to confirm your address, then send your application again: what you wrote here
              is kept.
            </VerifyEmailNotice>
          )}
          {outcome.failure && !refusedUnverified && (
            <Alert color="red" variant="light" role="alert">
              {outcome.failure.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button
              loading={apply.isPending || checkingOffer}
              onClick={() => void sendApplication()}
            >
              Send application
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
