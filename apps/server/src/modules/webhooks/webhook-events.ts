import type { TimelineEntry, WorkOrder } from '@fieldhire/contract/work-orders';
import type { WebhookEventType } from '@fieldhire/contract/webhooks';
import type { EventBus } from '../../platform/events/event-bus';
import type { PaymentsService } from '../payments/payments.service';
import { createWebhooksRepository } from './webhooks.repository';
import type { WebhooksService } from './webhooks.service';

/** The timeline steps a company's endpoints can be told of. */
const WORK_ORDER_EVENTS: Partial<Record<TimelineEntry['type'], WebhookEventType>> = {
  assigned: 'work_order.assigned',
  confirmed: 'work_order.confirmed',
  declined: 'work_order.canceled',
  checked_in: 'work_order.checked_in',
  checked_out: 'work_order.checked_out',
  submitted: 'work_order.submitted',
  revision_requested: 'work_order.revision_requested',
  approved: 'work_order.approved',
  canceled: 'work_order.canceled',
};

const workOrderData = (workOrder: WorkOrder, note: string | null) => ({
  work_order: {
    id: workOrder.id,
    status: workOrder.status,
    job: workOrder.job,
    agent: { id: workOrder.agent.id, name: workOrder.agent.name },
    schedule: workOrder.schedule,
    site: workOrder.site,
    pay: workOrder.pay,
    payment: workOrder.payment,
    submitted_at: workOrder.submitted_at,
    approved_at: workOrder.approved_at,
    canceled: workOrder.canceled,
    revision_reason: workOrder.revision_reason,
    updated_at: workOrder.updated_at,
  },
  note,
});

const paymentData = (workOrderId: number, payment: NonNullable<WorkOrder['payment']>) => ({
  payment: { work_order_id: workOrderId, ...payment },
});

/** A refund's message id names its total: a refund told twice (by the provider too) is one. */
const refundMessageId = (workOrderId: number, refundedCents: number) =>
  `msg_payment_refunded_${workOrderId}_${refundedCents}`;

/** What each domain fact tells the company's webhook endpoints. */
export function subscribeWebhookEvents(
  events: EventBus,
  webhooks: Pick<WebhooksService, 'tell'>,
  payments: Pick<PaymentsService, 'chargedWork'>,
) {
  const job =
    (tx: Parameters<WebhooksService['tell']>[0], jobId: number, status?: string) => async () => {
      const row = await createWebhooksRepository(tx).job(jobId);
      if (!row) return null;
      return {
        job: {
          id: row.id,
          title: row.title,
          status: status ?? row.status,
          external_id: row.external_id,
          expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
        },
      };
    };

  events.on('job.posted', (event, tx) =>
    webhooks.tell(tx, event.companyId, 'job.published', job(tx, event.jobId)),
  );
  events.on('job.reopened', (event, tx) =>
    webhooks.tell(tx, event.companyId, 'job.published', job(tx, event.jobId)),
  );
  events.on('job.closed', (event, tx) =>
    webhooks.tell(tx, event.companyId, 'job.closed', job(tx, event.jobId, event.status)),
  );

  events.on('application.created', (event, tx) =>
    webhooks.tell(tx, event.companyId, 'application.created', () => ({
      application: {
        id: event.applicationId,
        job: event.job,
        candidate_id: event.candidateId,
        status: 'pending',
      },
    })),
  );
  events.on('application.status_changed', (event, tx) =>
    webhooks.tell(tx, event.companyId, 'applicant.status_changed', () => ({
      application: {
        id: event.applicationId,
        job: event.job,
        candidate_id: event.candidateId,
        status: event.status,
      },
    })),
  );

  events.on('work_order.changed', async ({ workOrder, change, note }, tx) => {
    if (change === 'items_changed') return undefined;
    const companyId = workOrder.company.id;
    const told = [];
    const type = WORK_ORDER_EVENTS[change];
    if (type)
      told.push(await webhooks.tell(tx, companyId, type, () => workOrderData(workOrder, note)));
    const { payment } = workOrder;
    if (change === 'approved' && payment)
      told.push(
        await webhooks.tell(
          tx,
          companyId,
          'payment.charged',
          () => paymentData(workOrder.id, payment),
          `msg_payment_charged_${workOrder.id}`,
        ),
      );
    if (change === 'dispute_resolved' && payment && payment.refunded_cents > 0)
      told.push(
        await webhooks.tell(
          tx,
          companyId,
          'payment.refunded',
          () => paymentData(workOrder.id, payment),
          refundMessageId(workOrder.id, payment.refunded_cents),
        ),
      );
    const wake = told.find(Boolean);
    return wake;
  });

  events.on('work_payment.refunded', async ({ paymentRef }, tx) => {
    const charged = await payments.chargedWork(paymentRef, tx);
    if (!charged) return undefined;
    return webhooks.tell(
      tx,
      charged.companyId,
      'payment.refunded',
      () => paymentData(charged.workOrderId, charged.payment),
      refundMessageId(charged.workOrderId, charged.payment.refunded_cents),
    );
  });

  events.on('work_order.rated', (event, tx) =>
    event.by === 'agent'
      ? webhooks.tell(tx, event.companyId, 'rating.received', () => ({
          rating: { work_order_id: event.workOrderId, by: event.by, revealed: event.revealed },
        }))
      : undefined,
  );
}
