import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { APPLICANT_MOVES } from '@fieldhire/contract/jobs';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MessageButton } from '../../../components/message-button';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplicantStatus, useMyJob } from '../api/employer-jobs-api';
import { EmployerOnly } from '../components/employer-only';

const STAGES: { status: ApplicationStatus; label: string }[] = [
  { status: 'pending', label: 'New' },
  { status: 'reviewed', label: 'Reviewed' },
  { status: 'shortlisted', label: 'Shortlisted' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'withdrawn', label: 'Withdrawn' },
];
/** The applicant's stage and the stages it may move to, in pipeline order. */
const optionsFrom = (status: ApplicationStatus) =>
  STAGES.filter(
    (stage) =>
      stage.status === status ||
      (APPLICANT_MOVES[status] as readonly ApplicationStatus[]).includes(stage.status),
  ).map((stage) => ({ value: stage.status, label: stage.label }));

function Pipeline({ id }: { id: number }) {
  const job = useMyJob(id);
  const move = useApplicantStatus(id);
  if (job.isPending) return <Skeleton height={300} radius="md" />;
  if (job.isError)
    return <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />;
  const { applicants } = job.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {job.data.title}
        </Title>
        <Text c="dimmed">
          {job.data.city}, {job.data.state} · {job.data.status} ·{' '}
          <Anchor component={Link} to={`/employer/jobs/${id}/edit`}>
            Edit job
          </Anchor>
        </Text>
      </Stack>
      {move.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
      {applicants.length === 0 && (
        <EmptyState
          icon={<IconUsers size={24} />}
          title="No applicants yet"
          description="Agents who apply show up here, newest first."
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
              <Card
                key={applicant.id}
                withBorder
                radius="md"
                component="article"
                aria-label={applicant.candidate.name}
              >
                <Group justify="space-between" align="flex-start">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{applicant.candidate.name}</Text>
                    <Text size="sm" c="dimmed">
                      {[
                        applicant.candidate.headline,
                        [applicant.candidate.city, applicant.candidate.state]
                          .filter(Boolean)
                          .join(', '),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {applicant.message && <Text size="sm">“{applicant.message}”</Text>}
                    <Text size="xs" c="dimmed">
                      Applied {relativeTime(applicant.created_at)}
                    </Text>
                  </Stack>
                  <Group gap="xs" align="flex-end">
                    <MessageButton
                      userId={applicant.candidate.id}
                      jobId={id}
                      aria-label={`Message ${applicant.candidate.name}`}
                    />
                    {APPLICANT_MOVES[applicant.status].length > 0 && (
                      <Select
                        label={`Status of ${applicant.candidate.name}`}
                        w={170}
                        data={optionsFrom(applicant.status)}
                        value={applicant.status}
                        allowDeselect={false}
                        disabled={move.isPending}
                        onChange={(value) =>
                          value &&
                          move.mutate({
                            applicantId: applicant.id,
                            status: value as ApplicationStatus,
                          })
                        }
                      />
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

export function ApplicantsPage() {
  const id = Number(useParams().id);
  usePageTitle('Applicants');
  return (
    <EmployerOnly>
      <Container size="md" py="xl">
        <Stack gap="md">
          <Anchor component={Link} to="/employer/jobs" size="sm">
            ← My jobs
          </Anchor>
          <Pipeline id={id} />
        </Stack>
      </Container>
    </EmployerOnly>
  );
}
