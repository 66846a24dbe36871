import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import { Alert, Anchor, Button, Container, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBan } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { ViewerGate } from '../../../components/viewer-gate';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkOrder } from '../../../lib/work-order-query';
import { CheckSummary } from '../components/check-summary';
import { DeliverablesChecklist } from '../components/deliverables-checklist';
import { DeliverablesReview } from '../components/deliverables-review';
import { DisputePanel } from '../components/dispute-panel';
import { RatingPanel } from '../components/rating-panel';
import { WorkOrderActions } from '../components/work-order-actions';
import { WorkOrderDetails } from '../components/work-order-details';
import { WorkOrderHeader } from '../components/work-order-header';
import { WorkOrderTimeline } from '../components/work-order-timeline';
import { OutboxBanner } from '../offline/outbox-banner';
import { useOutboxSetup } from '../offline/use-outbox-setup';
import { partyOf } from '../../../lib/work-order-status';
import { formatDateTime } from '../../../components/work-order-format';

function Notices({ workOrder, party }: { workOrder: WorkOrder; party: WorkOrderParty }) {
  const { canceled } = workOrder;
  return (
    <>
      {workOrder.status === 'revision_requested' && workOrder.revision_reason && (
        <Alert
          color="orange"
          variant="light"
          title={party === 'agent' ? 'The company asked for a revision' : 'Revision requested'}
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {workOrder.revision_reason}
          </Text>
        </Alert>
      )}
      {workOrder.status === 'canceled' && canceled && (
        <Alert
          color="gray"
          variant="light"
          title={
            canceled.by === 'operator'
              ? 'Canceled by Fieldhire when the dispute was settled'
              : `${canceled.by === party ? 'Canceled by you' : `Canceled by the ${canceled.by}`}${canceled.late ? ' (late)' : ''}`
          }
          icon={<IconBan size={20} aria-hidden />}
        >
          <Text size="sm">
            {formatDateTime(canceled.at)}: {canceled.reason}
          </Text>
        </Alert>
      )}
    </>
  );
}

function WorkOrderView({ id, party }: { id: number; party: WorkOrderParty }) {
  useOutboxSetup();
  const query = useWorkOrder(id);
  usePageTitle(query.data ? query.data.job.title : 'Work order');
  const back =
    party === 'agent'
      ? { to: '/work', label: 'My work' }
      : { to: '/employer/work', label: 'Work board' };

  if (query.isPending && Number.isInteger(id) && id > 0) {
    return (
      <Stack gap="md" role="status" aria-label="Loading work order">
        <Skeleton height={28} width="60%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (query.isError && !(query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <ErrorState
        title="Could not load this work order"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const workOrder = query.data;
  if (!workOrder) {
    return (
      <StatusPage
        eyebrow="404"
        title="Work order not found"
        actions={
          <Button component={Link} to={back.to}>
            Go to {back.label}
          </Button>
        }
      >
        It may have been removed, or it is not yours to see.
      </StatusPage>
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {back.label}
      </Anchor>
      <WorkOrderHeader workOrder={workOrder} party={party} />
      {party === 'agent' && <OutboxBanner workOrderId={workOrder.id} />}
      <Notices workOrder={workOrder} party={party} />
      <WorkOrderActions key={workOrder.id} workOrder={workOrder} party={party} />
      <DisputePanel workOrder={workOrder} party={party} />
      <RatingPanel workOrder={workOrder} party={party} />
      <CheckSummary workOrder={workOrder} />
      {/* On a phone: details, then deliverables, then the timeline; beside each other when wide. */}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <WorkOrderDetails workOrder={workOrder} party={party} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          {party === 'agent' ? (
            <DeliverablesChecklist workOrder={workOrder} />
          ) : (
            <DeliverablesReview workOrder={workOrder} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={3}>
          <WorkOrderTimeline workOrder={workOrder} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One work order, for its agent and for the company's members. */
export function WorkOrderPage() {
  const { id } = useParams();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>
        {(viewer) => <WorkOrderView id={Number(id)} party={partyOf(viewer)} />}
      </ViewerGate>
    </Container>
  );
}
