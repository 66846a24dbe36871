import type { Applicant } from '@fieldhire/contract/jobs';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatListed, formatOffer, type ListedTerms } from './offer-text';

interface ApproveOfferModalProps {
  /** The applicant being approved, who proposed other terms; null when closed. */
  applicant: Applicant | null;
  listed: ListedTerms;
  approving: boolean;
  onApprove: (acceptCounterOffer: boolean) => void;
  onClose: () => void;
}

/** Approving an applicant who made an offer: at the listed terms, or at theirs. */
export function ApproveOfferModal({
  applicant,
  listed,
  approving,
  onApprove,
  onClose,
}: ApproveOfferModalProps) {
  const offer = applicant?.counter_offer;
  return (
    <Modal
      opened={applicant !== null && Boolean(offer)}
      onClose={onClose}
      title={applicant ? `Approve ${applicant.candidate.name}?` : 'Approve'}
      centered
    >
      {applicant && offer && (
        <Stack gap="md">
          <Text size="sm">
            {applicant.candidate.name} proposed other terms. Approving assigns the work and creates
            a work order at the terms you choose.
          </Text>
          <Stack gap={4}>
            <Text size="sm">{formatListed(listed)}</Text>
            <Text size="sm" fw={600}>
              {formatOffer(offer, listed)}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={onClose} disabled={approving}>
              Cancel
            </Button>
            <Button variant="default" disabled={approving} onClick={() => onApprove(false)}>
              Approve at listed terms
            </Button>
            <Button loading={approving} onClick={() => onApprove(true)} data-autofocus>
              Accept the offer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
