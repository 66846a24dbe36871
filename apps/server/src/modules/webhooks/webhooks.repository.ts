import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { WebhookEventType } from '@fieldhire/contract/webhooks';
import { queryRows, type Database } from '../../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery about to be attempted, with what its endpoint needs to send it. */
export interface DeliveryToSend {
  id: number;
  endpoint_id: number;
  company_id: number;
  message_id: string;
  event_type: string;
  payload: unknown;
  status: DeliveryRow['status'];
  attempts: number;
  round_started_at: Date | string;
  url: string;
  secret: string;
  disabled_at: Date | string | null;
  failing_since: Date | string | null;
}

/** One event for some endpoints: `messageId`, or a random one per endpoint. */
export interface NewDeliveries {
  endpointIds: number[];
  eventType: string;
  payload: unknown;
  messageId?: string;
}

export function createWebhooksRepository(db: Database) {
  const endpointOf = (companyId: number, id: number) =>
    and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id));

  return {
    list(companyId: number) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId))
        .orderBy(desc(webhookEndpoints.id));
    },

    async find(companyId: number, id: number) {
      const [row] = await db.select().from(webhookEndpoints).where(endpointOf(companyId, id));
      return row ?? null;
    },

    async count(companyId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId));
      return row?.n ?? 0;
    },

    async insert(values: typeof webhookEndpoints.$inferInsert) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async update(
      companyId: number,
      id: number,
      changes: Partial<
        Pick<
          EndpointRow,
          'url' | 'description' | 'eventTypes' | 'disabledAt' | 'disabledReason' | 'failingSince'
        >
      >,
    ) {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...changes, updatedAt: new Date() })
        .where(endpointOf(companyId, id))
        .returning();
      return row ?? null;
    },

    async remove(companyId: number, id: number) {
      const rows = await db
        .delete(webhookEndpoints)
        .where(endpointOf(companyId, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length === 1;
    },

    /** The company's enabled endpoints that take `type`: one index read for every fact. */
    async listening(companyId: number, type: WebhookEventType) {
      const rows = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.companyId, companyId),
            sql`${webhookEndpoints.disabledAt} is null`,
            sql`${type} = any(${webhookEndpoints.eventTypes})`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * The deliveries of one event, as an insert answering each new row's job data: an event already
     * delivered to an endpoint under the same message id is not written (nor queued) again.
     */
    insertDeliveries({ endpointIds, eventType, payload, messageId }: NewDeliveries): SQL {
      const id = messageId
        ? sql`${messageId}`
        : sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;
      return sql`insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
                 select e, ${id}, ${eventType}, ${JSON.stringify(payload)}::jsonb
                   from unnest(${sql.param(endpointIds)}::int[]) as e
                 on conflict (endpoint_id, message_id) do nothing
                 returning jsonb_build_object('deliveryId', id) as data`;
    },

    async toSend(deliveryId: number) {
      const [row] = await queryRows<DeliveryToSend>(
        db,
        sql`select d.id, d.endpoint_id, e.company_id, d.message_id, d.event_type, d.payload,
                   d.status, d.attempts, d.round_started_at, e.url, e.secret, e.disabled_at,
                   e.failing_since
              from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
             where d.id = ${deliveryId}`,
      );
      return row ?? null;
    },

    async recordAttempt(attempt: typeof webhookAttempts.$inferInsert) {
      await db.insert(webhookAttempts).values(attempt);
    },

    /** The delivery was acknowledged: so is its endpoint, no longer failing. */
    async delivered(delivery: { id: number; endpointId: number; status: number }) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatus: delivery.status,
          deliveredAt: new Date(),
          nextAttemptAt: null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
    },

    /**
     * An attempt failed: the delivery waits for `nextAttemptAt`, or fails for good without one.
     * Answers since when its endpoint has been failing.
     */
    async attemptFailed(delivery: {
      id: number;
      endpointId: number;
      status: number | null;
      nextAttemptAt: Date | null;
    }) {
      await db
        .update(webhookDeliveries)
        .set({
          status: delivery.nextAttemptAt ? 'pending' : 'failed',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatus: delivery.status,
          nextAttemptAt: delivery.nextAttemptAt,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row!.failingSince!;
    },

    /** When the first attempt of the delivery's round was made. */
    async firstAttemptSince(deliveryId: number, roundStartedAt: Date | string) {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${webhookAttempts.at})` })
        .from(webhookAttempts)
        .where(
          and(
            eq(webhookAttempts.deliveryId, deliveryId),
            gte(webhookAttempts.at, new Date(roundStartedAt)),
          ),
        );
      return row?.at ?? null;
    },

    /** A delivery to an endpoint disabled meanwhile is not attempted. */
    async dropped(deliveryId: number) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, deliveryId));
    },

    /** Disables the endpoint unless it already is; true when this call disabled it. */
    async disable(endpointId: number, reason: string) {
      const rows = await db
        .update(webhookEndpoints)
        .set({ disabledAt: new Date(), disabledReason: reason, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, endpointId), sql`disabled_at is null`))
        .returning({ id: webhookEndpoints.id });
      return rows.length === 1;
    },

    /** A page of the endpoint's deliveries, newest first, below the id `before`. */
    deliveries(endpointId: number, limit: number, before?: number) {
      return db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            before === undefined ? undefined : lt(webhookDeliveries.id, before),
          ),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
    },

    async delivery(endpointId: number, deliveryId: number) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)),
        );
      return row ?? null;
    },

    attempts(deliveryId: number) {
      return db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(desc(webhookAttempts.id));
    },

    /**
     * Starts a new round of attempts of a delivery that is not waiting for one already; answers
     * the delivery, or null when it is still pending.
     */
    async restart(endpointId: number, deliveryId: number) {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          attempts: 0,
          roundStartedAt: new Date(),
          nextAttemptAt: new Date(),
        })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.id, deliveryId),
            sql`${webhookDeliveries.status} <> 'pending'`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The company's owner, told when an endpoint is disabled. */
    async owner(companyId: number) {
      const [row] = await queryRows<{ email: string; first_name: string; company: string }>(
        db,
        sql`select u.email, u.first_name, c.name as company
              from team_memberships m join users u on u.id = m.user_id
              join companies c on c.id = m.company_id
             where m.company_id = ${companyId} and m.role = 'owner'`,
      );
      return row ?? null;
    },

    /** What a job's events tell about it. */
    async job(jobId: number) {
      const [row] = await queryRows<{
        id: number;
        title: string;
        status: string;
        external_id: string | null;
        expires_at: Date | string | null;
      }>(db, sql`select id, title, status, external_id, expires_at from jobs where id = ${jobId}`);
      return row ?? null;
    },

    /**
     * The expiries of the last day not yet delivered, for every enabled endpoint that takes them:
     * an expiry is one message per endpoint (its id names the job and its end), so a run that
     * overlaps the last one writes nothing twice.
     */
    expiredJobDeliveries(): SQL {
      const iso = (at: SQL) =>
        sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      return sql`insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
                 select e.id,
                        'msg_job_expired_' || j.id || '_' || extract(epoch from j.expires_at)::bigint,
                        'job.expired',
                        jsonb_build_object(
                          'type', 'job.expired',
                          'timestamp', ${iso(sql`j.expires_at`)},
                          'data', jsonb_build_object('job', jsonb_build_object(
                            'id', j.id, 'title', j.title, 'status', 'expired',
                            'external_id', j.external_id, 'expires_at', ${iso(sql`j.expires_at`)})))
                   from webhook_endpoints e
                   join jobs j on j.company_id = e.company_id
                  where e.disabled_at is null and 'job.expired' = any(e.event_types)
                    and j.status = 'open' and j.held_reason is null
                    and j.expires_at <= now() and j.expires_at > now() - interval '1 day'
                 on conflict (endpoint_id, message_id) do nothing
                 returning jsonb_build_object('deliveryId', id) as data`;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
