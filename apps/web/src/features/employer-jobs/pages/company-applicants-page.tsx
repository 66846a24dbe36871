import { APPLICATION_STATUSES, type ApplicationStatus } from '@fieldhire/contract/jobs';
import {
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
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ExportCsvLink } from '../../../components/export-csv-link';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { plural } from '../../../lib/plural';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanyApplicants } from '../api/employer-jobs-api';
import { ApplicantOffer, WorkOrderLink } from '../components/applicant-terms';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
];

function readStatus(raw: string | null): ApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === raw) ?? null;
}

function ApplicantList({ status }: { status: ApplicationStatus | null }) {
  const applicants = useCompanyApplicants(status);
  if (applicants.isPending) return <Skeleton height={200} radius="md" />;
  if (applicants.isError)
    return (
      <ErrorState
        message={errorMessage(applicants.error)}
        onRetry={() => void applicants.refetch()}
      />
    );
  if (applicants.data.length === 0)
    return (
      <EmptyState
        icon={<IconUsers size={24} />}
        title={status ? `No ${status} applicants` : 'No applicants yet'}
        description="Agents who apply to your jobs show up here, newest first."
      />
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {plural(applicants.data.length, 'applicant')}
      </Text>
      {applicants.data.map((applicant) => (
        <Card
          key={applicant.id}
          withBorder
          radius="md"
          component="article"
          aria-label={`${applicant.candidate.name}, ${applicant.job.title}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{applicant.candidate.name}</Text>
              <Anchor component={Link} to={`/employer/jobs/${applicant.job.id}`} size="sm">
                {applicant.job.title}
              </Anchor>
              <ApplicantOffer applicant={applicant} />
              <Group gap="sm">
                <Text size="xs" c="dimmed">
                  Applied {relativeTime(applicant.created_at)}
                </Text>
                <WorkOrderLink applicant={applicant} />
              </Group>
            </Stack>
            <Badge variant="light" style={{ flex: 'none' }}>
              {applicant.status}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /employer/applicants?status=: every applicant to the company's jobs, filtered by status. */
export function CompanyApplicantsPage() {
  usePageTitle('Applicants');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  return (
    <RequireCompany reason="Reviewing applicants is for company accounts.">
      <Container size="md" py="xl">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Title order={1} fz={28}>
              Applicants
            </Title>
            <Group gap="sm" align="flex-end">
              <Select
                label="Status"
                w={200}
                data={STATUS_OPTIONS}
                value={status ?? 'all'}
                allowDeselect={false}
                onChange={(value) =>
                  setParams(value && value !== 'all' ? { status: value } : {}, { replace: true })
                }
              />
              <ExportCsvLink kind="applicants" filters={status ? { status } : {}} />
            </Group>
          </Group>
          <ApplicantList status={status} />
        </Stack>
      </Container>
    </RequireCompany>
  );
}
