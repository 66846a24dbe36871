import type { MyJob } from '@fieldhire/contract/jobs';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportCsvLink } from '../../../components/export-csv-link';
import { RequireCompany } from '../../../components/require-company';
import {
  searchParamsFromState,
  searchStateFromParams,
  type CandidateSearchLocationState,
} from '../../../lib/candidate-search-params';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyJob } from '../api/employer-jobs-api';
import { ApplicantCard } from '../components/applicant-card';
import { ApplicantDrawer } from '../components/applicant-drawer';
import { STAGES } from '../components/applicant-status-select';
import { ApproveOfferModal } from '../components/approve-offer-modal';
import { ListingEndNotice } from '../components/listing-end-notice';
import { useApplicantMoves } from '../components/use-applicant-moves';

/** The agents who cover the job's town and do its type of work. */
function agentsForJob(job: MyJob) {
  const params = searchParamsFromState({
    ...searchStateFromParams(new URLSearchParams()),
    jobTypes: [String(job.job_type.id)],
    stateFips: job.state_fips,
    townFips: job.town_fips ? [job.town_fips] : [],
  });
  return `/employer/candidates?${params}`;
}

function Pipeline({ id }: { id: number }) {
  const job = useMyJob(id);
  const moves = useApplicantMoves(id);
  const [openId, setOpenId] = useState<number | null>(null);
  // A status move re-renders the applicant's card in another stage, so focus goes back to the
  // card's current button rather than to the element that opened the drawer.
  const profileButtons = useRef(new Map<number, HTMLButtonElement>());
  const closeDrawer = () => {
    const closedId = openId;
    setOpenId(null);
    if (closedId !== null) setTimeout(() => profileButtons.current.get(closedId)?.focus(), 0);
  };
  if (job.isPending) return <Skeleton height={300} radius="md" />;
  if (job.isError)
    return <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />;
  const { applicants } = job.data;
  const opened = applicants.find((applicant) => applicant.id === openId) ?? null;
  const full = job.data.filled >= job.data.openings;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz={26}>
            {job.data.title}
          </Title>
          <ExportCsvLink kind="applicants" filters={{ job_id: id }} />
        </Group>
        <Text c="dimmed">
          {job.data.city}, {job.data.state} · {job.data.status} ·{' '}
          <Text component="span" c={full ? 'blue.8' : undefined} fw={full ? 600 : undefined}>
            {job.data.filled} of {job.data.openings} filled
          </Text>{' '}
          ·{' '}
          <Anchor component={Link} to={`/employer/jobs/${id}/edit`}>
            Edit job
          </Anchor>
        </Text>
      </Stack>
      <ListingEndNotice job={job.data} />
      {applicants.length === 0 && (
        <EmptyState
          icon={<IconUsers size={24} />}
          title="No applicants yet"
          description="Agents who apply show up here, newest first. You can also invite agents who cover the town."
          action={
            <Button
              component={Link}
              to={agentsForJob(job.data)}
              state={
                (job.data.town_fips
                  ? { townNames: { [job.data.town_fips]: job.data.city } }
                  : {}) satisfies CandidateSearchLocationState
              }
              variant="light"
            >
              Find agents near {job.data.city}
            </Button>
          }
        />
      )}
      {STAGES.map((stage) => {
        const inStage = applicants.filter((applicant) => applicant.status === stage.status);
        if (inStage.length === 0) return null;
        return (
          <Stack
            key={stage.status}
            gap="sm"
            component="section"
            aria-label={`${stage.label} applicants`}
          >
            <Group gap="xs">
              <Title order={2} fz="lg">
                {stage.label}
              </Title>
              <Badge variant="light">{inStage.length}</Badge>
            </Group>
            {inStage.map((applicant) => (
              <ApplicantCard
                key={applicant.id}
                applicant={applicant}
                jobId={id}
                listed={job.data}
                moving={moves.moving}
                profileButtonRef={(button) => {
                  if (button) profileButtons.current.set(applicant.id, button);
                  else profileButtons.current.delete(applicant.id);
                }}
                onOpen={() => setOpenId(applicant.id)}
                onMove={(status) => moves.move(applicant, status)}
              />
            ))}
          </Stack>
        );
      })}
      <ApplicantDrawer
        applicant={opened}
        jobId={id}
        listed={job.data}
        moving={moves.moving}
        onMove={moves.move}
        onClose={closeDrawer}
      />
      <ApproveOfferModal
        applicant={moves.offerFor}
        listed={job.data}
        approving={moves.moving}
        onApprove={moves.approveOffer}
        onClose={moves.cancelOffer}
      />
    </Stack>
  );
}

export function ApplicantsPage() {
  const id = Number(useParams().id);
  usePageTitle('Applicants');
  return (
    <RequireCompany reason="Reviewing applicants is for company accounts.">
      <Container size="md" py="xl">
        <Stack gap="md">
          <Anchor component={Link} to="/employer/jobs" size="sm">
            ← My jobs
          </Anchor>
          <Pipeline id={id} />
        </Stack>
      </Container>
    </RequireCompany>
  );
}
