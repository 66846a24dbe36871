import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { VerifyEmailNotice } from '../../../components/verify-email-notice';
import { RequireCompany } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useMyJob, useSaveJob } from '../api/employer-jobs-api';
import { JobForm } from '../components/job-form';

function Editor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const existing = useMyJob(id ?? 0);
  const save = useSaveJob(id);
  const viewer = useViewer();
  if (id === null && viewer && !viewer.email_verified)
    return (
      <VerifyEmailNotice email={viewer.email}>
        Open it to confirm your address; once it is verified you can post jobs here.
      </VerifyEmailNotice>
    );
  if (id !== null && existing.isPending) return <Skeleton height={420} radius="md" />;
  if (id !== null && existing.isError)
    return (
      <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />
    );
  return (
    <JobForm
      job={existing.data}
      saving={save.isPending}
      error={save.error}
      onSubmit={(input) =>
        save.mutate(input, {
          onSuccess: (job) => {
            notifications.show({ message: id === null ? 'Job posted.' : 'Job saved.' });
            void navigate(`/employer/jobs/${job.id}`);
          },
        })
      }
    />
  );
}

export function JobEditorPage() {
  const raw = useParams().id;
  const id = raw === undefined ? null : Number(raw);
  usePageTitle(id === null ? 'Post a job' : 'Edit job');
  return (
    <RequireCompany reason="Posting and managing jobs is for company accounts.">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={28}>
            {id === null ? 'Post a job' : 'Edit job'}
          </Title>
          <Editor id={id} />
        </Stack>
      </Container>
    </RequireCompany>
  );
}
