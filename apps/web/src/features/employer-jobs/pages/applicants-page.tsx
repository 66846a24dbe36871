import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconId, IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MessageButton } from '../../../components/message-button';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplicantStatus, useMyJob } from '../api/employer-jobs-api';
import { ApplicantDrawer } from '../components/applicant-drawer';
import { ApplicantStatusSelect, STAGES } from '../components/applicant-status-select';

function Pipeline({ id }: { id: number }) {
  const job = useMyJob(id);
  const move = useApplicantStatus(id);
  const [openId, setOpenId] = useState<number | null>(null);
  // A status move re-renders the applicant's card in another stage, so focus goes back to the
  // card's current button rather than to the element that opened the drawer.
  const profileButtons = useRef(new Map<number, HTMLButtonElement>());
  const closeDrawer = () => {
    const closedId = openId;
    setOpenId(null);
    if (closedId !== null) setTimeout(() => profileButtons.current.get(closedId)?.focus(), 0);
  };
  const moveTo = (applicantId: number, status: ApplicationStatus) =>
    move.mutate({ applicantId, status });
  if (job.isPending) return <Skeleton height={300} radius="md" />;
  if (job.isError)
    return <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />;
  const { applicants } = job.data;
  const opened = applicants.find((applicant) => applicant.id === openId) ?? null;
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
                  <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      ta="left"
                      c="inherit"
                      onClick={() => setOpenId(applicant.id)}
                    >
                      {applicant.candidate.name}
                    </Anchor>
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
                    <Button
                      ref={(button) => {
                        if (button) profileButtons.current.set(applicant.id, button);
                        else profileButtons.current.delete(applicant.id);
                      }}
                      variant="light"
                      leftSection={<IconId size={18} aria-hidden />}
                      onClick={() => setOpenId(applicant.id)}
                      aria-label={`View profile of ${applicant.candidate.name}`}
                    >
                      View profile
                    </Button>
                    <MessageButton
                      userId={applicant.candidate.id}
                      jobId={id}
                      aria-label={`Message ${applicant.candidate.name}`}
                    />
                    <ApplicantStatusSelect
                      applicant={applicant}
                      disabled={move.isPending}
                      onMove={(status) => moveTo(applicant.id, status)}
                    />
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        );
      })}
      <ApplicantDrawer
        applicant={opened}
        jobId={id}
        moving={move.isPending}
        onMove={(applicant, status) => moveTo(applicant.id, status)}
        onClose={closeDrawer}
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
