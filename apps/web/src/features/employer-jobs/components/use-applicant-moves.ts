import type { Applicant, EmployerSettableStatus } from '@fieldhire/contract/jobs';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useApplicantStatus } from '../api/employer-jobs-api';

/**
 * Moves applicants through the pipeline. Approving one who proposed other terms waits for the
 * company to choose (`offerFor` is then that applicant); approving says a work order was made,
 * and a refusal (a full job: 409) is a toast with the server's message.
 */
export function useApplicantMoves(jobId: number) {
  const mutation = useApplicantStatus(jobId);
  const [offerFor, setOfferFor] = useState<Applicant | null>(null);

  const send = (applicant: Applicant, status: EmployerSettableStatus, acceptCounterOffer = false) =>
    mutation.mutate(
      { applicantId: applicant.id, status, acceptCounterOffer },
      {
        onSuccess: () => {
          setOfferFor(null);
          if (status === 'approved') {
            notifications.show({
              color: 'teal',
              title: `${applicant.candidate.name} approved`,
              message: acceptCounterOffer
                ? 'A work order was created at their offer.'
                : 'A work order was created at the listed terms.',
            });
          }
        },
        onError: (error) => {
          setOfferFor(null);
          notifications.show({
            color: 'red',
            title: `Could not move ${applicant.candidate.name}`,
            message: errorMessage(error),
          });
        },
      },
    );

  const move = (applicant: Applicant, status: EmployerSettableStatus) => {
    if (status === 'approved' && applicant.counter_offer) setOfferFor(applicant);
    else send(applicant, status);
  };

  return {
    move,
    moving: mutation.isPending,
    offerFor,
    approveOffer: (accept: boolean) => offerFor && send(offerFor, 'approved', accept),
    cancelOffer: () => setOfferFor(null),
  };
}
