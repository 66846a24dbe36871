import type { Applicant } from '@fieldhire/contract/jobs';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatListed, formatOffer, type ListedTerms } from './offer-text';

interface ApplicantOfferProps {
  applicant: Pick<Applicant, 'counter_offer'>;
  /** The job's terms, shown beside the offer when known. */
  listed?: ListedTerms;
}

/** The applicant's counter-offer beside the listed terms; nothing when there is none. */
export function ApplicantOffer({ applicant, listed }: ApplicantOfferProps) {
  const offer = applicant.counter_offer;
  if (!offer) return null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c="orange.8">
        {formatOffer(offer, listed)}
      </Text>
      {listed && (
        <Text size="sm" c="dimmed">
          {formatListed(listed)}
        </Text>
      )}
    </Stack>
  );
}

/** A link to the work order made when the applicant was approved. */
export function WorkOrderLink({ applicant }: { applicant: Applicant }) {
  if (applicant.status !== 'approved' || applicant.work_order_id === null) return null;
  return (
    <Anchor
      component={Link}
      to={`/work-orders/${applicant.work_order_id}`}
      size="sm"
      aria-label={`Work order for ${applicant.candidate.name}`}
    >
      <IconClipboardCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Work
      order
    </Anchor>
  );
}
