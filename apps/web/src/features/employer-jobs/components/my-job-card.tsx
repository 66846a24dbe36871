import type { MyJobSummary } from '@fieldhire/contract/jobs';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/relative-time';
import { listingPeriod } from './listing-period';
import { RenewListingButton } from './renew-listing-button';
import { plural } from '../../../lib/plural';

const STATUS_COLORS = { open: 'teal', closed: 'gray', filled: 'blue' } as const;

interface MyJobCardProps {
  job: MyJobSummary;
  busy: 'feature' | 'close' | 'reopen' | null;
  onFeature: () => void;
  onClose: () => void;
  onReopen: () => void;
}

export function MyJobCard({ job, busy, onFeature, onClose, onReopen }: MyJobCardProps) {
  const total = Object.values(job.applicants_by_status).reduce((sum, n) => sum + n, 0);
  const shortlisted = job.applicants_by_status.shortlisted ?? 0;
  const period = listingPeriod(job);
  return (
    <Card withBorder radius="md" component="article" aria-label={job.title}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text
            component={Link}
            to={`/employer/jobs/${job.id}`}
            fw={600}
            c="brand.8"
            style={{ textDecoration: 'none', overflowWrap: 'anywhere' }}
          >
            {job.title}
          </Text>
          <Text size="sm" c="dimmed">
            {job.city}, {job.state} · posted {relativeTime(job.created_at)}
            {period && ` · ${period}`}
          </Text>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[job.status]} variant="light">
              {job.status}
            </Badge>
            {job.featured && (
              <Badge color="yellow" variant="light">
                Featured
              </Badge>
            )}
            {(job.openings > 1 || job.filled > 0) && (
              <Text size="sm" fw={job.filled >= job.openings ? 600 : undefined}>
                {job.filled} of {job.openings} filled
              </Text>
            )}
            <Text size="sm">
              {plural(total, 'applicant')}
              {shortlisted > 0 && ` · ${shortlisted} shortlisted`}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/employer/jobs/${job.id}`} variant="light" size="xs">
            Applicants
          </Button>
          <Button component={Link} to={`/employer/jobs/${job.id}/edit`} variant="default" size="xs">
            Edit
          </Button>
          {job.status === 'open' && !job.featured && (
            <Button variant="default" size="xs" loading={busy === 'feature'} onClick={onFeature}>
              Feature
            </Button>
          )}
          <RenewListingButton job={job} />
          {job.status === 'open' && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={busy === 'close'}
              onClick={onClose}
            >
              Close
            </Button>
          )}
          {job.status === 'closed' && (
            <Button
              variant="light"
              color="teal"
              size="xs"
              loading={busy === 'reopen'}
              onClick={onReopen}
            >
              Reopen
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
