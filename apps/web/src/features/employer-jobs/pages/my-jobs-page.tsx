import { MY_JOBS_PAGE_SIZE, type MyJobSummary } from '@fieldhire/contract/jobs';
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ExportCsvLink } from '../../../components/export-csv-link';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCloseJob, useFeatureJob, useMyJobs, useReopenJob } from '../api/employer-jobs-api';
import { DEFAULT_VIEW, paramsOfView, viewFromParams, type MyJobsView } from '../api/my-jobs-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RequireCompany } from '../../../components/require-company';
import { FeatureJobDialog } from '../components/feature-job-dialog';
import { ListingErrorAlert } from '../components/listing-error-alert';
import { MyJobCard } from '../components/my-job-card';
import { MyJobsFilters } from '../components/my-jobs-filters';
import { plural } from '../../../lib/plural';

/** How long the "closed" toast, with its Undo button, stays up. */
const UNDO_TOAST_MS = 10_000;
/** Errors that leave a job in a state the user did not ask for stay up long enough to read. */
const ERROR_TOAST_MS = 8_000;

type Asking = { kind: 'close' | 'feature' | 'reopen'; job: MyJobSummary } | null;

function useView() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  /** Any change but paging goes back to the first page. */
  const change = (next: Partial<MyJobsView>) =>
    setParams((current) => paramsOfView({ ...viewFromParams(current), page: 1, ...next }), {
      replace: next.page === undefined,
    });
  return [view, change] as const;
}

function MyJobs() {
  const [view, changeView] = useView();
  const jobs = useMyJobs(view);
  const close = useCloseJob();
  const reopen = useReopenJob();
  const feature = useFeatureJob();
  const [asking, setAsking] = useState<Asking>(null);
  const ask = (kind: NonNullable<Asking>['kind'], job: MyJobSummary) => {
    close.reset();
    reopen.reset();
    feature.reset();
    setAsking({ kind, job });
  };
  const stopAsking = () => setAsking(null);

  const reopened = (job: MyJobSummary) =>
    notifications.show({ color: 'teal', message: `“${job.title}” is open again.` });

  const undoClose = (job: MyJobSummary, toastId: string) =>
    reopen.mutate(job.id, {
      onSuccess: () => {
        notifications.hide(toastId);
        reopened(job);
      },
      onError: (error) => {
        notifications.hide(toastId);
        notifications.show({
          color: 'red',
          message: errorMessage(error),
          autoClose: ERROR_TOAST_MS,
        });
      },
    });

  const confirmClose = (job: MyJobSummary) =>
    close.mutate(job.id, {
      onSuccess: () => {
        stopAsking();
        const toastId = `job-closed-${job.id}`;
        notifications.show({
          id: toastId,
          color: 'gray',
          autoClose: UNDO_TOAST_MS,
          message: (
            <Stack gap={6} align="flex-start">
              <Text size="sm">“{job.title}” is closed.</Text>
              <Button size="compact-sm" variant="light" onClick={() => undoClose(job, toastId)}>
                Undo
              </Button>
            </Stack>
          ),
        });
      },
    });

  const confirmReopen = (job: MyJobSummary) =>
    reopen.mutate(job.id, {
      onSuccess: () => {
        stopAsking();
        reopened(job);
      },
    });

  const confirmFeature = (job: MyJobSummary) =>
    feature.mutate(job.id, {
      onSuccess: (featured) => {
        stopAsking();
        notifications.show({ color: 'teal', message: `"${featured.title}" is featured.` });
      },
    });

  const busyOf = (id: number) => {
    if (close.isPending && close.variables === id) return 'close';
    if (reopen.isPending && reopen.variables === id) return 'reopen';
    if (feature.isPending && feature.variables === id) return 'feature';
    return null;
  };

  const filtered = view.keyword !== DEFAULT_VIEW.keyword || view.status !== DEFAULT_VIEW.status;
  let list;
  if (jobs.isPending) {
    list = (
      <Stack gap="sm" aria-busy aria-label="Loading jobs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={110} radius="md" />
        ))}
      </Stack>
    );
  } else if (jobs.isError) {
    list = <ErrorState message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} />;
  } else if (jobs.data.count === 0 && !filtered) {
    list = (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title="No jobs yet"
        description="Post your first job; agents who cover the area can apply right away."
        action={
          <Button component={Link} to="/employer/jobs/new">
            Post a job
          </Button>
        }
      />
    );
  } else if (jobs.data.count === 0) {
    list = (
      <EmptyState
        icon={<IconBriefcase size={24} />}
        title="No jobs match"
        description="Try another word, or show jobs of every status."
        action={
          <Button variant="default" onClick={() => changeView({ keyword: '', status: 'all' })}>
            Clear filters
          </Button>
        }
      />
    );
  } else {
    const { count, results } = jobs.data;
    const pages = Math.ceil(count / MY_JOBS_PAGE_SIZE);
    const first = (view.page - 1) * MY_JOBS_PAGE_SIZE + 1;
    list = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {results.length === 0
            ? `No jobs on page ${view.page}.`
            : `Showing ${first}–${first + results.length - 1} of ${plural(count, 'job')}`}
        </Text>
        <Stack gap="sm" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
          {results.map((job) => (
            <MyJobCard
              key={job.id}
              job={job}
              busy={busyOf(job.id)}
              onFeature={() => ask('feature', job)}
              onClose={() => ask('close', job)}
              onReopen={() => ask('reopen', job)}
            />
          ))}
        </Stack>
        {pages > 1 && (
          <Group justify="center" mt="sm">
            <Pagination
              total={pages}
              value={Math.min(view.page, pages)}
              onChange={(page) => changeView({ page })}
              siblings={0}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <MyJobsFilters view={view} onChange={changeView} />
      {list}
      <ConfirmDialog
        opened={asking?.kind === 'close'}
        title={asking ? `Close “${asking.job.title}”?` : ''}
        confirmLabel="Close job"
        confirmColor="red"
        loading={close.isPending}
        onConfirm={() => asking && confirmClose(asking.job)}
        onClose={stopAsking}
      >
        <Text size="sm">
          Agents will no longer find it or apply. Its applicants stay. You can undo this right away,
          or reopen the job later.
        </Text>
        {close.isError && (
          <Alert color="red" role="alert">
            {errorMessage(close.error)}
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking?.kind === 'reopen'}
        title={asking ? `Reopen “${asking.job.title}”?` : ''}
        confirmLabel="Reopen job"
        loading={reopen.isPending}
        onConfirm={() => asking && confirmReopen(asking.job)}
        onClose={stopAsking}
      >
        <Text size="sm">
          Agents can find it and apply again. It uses your free listing if that is unused, otherwise
          one job post from your packages.
        </Text>
        {reopen.isError && <ListingErrorAlert error={reopen.error} />}
      </ConfirmDialog>
      {asking?.kind === 'feature' && (
        <FeatureJobDialog
          job={asking.job}
          loading={feature.isPending}
          error={feature.error}
          onConfirm={() => confirmFeature(asking.job)}
          onClose={stopAsking}
        />
      )}
    </Stack>
  );
}

export function MyJobsPage() {
  usePageTitle('My jobs');
  return (
    <RequireCompany reason="Posting and managing jobs is for company accounts.">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} fz={28}>
              My jobs
            </Title>
            <Group gap="sm">
              <ExportCsvLink kind="jobs" />
              <Button
                component={Link}
                to="/employer/jobs/new"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Post a job
              </Button>
            </Group>
          </Group>
          <Box>
            <MyJobs />
          </Box>
        </Stack>
      </Container>
    </RequireCompany>
  );
}
