import {
  canAct,
  checkInTiming,
  FAR_FROM_SITE_METERS,
  LATE_CANCEL_HOURS,
  type LocationBody,
  type WorkOrder,
  type WorkOrderAction,
  type WorkOrderParty,
} from '@fieldhire/contract/work-orders';
import { SPENDING_TEXT } from '@fieldhire/contract/accounts';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useViewer } from '../../../lib/user-info';
import { useIdempotencyKeys } from '../api/idempotency';
import type { ActionInput } from '../api/work-order-actions';
import { useWorkOrderAction } from '../api/work-order-mutations';
import { currentLocation } from '../../../lib/current-location';
import { missingDeliverables, type MissingDeliverable } from '../missing-deliverables';
import {
  distanceMeters,
  formatDateTime,
  formatDistance,
  formatDuration,
} from '../../../components/work-order-format';
import { ApprovalCost } from './approval-cost';
import { MissingList } from './missing-list';
import { ReasonDialog } from './reason-dialog';

type Asking = 'decline' | 'cancel' | 'request_revision' | 'approve' | null;

const HOUR = 3_600_000;
const isLateCancel = (workOrder: WorkOrder, now = Date.now()) =>
  now >= Date.parse(workOrder.schedule.start) - LATE_CANCEL_HOURS * HOUR;

const TIMING_WORDS = { early: 'early, ', on_time: 'on time, ', late: 'late, ' } as const;

function placeNotice(
  verb: string,
  workOrder: WorkOrder,
  place: WorkOrder['check_in'] | WorkOrder['check_out'],
) {
  if (!place) return verb;
  const timing =
    'on_time' in place ? TIMING_WORDS[checkInTiming(workOrder.schedule, place.at)] : '';
  const far = place.far ? ' (far from the site)' : '';
  return `${verb}: ${timing}${formatDistance(place.distance_m)} from the site${far}.`;
}

/** The time between check-in and check-out, in quarter hours, to start the hours worked from. */
function visitHours(workOrder: WorkOrder) {
  if (!workOrder.check_in || !workOrder.check_out) return null;
  const hours = (Date.parse(workOrder.check_out.at) - Date.parse(workOrder.check_in.at)) / HOUR;
  return Math.max(0.25, Math.ceil(hours * 4) / 4);
}

const SPENDING_REASON_ID = 'approve-spending-reason';

const QUEUED_NOTICE = 'No signal: saved on this phone, sent when the signal returns.';

const SUCCESS: Record<WorkOrderAction, (workOrder: WorkOrder) => string> = {
  confirm: () => 'Confirmed. The company knows you’ll be there.',
  decline: () => 'Work declined.',
  check_in: (w) => placeNotice('Checked in', w, w.check_in),
  check_out: (w) => placeNotice('Checked out', w, w.check_out),
  submit: () => 'Submitted for approval.',
  approve: () => 'Work approved.',
  request_revision: () => 'Revision requested. The agent has been told what to fix.',
  cancel: () => 'Work order canceled.',
};

/** The buttons in the order they show; `asks` opens a dialog first (it shows no spinner itself). */
const ACTION_BUTTONS: {
  action: WorkOrderAction;
  label: string;
  asks?: true;
  color?: string;
  variant?: 'default' | 'subtle';
}[] = [
  { action: 'confirm', label: 'Confirm' },
  { action: 'check_in', label: 'Check in' },
  { action: 'check_out', label: 'Check out' },
  { action: 'submit', label: 'Submit' },
  { action: 'approve', label: 'Approve', asks: true, color: 'green.8' },
  { action: 'request_revision', label: 'Request revision', asks: true, variant: 'default' },
  { action: 'decline', label: 'Decline', asks: true, variant: 'default', color: 'red' },
  { action: 'cancel', label: 'Cancel work order', asks: true, variant: 'subtle', color: 'red' },
];

/** A check-in that will be recorded as early or far from the site, held until the agent agrees. */
interface UnusualCheckIn {
  body: LocationBody;
  early: boolean;
  distance: number;
}

/** What is unusual about checking in from here and now, or null when nothing is. */
function unusualCheckIn(workOrder: WorkOrder, body: LocationBody): UnusualCheckIn | null {
  const early = checkInTiming(workOrder.schedule, body.at ?? new Date()) === 'early';
  const distance = distanceMeters(body, workOrder.site);
  return early || distance > FAR_FROM_SITE_METERS ? { body, early, distance } : null;
}

interface WorkOrderActionsProps {
  workOrder: WorkOrder;
  party: WorkOrderParty;
}

/** The changes the viewer's side may make now, each confirmed first when it cannot be undone. */
export function WorkOrderActions({ workOrder, party }: WorkOrderActionsProps) {
  const mutation = useWorkOrderAction(workOrder.id);
  const keys = useIdempotencyKeys();
  const [asking, setAsking] = useState<Asking>(null);
  const [missing, setMissing] = useState<MissingDeliverable[] | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [cardNeeded, setCardNeeded] = useState<string | null>(null);
  const [unusual, setUnusual] = useState<UnusualCheckIn | null>(null);
  const hourly = workOrder.pay.unit === 'hour' && party === 'agent';
  const [hours, setHours] = useState<number | string>(() =>
    hourly ? (workOrder.reported_hours ?? visitHours(workOrder) ?? '') : '',
  );
  // An open dispute stops the work order where it is until an operator settles it.
  const can = (action: WorkOrderAction) =>
    workOrder.dispute_status !== 'open' && canAct(action, party, workOrder.status);
  // Approving charges the company's card, so only a member allowed to spend may press it.
  const maySpend = useViewer()?.company?.may_approve_spending ?? false;
  const refused = (action: WorkOrderAction) => action === 'approve' && !maySpend;
  const pendingAction = mutation.isPending ? mutation.variables.action : null;

  const run = (input: ActionInput) => {
    const scope = input.action;
    mutation.mutate(
      {
        ...input,
        workOrderId: workOrder.id,
        idempotencyKey: keys.current(scope, 'body' in input ? input.body : null),
      },
      {
        onSuccess: (updated) => {
          keys.settle(scope);
          setAsking(null);
          setMissing(null);
          setUnusual(null);
          notifications.show(
            updated.queued
              ? { color: 'blue', message: QUEUED_NOTICE }
              : { color: 'teal', message: SUCCESS[input.action](updated) },
          );
        },
        onError: (error) => {
          keys.settle(scope, error);
          const list = input.action === 'submit' ? missingDeliverables(error) : null;
          if (list) setMissing(list);
          else if (error instanceof ApiRequestError && error.status === 402)
            setCardNeeded(errorMessage(error));
          else notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  };

  const locateAnd = async (action: 'check_in' | 'check_out') => {
    setLocationError(null);
    setLocating(true);
    try {
      // A check-in whose answer was lost is sent again as it was: the same visit, the same key.
      const body = keys.unanswered<LocationBody>(action) ?? (await currentLocation());
      const held = action === 'check_in' ? unusualCheckIn(workOrder, body) : null;
      if (held) setUnusual(held);
      else run({ action, body });
    } catch (error) {
      setLocationError(errorMessage(error));
    } finally {
      setLocating(false);
    }
  };

  const busy = (action: WorkOrderAction) =>
    pendingAction === action ||
    (locating && (action === 'check_in' || action === 'check_out') && can(action));
  const anyBusy = mutation.isPending || locating;
  const late = isLateCancel(workOrder);
  const buttonWidth = { base: '100%', xs: 'auto' };

  const press: Record<WorkOrderAction, () => void> = {
    confirm: () => run({ action: 'confirm' }),
    check_in: () => void locateAnd('check_in'),
    check_out: () => void locateAnd('check_out'),
    submit: () =>
      run(
        hourly && hours !== ''
          ? { action: 'submit', body: { hours: Number(hours) } }
          : { action: 'submit' },
      ),
    approve: () => setAsking('approve'),
    request_revision: () => setAsking('request_revision'),
    decline: () => setAsking('decline'),
    cancel: () => setAsking('cancel'),
  };
  // Before confirming, an agent's way out is Decline; Cancel, which ends the same way, shows once
  // they have confirmed.
  const shown = (action: WorkOrderAction) =>
    can(action) && !(action === 'cancel' && can('decline'));
  const buttons = ACTION_BUTTONS.filter(({ action }) => shown(action)).map(
    ({ action, label, asks, ...look }) => (
      <Button
        key={action}
        w={buttonWidth}
        {...look}
        loading={asks ? undefined : busy(action)}
        disabled={anyBusy || refused(action)}
        aria-describedby={refused(action) ? SPENDING_REASON_ID : undefined}
        onClick={press[action]}
      >
        {label}
      </Button>
    ),
  );
  const spendingRefused = can('approve') && refused('approve');

  if (buttons.length === 0) return null;
  return (
    <Stack gap="sm">
      {missing && <MissingList missing={missing} workOrder={workOrder} />}
      {locationError && (
        <Alert
          color="red"
          variant="light"
          title="Location needed"
          icon={<IconMapPinOff size={20} aria-hidden />}
          role="alert"
        >
          {locationError}
        </Alert>
      )}
      {hourly && can('submit') && (
        <NumberInput
          label="Hours worked"
          description={
            workOrder.duration_minutes
              ? `Paid in quarter hours, up to the agreed ${formatDuration(workOrder.duration_minutes)}.`
              : 'Paid in quarter hours.'
          }
          min={0.25}
          max={24}
          step={0.25}
          decimalScale={2}
          value={hours}
          onChange={setHours}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <Group gap="sm" role="group" aria-label="Actions">
        {buttons}
      </Group>
      {spendingRefused && (
        <Text id={SPENDING_REASON_ID} size="sm" c="dimmed">
          {SPENDING_TEXT.approveNeedsPermission}
        </Text>
      )}

      <ReasonDialog
        opened={asking === 'decline'}
        title="Decline this work?"
        label="Why are you declining?"
        confirmLabel="Decline work"
        confirmColor="red"
        loading={pendingAction === 'decline'}
        onConfirm={(reason) => run({ action: 'decline', body: { reason } })}
        onClose={() => setAsking(null)}
      >
        <Text size="sm">The company is told, and the work goes back to them.</Text>
      </ReasonDialog>
      <ReasonDialog
        opened={asking === 'cancel'}
        title="Cancel this work order?"
        label="Why are you canceling?"
        confirmLabel="Cancel work order"
        confirmColor="red"
        loading={pendingAction === 'cancel'}
        onConfirm={(reason) => run({ action: 'cancel', body: { reason } })}
        onClose={() => setAsking(null)}
      >
        {late ? (
          <Alert color="orange" variant="light" title="Late cancellation">
            The work starts within {LATE_CANCEL_HOURS} hours (or has started), so this counts as a
            late cancellation on your record.
          </Alert>
        ) : (
          <Text size="sm">This cannot be undone.</Text>
        )}
      </ReasonDialog>
      <ReasonDialog
        opened={asking === 'request_revision'}
        title="Request a revision"
        label="What should the agent fix?"
        confirmLabel="Request revision"
        loading={pendingAction === 'request_revision'}
        onConfirm={(reason) => run({ action: 'request_revision', body: { reason } })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={unusual !== null}
        title="Check in now?"
        confirmLabel="Check in anyway"
        cancelLabel="Not now"
        loading={pendingAction === 'check_in'}
        onConfirm={() => unusual && run({ action: 'check_in', body: unusual.body })}
        onClose={() => setUnusual(null)}
      >
        <Stack gap="xs">
          {unusual?.early && (
            <Text size="sm">
              The work starts {formatDateTime(workOrder.schedule.start)}. A check-in now is recorded
              as early, not on time.
            </Text>
          )}
          {unusual && unusual.distance > FAR_FROM_SITE_METERS && (
            <Text size="sm">
              You are {formatDistance(unusual.distance)} from the site. The company sees this
              check-in marked far from the site.
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'approve'}
        title="Approve this work?"
        confirmLabel="Approve and pay"
        confirmColor="green.8"
        loading={pendingAction === 'approve'}
        onConfirm={() => run({ action: 'approve' })}
        onClose={() => {
          setAsking(null);
          setCardNeeded(null);
        }}
      >
        <ApprovalCost workOrder={workOrder} />
        {cardNeeded && (
          <Alert color="orange" variant="light" title="A card is needed" role="alert" mt="sm">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{cardNeeded}</Text>
              <Button
                component={Link}
                to={`/billing/portal?return=${encodeURIComponent(`/work-orders/${workOrder.id}`)}`}
                size="xs"
              >
                Add a card
              </Button>
            </Stack>
          </Alert>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
