import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_ENDPOINTS_PER_COMPANY,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXT,
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPayload,
} from '@fieldhire/contract/webhooks';
import type { Database } from '../../db/database';
import { requireCompanyManager, type Viewer } from '../../platform/auth';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { toIso } from '../../platform/iso-time';
import type { Mailer } from '../../platform/mail/mailer';
import { actionEmail } from '../../platform/mail/templates';
import type { JobQueue } from '../../platform/queue/job-queue';
import { RefusedAddressError, checkWebhookUrl } from './webhook-address';
import { failureOf, postWebhook, type WebhookAnswer } from './webhook-sender';
import {
  createWebhooksRepository,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository';

export const DELIVER_WEBHOOK = 'deliver-webhook';
export const TELL_EXPIRED_JOBS = 'tell-expired-jobs';
/** A delivery's attempts stop this long after its round began, whatever the schedule says. */
const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const DELIVERIES_PAGE = 20;
export const DISABLED_AFTER_FAILURES =
  'Disabled after every attempt of a delivery failed for its whole retry schedule (3 days).';

const MANAGERS_ONLY = {
  notEmployer: WEBHOOK_TEXT.managersOnly,
  noCompany: WEBHOOK_TEXT.managersOnly,
  notManager: WEBHOOK_TEXT.managersOnly,
};

const isoOrNull = (at: Date | string | null) => (at === null ? null : toIso(at));

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  event_types: row.eventTypes,
  secret: row.secret,
  enabled: row.disabledAt === null,
  disabled_reason: row.disabledAt === null ? null : row.disabledReason,
  failing_since: isoOrNull(row.failingSince),
  created_at: toIso(row.createdAt),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.messageId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  last_status: row.lastStatus,
  next_attempt_at: row.status === 'pending' ? isoOrNull(row.nextAttemptAt) : null,
  delivered_at: isoOrNull(row.deliveredAt),
  created_at: toIso(row.createdAt),
});

const toAttempt = (row: AttemptRow): WebhookAttempt => ({
  at: toIso(row.at),
  duration_ms: row.durationMs,
  response_status: row.responseStatus,
  response_body: row.responseBody,
  error: row.error,
});

const payloadOf = (type: string, data: Record<string, unknown>): WebhookPayload => ({
  type,
  timestamp: new Date().toISOString(),
  data,
});

/** What an event says, read only when some endpoint takes it. */
export type EventData = () => Promise<Record<string, unknown> | null> | Record<string, unknown>;

interface WebhooksDeps {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  allowLoopback: boolean;
  /** Seconds before each retry of a failed attempt. */
  retrySeconds: number[];
}

/**
 * A company's webhook endpoints and the signed deliveries of its events: each attempt is a queue
 * job, a failed one is tried again on the retry schedule, and an endpoint that failed a whole
 * schedule is disabled and its owner emailed.
 */
export function createWebhooksService({
  db,
  queue,
  mailer,
  publicUrl,
  allowLoopback,
  retrySeconds,
}: WebhooksDeps) {
  const repository = createWebhooksRepository(db);

  async function checkedUrl(url: string) {
    try {
      await checkWebhookUrl(new URL(url), allowLoopback);
    } catch (error) {
      if (!(error instanceof RefusedAddressError)) throw error;
      const text = {
        scheme: WEBHOOK_TEXT.urlScheme,
        private: WEBHOOK_TEXT.urlPrivate,
        unresolved: WEBHOOK_TEXT.urlUnresolved,
      }[error.reason];
      throw fieldError('url', text);
    }
    return url;
  }

  async function endpointOf(viewer: Viewer, id: number) {
    const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
    const endpoint = await repository.find(companyId, id);
    if (!endpoint) throw notFound(WEBHOOK_TEXT.notFound);
    return endpoint;
  }

  const enabledEndpointOf = async (viewer: Viewer, id: number) => {
    const endpoint = await endpointOf(viewer, id);
    if (endpoint.disabledAt) throw conflict(WEBHOOK_TEXT.disabled);
    return endpoint;
  };

  async function tellOwnerOfDisabling(
    tx: Database,
    endpoint: { id: number; url: string },
    companyId: number,
  ) {
    const owner = await createWebhooksRepository(tx).owner(companyId);
    if (!owner) return;
    await mailer.send(
      actionEmail({
        to: owner.email,
        subject: 'A webhook endpoint was disabled',
        greeting: `Hello ${owner.first_name},`,
        lines: [
          `Fieldhire stopped sending ${owner.company}'s events to ${endpoint.url}: every attempt of a delivery failed for 3 days.`,
          'Fix the endpoint, enable it again on the Developers page, and send the failed deliveries again from its log.',
        ],
        action: { label: 'Open the Developers page', url: `${publicUrl}/employer/developers` },
        footer: "You receive this email because you own this company's Fieldhire account.",
      }),
      { tx, key: `webhook-disabled:${endpoint.id}:${Date.now()}` },
    );
  }

  /** One attempt of a delivery, and what follows from its answer. */
  async function attempt(deliveryId: number) {
    const delivery = await repository.toSend(deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    if (delivery.disabled_at) return repository.dropped(delivery.id);
    const body = JSON.stringify(delivery.payload);
    const sentAt = new Date();
    const headers = {
      'webhook-id': delivery.message_id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(delivery.secret).sign(delivery.message_id, sentAt, body),
    };
    const started = performance.now();
    let answer: WebhookAnswer | null = null;
    let error: string | null = null;
    try {
      answer = await postWebhook(delivery.url, headers, body, allowLoopback);
    } catch (failure) {
      error = failureOf(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    const acknowledged = answer !== null && answer.status >= 200 && answer.status < 300;
    const delay = retrySeconds[delivery.attempts];
    const roundEnds = new Date(delivery.round_started_at).getTime() + RETRY_WINDOW_MS;
    const retryAt =
      delay !== undefined && Date.now() + delay * 1000 <= roundEnds
        ? new Date(Date.now() + delay * 1000)
        : null;
    await db.transaction(async (tx) => {
      const books = createWebhooksRepository(tx);
      await books.recordAttempt({
        deliveryId,
        durationMs,
        responseStatus: answer?.status ?? null,
        responseBody: answer?.body ?? null,
        error,
      });
      const endpointId = delivery.endpoint_id;
      if (acknowledged)
        return books.delivered({ id: deliveryId, endpointId, status: answer!.status });
      const failingSince = await books.attemptFailed({
        id: deliveryId,
        endpointId,
        status: answer?.status ?? null,
        nextAttemptAt: retryAt,
      });
      if (retryAt) {
        await queue.send(DELIVER_WEBHOOK, { deliveryId }, { tx, startAfterSeconds: delay });
        return;
      }
      // Nothing this endpoint was sent since this round's first failure was acknowledged.
      const firstFailure = await books.firstAttemptSince(deliveryId, delivery.round_started_at);
      if (firstFailure && new Date(failingSince) <= new Date(firstFailure)) {
        if (await books.disable(endpointId, DISABLED_AFTER_FAILURES))
          await tellOwnerOfDisabling(
            tx,
            { id: endpointId, url: delivery.url },
            delivery.company_id,
          );
      }
    });
    if (retryAt && delay! <= 1) queue.wake(DELIVER_WEBHOOK);
  }

  queue.define<{ deliveryId: number }>({
    name: DELIVER_WEBHOOK,
    batchSize: 10,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handle: ({ deliveryId }) => attempt(deliveryId),
  });

  queue.define<object>({
    name: TELL_EXPIRED_JOBS,
    cron: '*/10 * * * *',
    handle: async () => {
      await queue.sendForRows(DELIVER_WEBHOOK, repository.expiredJobDeliveries(), { tx: db });
      queue.wake(DELIVER_WEBHOOK);
    },
  });

  async function queueDelivery(endpoint: EndpointRow, type: string, data: Record<string, unknown>) {
    const [row] = await db.transaction(async (tx) => {
      await queue.sendForRows(
        DELIVER_WEBHOOK,
        createWebhooksRepository(tx).insertDeliveries({
          endpointIds: [endpoint.id],
          eventType: type,
          payload: payloadOf(type, data),
        }),
        { tx },
      );
      return createWebhooksRepository(tx).deliveries(endpoint.id, 1);
    });
    queue.wake(DELIVER_WEBHOOK);
    return toDelivery(row!);
  }

  return {
    /**
     * States an event of the company to its endpoints that take it, in the caller's transaction:
     * a delivery and its job per endpoint. Answers the work that starts the workers after the
     * commit, or nothing when no endpoint takes it.
     */
    async tell(
      tx: Database,
      companyId: number,
      type: WebhookEventType,
      data: EventData,
      messageId?: string,
    ) {
      const books = createWebhooksRepository(tx);
      const endpointIds = await books.listening(companyId, type);
      if (endpointIds.length === 0) return undefined;
      const told = await data();
      if (!told) return undefined;
      await queue.sendForRows(
        DELIVER_WEBHOOK,
        books.insertDeliveries({
          endpointIds,
          eventType: type,
          payload: payloadOf(type, told),
          messageId,
        }),
        { tx },
      );
      return () => queue.wake(DELIVER_WEBHOOK);
    },

    async list(viewer: Viewer) {
      const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
      return { results: (await repository.list(companyId)).map(toEndpoint) };
    },

    async create(viewer: Viewer, body: CreateWebhookEndpointBody) {
      const { companyId } = requireCompanyManager(viewer, MANAGERS_ONLY);
      if ((await repository.count(companyId)) >= WEBHOOK_ENDPOINTS_PER_COMPANY)
        throw conflict(WEBHOOK_TEXT.tooMany);
      const row = await repository.insert({
        companyId,
        createdBy: viewer.id,
        url: await checkedUrl(body.url),
        description: body.description,
        eventTypes: body.event_types,
        secret: `whsec_${randomBytes(24).toString('base64')}`,
      });
      return toEndpoint(row);
    },

    async update(viewer: Viewer, id: number, body: UpdateWebhookEndpointBody) {
      const endpoint = await endpointOf(viewer, id);
      const row = await repository.update(endpoint.companyId, id, {
        ...(body.url !== undefined &&
          body.url !== endpoint.url && { url: await checkedUrl(body.url) }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.event_types !== undefined && { eventTypes: body.event_types }),
        ...(body.enabled === true && {
          disabledAt: null,
          disabledReason: null,
          failingSince: null,
        }),
        ...(body.enabled === false &&
          endpoint.disabledAt === null && {
            disabledAt: new Date(),
            disabledReason: 'Disabled by the company.',
          }),
      });
      if (!row) throw notFound(WEBHOOK_TEXT.notFound);
      return toEndpoint(row);
    },

    async remove(viewer: Viewer, id: number) {
      const endpoint = await endpointOf(viewer, id);
      await repository.remove(endpoint.companyId, id);
    },

    async deliveries(viewer: Viewer, id: number, cursor?: string) {
      const endpoint = await endpointOf(viewer, id);
      const rows = await repository.deliveries(
        endpoint.id,
        DELIVERIES_PAGE + 1,
        cursor === undefined ? undefined : Number(cursor),
      );
      const page = rows.slice(0, DELIVERIES_PAGE);
      return {
        results: page.map(toDelivery),
        next_cursor: rows.length > DELIVERIES_PAGE ? String(page.at(-1)!.id) : null,
      };
    },

    async delivery(viewer: Viewer, id: number, deliveryId: number): Promise<WebhookDeliveryDetail> {
      const endpoint = await endpointOf(viewer, id);
      const row = await repository.delivery(endpoint.id, deliveryId);
      if (!row) throw notFound(WEBHOOK_TEXT.deliveryNotFound);
      const attempts = await repository.attempts(row.id);
      return { ...toDelivery(row), payload: row.payload, attempts_log: attempts.map(toAttempt) };
    },

    /** Sends a delivery again as a new round of attempts, under the same `webhook-id`. */
    async resend(viewer: Viewer, id: number, deliveryId: number) {
      const endpoint = await enabledEndpointOf(viewer, id);
      if (!(await repository.delivery(endpoint.id, deliveryId)))
        throw notFound(WEBHOOK_TEXT.deliveryNotFound);
      const row = await db.transaction(async (tx) => {
        const restarted = await createWebhooksRepository(tx).restart(endpoint.id, deliveryId);
        if (restarted) await queue.send(DELIVER_WEBHOOK, { deliveryId }, { tx });
        return restarted;
      });
      if (!row) throw conflict(WEBHOOK_TEXT.alreadyPending);
      queue.wake(DELIVER_WEBHOOK);
      return toDelivery(row);
    },

    async sendTest(viewer: Viewer, id: number) {
      const endpoint = await enabledEndpointOf(viewer, id);
      return queueDelivery(endpoint, WEBHOOK_TEST_EVENT, {
        endpoint_id: endpoint.id,
        message: 'A test event from Fieldhire: your endpoint receives and verifies deliveries.',
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
