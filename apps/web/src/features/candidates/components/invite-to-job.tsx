import type { Candidate } from '@fieldhire/contract/candidates';
import { InviteCandidateBody } from '@fieldhire/contract/candidates';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form-errors';
import { useViewer } from '../../../lib/user-info';
import { useInviteCandidate, useOpenJobs } from '../api/candidates-api';

interface InviteValues {
  job_id: string;
  message: string;
}

function InviteForm({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const jobs = useOpenJobs(true);
  const invite = useInviteCandidate();
  const firstName = candidate.name.split(' ')[0] ?? candidate.name;
  const form = useForm<InviteValues>({
    initialValues: {
      job_id: '',
      message: `Hi ${firstName}, you cover the area of this job and your profile fits it well. Would you take a look and apply?`,
    },
    validate: zodResolver(InviteCandidateBody, (values: InviteValues) => ({
      ...values,
      candidate_username: candidate.username,
      job_id: values.job_id ? Number(values.job_id) : undefined,
    })),
  });

  if (jobs.isPending) return <Skeleton height={180} radius="md" aria-label="Loading your jobs" />;
  if (jobs.isError) {
    return (
      <Alert color="red" variant="light" title="Your jobs could not be loaded">
        {errorMessage(jobs.error)}
      </Alert>
    );
  }
  if (jobs.data.length === 0) {
    return (
      <Stack gap="sm">
        <Alert color="gray" variant="light" title="No open jobs">
          Post a job first, then invite agents to it.
        </Alert>
        <Group justify="flex-end">
          <Button component={Link} to="/employer/jobs/new">
            Post a job
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        invite.mutate(
          {
            job_id: Number(values.job_id),
            message: values.message.trim(),
            candidate_username: candidate.username,
          },
          {
            onSuccess: ({ detail }) => {
              notifications.show({ color: 'teal', title: 'Invitation sent', message: detail });
              onDone();
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Select
          label="Job"
          placeholder="Choose one of your open jobs"
          required
          searchable
          data={jobs.data.map((job) => ({
            value: String(job.id),
            label: `${job.title} · ${job.city}, ${job.state}`,
          }))}
          {...form.getInputProps('job_id')}
          error={form.errors.job_id}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxLength={2000}
          {...form.getInputProps('message')}
        />
        {invite.isError && (
          <Alert color="red" variant="light" title="The invitation was not sent">
            {errorMessage(invite.error)}
            {invite.error instanceof ApiRequestError && invite.error.status === 402 && (
              <>
                {' '}
                <Anchor component={Link} to="/billing/packages" size="sm">
                  See packages
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to="/employer/jobs" size="sm">
            Manage jobs
          </Anchor>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={invite.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              Send invitation
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Companies invite an agent to one of their open jobs; others see nothing. */
export function InviteToJob({
  candidate,
  size = 'sm',
}: {
  candidate: Candidate;
  size?: 'xs' | 'sm';
}) {
  const viewer = useViewer();
  const [opened, { open, close }] = useDisclosure(false);
  if (viewer?.role !== 'employer' || !viewer.company) return null;

  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={open}
        aria-label={`Invite to job: ${candidate.name}`}
      >
        Invite to job
      </Button>
      <Modal opened={opened} onClose={close} title={`Invite ${candidate.name} to a job`} size="lg">
        {opened && <InviteForm candidate={candidate} onDone={close} />}
      </Modal>
    </>
  );
}
