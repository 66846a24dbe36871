import { formatPay } from '@fieldhire/contract/format-pay';
import type { WorkOrderPayment } from '@fieldhire/contract/payments';
import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MessageButton } from '../../../components/message-button';
import { formatMoney } from '../../../lib/money';
import { ScheduleLabel } from '../../../components/schedule-label';
import {
  formatDay,
  formatDuration,
  mapsUrl,
  siteAddress,
} from '../../../components/work-order-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.5} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function PaymentText({ payment, party }: { payment: WorkOrderPayment; party: WorkOrderParty }) {
  const hours = payment.hours === null ? '' : ` for ${payment.hours} h`;
  const when = formatDay(payment.paid_at);
  const refunded =
    payment.refunded_cents > 0 ? `; ${formatMoney(payment.refunded_cents)} refunded since` : '';
  return party === 'agent' ? (
    <>{`${formatMoney(payment.pay_cents)}${hours} on ${when}${refunded}`}</>
  ) : (
    <>
      {`${formatMoney(payment.charged_cents)} on ${when}: ${formatMoney(payment.pay_cents)} to the agent${hours} and a ${formatMoney(payment.fee_cents)} fee${refunded}`}
    </>
  );
}

/** Where, when and for how much, what to do, and whom to ask. */
export function WorkOrderDetails({
  workOrder,
  party,
}: {
  workOrder: WorkOrder;
  party: WorkOrderParty;
}) {
  const { site, pay } = workOrder;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="work-order-details">
      <Stack gap="md">
        <Title order={2} fz="lg" id="work-order-details">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          <Fact label="Site">
            <Anchor href={mapsUrl(site.lat, site.lon)} target="_blank" rel="noopener noreferrer">
              {siteAddress(site)}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4 }} />
              <VisuallyHidden> (opens maps)</VisuallyHidden>
            </Anchor>
          </Fact>
          <Fact label="Schedule">
            <ScheduleLabel schedule={workOrder.schedule} siteState={site.state} />
          </Fact>
          {workOrder.duration_minutes !== null && (
            <Fact label="Duration">{formatDuration(workOrder.duration_minutes)}</Fact>
          )}
          <Fact label="Pay">
            {formatPay(pay.amount_max, pay.amount_max, pay.unit)}
            {pay.amount_min < pay.amount_max && (
              <Text span size="xs" c="dimmed" display="block">
                The top of the posted range, {formatPay(pay.amount_min, pay.amount_max, pay.unit)}
              </Text>
            )}
          </Fact>
          {workOrder.reported_hours !== null && (
            <Fact label="Hours reported">{workOrder.reported_hours} h</Fact>
          )}
          {workOrder.payment && (
            <Fact label="Paid">
              <PaymentText payment={workOrder.payment} party={party} />
            </Fact>
          )}
        </SimpleGrid>
        {workOrder.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {workOrder.description}
          </Text>
        )}
        <div>
          {party === 'agent' ? (
            <MessageButton jobId={workOrder.job.id} label="Message company" />
          ) : (
            <MessageButton
              userId={workOrder.agent.id}
              jobId={workOrder.job.id}
              label="Message agent"
            />
          )}
        </div>
      </Stack>
    </Paper>
  );
}
