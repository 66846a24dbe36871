import type { Dashboard } from '@fieldhire/contract/jobs';
import {
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotificationItem, NotificationList } from '../../../components/notification-item';
import { OpenWorkOrderButton } from '../../../components/open-work-order-button';
import { errorMessage } from '../../../lib/error-message';
import { plural } from '../../../lib/plural';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useDashboard } from '../api/dashboard-api';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { AgentWorkSection, CompanyWorkSection } from '../components/work-summary';
import { onboardingSteps } from '../onboarding-steps';
import { StatusBadge } from '../status-badge';

function Stat({ label, value, to }: { label: string; value: number | string; to: string }) {
  return (
    <Card withBorder radius="md" component={Link} to={to} style={{ textDecoration: 'none' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} c="brand.8">
        {value}
      </Text>
    </Card>
  );
}

const UNREAD_MESSAGES_PATH = '/messages?unread=1';

function Notifications({ items }: { items: Dashboard['notifications'] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="notifications-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="notifications-title">
          Notifications
        </Title>
        <Anchor component={Link} to="/notifications" size="sm">
          See all notifications
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">Nothing new.</Text>
      ) : (
        <Card withBorder radius="md" p={0}>
          <NotificationList label="Latest notifications">
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} />
            ))}
          </NotificationList>
        </Card>
      )}
    </Stack>
  );
}

function CandidateView({ data }: { data: Extract<Dashboard, { role: 'candidate' }> }) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Applied" value={data.applied} to="/applications?status=active" />
        <Stat label="New jobs in your alerts" value={data.job_alerts} to="/alerts" />
        <Stat label="Unread messages" value={data.messages} to={UNREAD_MESSAGES_PATH} />
        <Stat label="Saved jobs" value={data.bookmarks} to="/saved" />
      </SimpleGrid>
      <AgentWorkSection />
      <Stack gap="xs" component="section" aria-labelledby="recent-title">
        <Title order={2} fz="lg" id="recent-title">
          Recent applications
        </Title>
        {data.recent_applications.length === 0 && (
          <Text c="dimmed">You have not applied to a job yet.</Text>
        )}
        {data.recent_applications.map((application) => (
          <Group key={application.id} justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={6} align="flex-start">
              <Anchor component={Link} to={`/jobs/${application.job.id}`} size="sm">
                {application.job.title}
              </Anchor>
              <OpenWorkOrderButton
                application={application}
                jobTitle={application.job.title}
                size="compact-sm"
                variant="light"
              />
            </Stack>
            <StatusBadge status={application.status} />
          </Group>
        ))}
      </Stack>
      <Notifications items={data.notifications} />
    </Stack>
  );
}

function EmployerView({ data }: { data: Extract<Dashboard, { role: 'employer' }> }) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Jobs posted" value={data.posted_jobs} to="/employer/jobs" />
        <Stat label="Applications" value={data.applications} to="/employer/applicants" />
        <Stat
          label="Shortlisted"
          value={data.shortlisted}
          to="/employer/applicants?status=shortlisted"
        />
        <Stat label="Unread messages" value={data.messages} to={UNREAD_MESSAGES_PATH} />
      </SimpleGrid>
      {data.plan && (
        <Card withBorder radius="md">
          <Text fw={600}>{data.plan.name} plan</Text>
          <Text size="sm" c="dimmed">
            {data.plan.open_job_limit !== null
              ? `${data.plan.open_jobs} of ${plural(data.plan.open_job_limit, 'open job')} used.`
              : `${plural(data.plan.open_jobs, 'open job')} · ${plural(data.plan.job_posts_left ?? 0, 'job post')} left.`}
          </Text>
        </Card>
      )}
      <CompanyWorkSection />
      <Stack gap="xs" component="section" aria-labelledby="applicants-title">
        <Title order={2} fz="lg" id="applicants-title">
          Recent applicants
        </Title>
        {data.recent_applicants.length === 0 && <Text c="dimmed">No applicants yet.</Text>}
        {data.recent_applicants.map((applicant) => (
          <Group key={applicant.id} justify="space-between" align="flex-start" wrap="nowrap">
            <Anchor component={Link} to={`/employer/jobs/${applicant.job.id}`} size="sm">
              {applicant.candidate.name} · {applicant.job.title}
            </Anchor>
            <StatusBadge status={applicant.status} />
          </Group>
        ))}
      </Stack>
      <Notifications items={data.notifications} />
    </Stack>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const viewer = useViewer();
  const dashboard = useDashboard(viewer !== null);
  if (!viewer) return <Navigate to="/login?next=/dashboard" replace />;
  const steps = dashboard.data ? onboardingSteps(dashboard.data) : [];
  const firstRun = steps.some((step) => !step.done);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {!dashboard.data
            ? `Welcome, ${viewer.first_name}`
            : firstRun
              ? `Welcome to Fieldhire, ${viewer.first_name}`
              : `Welcome back, ${viewer.first_name}`}
        </Title>
        {dashboard.data && firstRun && <OnboardingChecklist steps={steps} />}
        {dashboard.isPending && <Skeleton height={240} radius="md" />}
        {dashboard.isError && (
          <ErrorState
            message={errorMessage(dashboard.error)}
            onRetry={() => void dashboard.refetch()}
          />
        )}
        {dashboard.data?.role === 'candidate' && <CandidateView data={dashboard.data} />}
        {dashboard.data?.role === 'employer' && <EmployerView data={dashboard.data} />}
      </Stack>
    </Container>
  );
}
