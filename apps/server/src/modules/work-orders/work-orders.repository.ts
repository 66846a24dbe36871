import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WorkOrderStatus, WorkOrdersQuery } from '@fieldhire/contract/work-orders';
import { queryRows, runPrepared, type Database } from '../../db/database';
import {
  calendarFeeds,
  workOrderEvents,
  workOrderItems,
  workOrderKeys,
  workOrders,
} from '../../db/schema/work-orders';

export type WorkOrderRecord = typeof workOrders.$inferSelect;
export type NewWorkOrder = typeof workOrders.$inferInsert;
export type NewWorkOrderItem = typeof workOrderItems.$inferInsert;

/** A work order with what its answer shows of the job, the company and the agent. */
export interface WorkOrderRow extends WorkOrderRecord {
  job_title: string;
  job_type: string;
  description: string;
  address: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lon: number;
  company_name: string;
  company_avatar: string | null;
  agent_username: string;
  agent_first_name: string;
  agent_last_name: string;
  agent_avatar: string | null;
}

export interface TimelineRow {
  work_order_id: number;
  type: string;
  at: Date | string;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  api_key_id: number | null;
  api_key_name: string | null;
  note: string | null;
}

export type ItemRow = typeof workOrderItems.$inferSelect;

/** Who may read a work order: its agent, or any member of its company. */
export type WorkOrderReader = { agentId: number } | { companyId: number };

const readerCondition = (reader: WorkOrderReader) =>
  'agentId' in reader
    ? sql`w.agent_id = ${reader.agentId}`
    : sql`w.company_id = ${reader.companyId}`;

// The site and the description are read from the job: they describe the place and the work, which
// the company may correct; the pay, schedule and deliverables agreed are the work order's own.
const workOrderColumns = sql`w.id, w.job_id as "jobId", w.application_id as "applicationId", w.company_id as "companyId",
         w.agent_id as "agentId", w.status, w.schedule_type as "scheduleType", w.start_at as "startAt",
         w.end_at as "endAt", w.duration_minutes as "durationMinutes", w.pay_min as "payMin",
         w.pay_max as "payMax", w.pay_unit as "payUnit", w.deliverables, w.check_in as "checkIn",
         w.check_out as "checkOut", w.submitted_at as "submittedAt", w.approved_at as "approvedAt",
         w.reported_minutes as "reportedMinutes",
         w.canceled_at as "canceledAt", w.canceled_by as "canceledBy", w.cancel_reason as "cancelReason",
         w.late_cancel as "lateCancel", w.revision_reason as "revisionReason",
         w.dispute_status as "disputeStatus", w.created_at as "createdAt", w.updated_at as "updatedAt",
         j.title as job_title, t.name as job_type, j.description, j.address, j.city, j.state, j.zip,
         j.lat, j.lon, c.name as company_name, c.avatar as company_avatar,
         u.username as agent_username, u.first_name as agent_first_name,
         u.last_name as agent_last_name, u.avatar as agent_avatar`;

/** The work orders of `from` (the table, or a statement's own rows) joined to what they show. */
const workOrderJoins = (from: SQL = sql`work_orders`) => sql`${from} w
  join jobs j on j.id = w.job_id
  join job_types t on t.id = j.job_type_id
  join companies c on c.id = w.company_id
  join users u on u.id = w.agent_id`;

const workOrderSelect = sql`select ${workOrderColumns} from ${workOrderJoins()}`;

/** A timeline step to record in the statement that reads the work order. */
export type NewTimelineStep = Omit<typeof workOrderEvents.$inferInsert, 'workOrderId'>;

/** An item as the view's JSON carries it: its times as text. */
type ItemJson = Omit<ItemRow, 'takenAt' | 'createdAt'> & {
  takenAt: string | null;
  createdAt: string;
};

/**
 * The work order with its items and timeline, in one statement: `from` holds its row (`w`), and
 * `added` (a statement's own rows, not yet visible in the table) a timeline step recorded with it.
 */
const viewOf = (from: SQL, added: SQL | null) => sql`
  select ${workOrderColumns},
    (select coalesce(json_agg(json_build_object(
              'id', i.id, 'workOrderId', i.work_order_id, 'deliverableId', i.deliverable_id,
              'file', i.file, 'thumb', i.thumb, 'fileName', i.file_name,
              'contentHash', i.content_hash, 'takenAt', i.taken_at, 'lat', i.lat, 'lon', i.lon,
              'answer', i.answer, 'clientKey', i.client_key, 'createdAt', i.created_at)
            order by i.id), '[]')
     from work_order_items i where i.work_order_id = w.id) as items,
    (select coalesce(json_agg(json_build_object(
              'work_order_id', e.work_order_id, 'type', e.type, 'at', e.at, 'actor_id', e.actor_id,
              'actor_first_name', a.first_name, 'actor_last_name', a.last_name,
              'api_key_id', k.id, 'api_key_name', k.name, 'note', e.note)
            order by e.id), '[]')
     from (select id, work_order_id, type, at, actor_id, api_key_id, note from work_order_events
           where work_order_id = w.id
           ${added ? sql`union all select id, work_order_id, type, at, actor_id, api_key_id, note from ${added}` : sql``}) e
     left join users a on a.id = e.actor_id
     left join api_keys k on k.id = e.api_key_id) as timeline
  from ${workOrderJoins(from)}`;

/**
 * Inserts a timeline step of the work order `workOrderId` (an SQL expression, read from `from`
 * when given: no step when it has no row): the rows it recorded.
 */
const insertStep = (workOrderId: SQL, step: NewTimelineStep, from?: SQL) => sql`
  insert into work_order_events (work_order_id, type, actor_id, api_key_id, note, client_key)
  select ${workOrderId}, ${step.type}, ${step.actorId ?? null}::int, ${step.apiKeyId ?? null}::int,
         ${step.note ?? null}, ${step.clientKey ?? null}
  ${from ? sql`from ${from}` : sql``}
  on conflict do nothing
  returning id, work_order_id, type, at, actor_id, api_key_id, note`;

/** A change of a work order's status, and of other columns with it, allowed from `from`. */
export interface WorkOrderMove {
  from: readonly WorkOrderStatus[];
  to: WorkOrderStatus;
  changes: Partial<NewWorkOrder>;
}

/** A work order read by `viewOf`, its items and timeline as the mapper takes them. */
export interface WorkOrderView {
  row: WorkOrderRow;
  items: ItemRow[];
  timeline: TimelineRow[];
}

function toView(row: WorkOrderRow & { items: ItemJson[]; timeline: TimelineRow[] }): WorkOrderView {
  const { items, timeline, ...rest } = row;
  return {
    row: withDates(rest),
    items: items.map((item) => ({
      ...item,
      takenAt: item.takenAt === null ? null : new Date(item.takenAt),
      createdAt: new Date(item.createdAt),
    })),
    timeline,
  };
}

const DATE_COLUMNS = [
  'startAt',
  'endAt',
  'submittedAt',
  'approvedAt',
  'canceledAt',
  'createdAt',
  'updatedAt',
] as const;

/** Raw rows carry times as the driver reads them (text or Date); the record's are Dates. */
function withDates(row: WorkOrderRow): WorkOrderRow {
  const fixed = { ...row };
  for (const column of DATE_COLUMNS) {
    const value = row[column] as Date | string | null;
    (fixed as Record<string, unknown>)[column] = value === null ? null : new Date(value);
  }
  return fixed;
}

function listConditions(reader: WorkOrderReader, query: WorkOrdersQuery) {
  const conditions = [readerCondition(reader)];
  if (query.status && query.status.length > 0)
    conditions.push(
      sql`w.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.from) conditions.push(sql`w.start_at >= ${new Date(query.from)}`);
  if (query.to) conditions.push(sql`w.start_at < ${new Date(query.to)}`);
  return sql.join(conditions, sql` and `);
}

export function createWorkOrdersRepository(db: Database) {
  return {
    /**
     * Stores a new work order and its first timeline step, and answers it as `view` does, in one
     * statement.
     */
    async insertView(values: NewWorkOrder, step: NewTimelineStep) {
      const [row] = await runPrepared<Parameters<typeof toView>[0]>(
        db,
        sql`with created as (${db.insert(workOrders).values(values).returning().getSQL()}),
                added as (${insertStep(sql`(select id from created)`, step)})
            ${viewOf(sql`created`, sql`added`)}`,
      );
      return toView(row!);
    },

    /**
     * The work order with its items and timeline, in one statement; with `step`, that timeline
     * step is recorded by the same statement (none with a client key already used).
     */
    async view(id: number, step?: NewTimelineStep) {
      const [row] = await runPrepared<Parameters<typeof toView>[0]>(
        db,
        step
          ? sql`with added as (${insertStep(sql`${id}::int`, step)})
                ${viewOf(sql`work_orders`, sql`added`)} where w.id = ${id}`
          : sql`${viewOf(sql`work_orders`, null)} where w.id = ${id}`,
      );
      return row ? toView(row) : null;
    },

    /**
     * Moves the work order as `move` says when its status is one of `move.from`, records `step`
     * and reads it as `view` does, in one statement: the row as the update left it (the statement
     * does not see its own update in the table). Null, and nothing changed, when it was in
     * another status.
     */
    async moveView(id: number, move: WorkOrderMove, step: NewTimelineStep) {
      const moved = db
        .update(workOrders)
        .set({ ...move.changes, status: move.to, updatedAt: new Date() })
        .where(and(eq(workOrders.id, id), inArray(workOrders.status, [...move.from])))
        .returning()
        .getSQL();
      const [row] = await runPrepared<Parameters<typeof toView>[0]>(
        db,
        sql`with moved as (${moved}),
                added as (${insertStep(sql`m.id`, step, sql`moved m`)})
            ${viewOf(sql`moved`, sql`added`)}`,
      );
      return row ? toView(row) : null;
    },

    /**
     * The application's latest work order, locked until the transaction ends (earlier ones were
     * canceled before the agent was hired again).
     */
    async lockLatestOfApplication(applicationId: number) {
      const [row] = await runPrepared<WorkOrderRow>(
        db,
        sql`${workOrderSelect} where w.application_id = ${applicationId}
            order by w.id desc limit 1 for update of w`,
      );
      return row ? withDates(row) : null;
    },

    async find(id: number, lock = false) {
      const [row] = await runPrepared<WorkOrderRow>(
        db,
        sql`${workOrderSelect} where w.id = ${id} ${lock ? sql`for update of w` : sql``}`,
      );
      return row ? withDates(row) : null;
    },

    async list(reader: WorkOrderReader, query: WorkOrdersQuery) {
      const where = listConditions(reader, query);
      const [rows, [total]] = await Promise.all([
        queryRows<WorkOrderRow>(
          db,
          sql`${workOrderSelect} where ${where}
              order by ${query.order === '-start' ? sql`w.start_at desc, w.id desc` : sql`w.start_at asc, w.id asc`} offset ${query.start} limit ${query.end - query.start}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from work_orders w where ${where}`,
        ),
      ]);
      return { count: total?.n ?? 0, rows: rows.map(withDates) };
    },

    /** The company's work orders, newest first, before `belowId` when given. */
    async companyBelow(
      companyId: number,
      status: WorkOrderStatus | null,
      belowId: number | null,
      limit: number,
    ) {
      const rows = await queryRows<WorkOrderRow>(
        db,
        sql`${workOrderSelect} where w.company_id = ${companyId}
            ${status ? sql`and w.status = ${status}` : sql``}
            ${belowId === null ? sql`` : sql`and w.id < ${belowId}`}
            order by w.id desc limit ${limit}`,
      );
      return rows.map(withDates);
    },

    /** Work orders an agent or company may see whose start falls between two moments. */
    async between(reader: WorkOrderReader, from: Date, to: Date) {
      const rows = await queryRows<WorkOrderRow>(
        db,
        sql`${workOrderSelect} where ${readerCondition(reader)}
            and w.start_at >= ${from} and w.start_at < ${to} order by w.start_at, w.id`,
      );
      return rows.map(withDates);
    },

    items(workOrderIds: number[]) {
      if (workOrderIds.length === 0) return Promise.resolve([] as ItemRow[]);
      return db
        .select()
        .from(workOrderItems)
        .where(inArray(workOrderItems.workOrderId, workOrderIds))
        .orderBy(workOrderItems.id);
    },

    timeline(workOrderIds: number[]) {
      if (workOrderIds.length === 0) return Promise.resolve([] as TimelineRow[]);
      return queryRows<TimelineRow>(
        db,
        sql`select e.work_order_id, e.type, e.at, e.actor_id, u.first_name as actor_first_name,
                   u.last_name as actor_last_name, e.api_key_id, k.name as api_key_name, e.note
            from work_order_events e left join users u on u.id = e.actor_id
            left join api_keys k on k.id = e.api_key_id
            where e.work_order_id in (${sql.join(
              workOrderIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by e.id`,
      );
    },

    /**
     * Moves the work order from one of `from` to `to` with the other changes, in one conditional
     * update: of two changes racing, the second finds the state moved on and changes nothing.
     */
    async touch(id: number) {
      await db.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, id));
    },

    /**
     * The request a change of the work order was made with under this client key: its hash, null
     * for a key kept without one, undefined when the key is new.
     */
    async requestOfKey(workOrderId: number, clientKey: string) {
      const [row] = await db
        .select({ requestHash: workOrderKeys.requestHash })
        .from(workOrderKeys)
        .where(
          and(eq(workOrderKeys.workOrderId, workOrderId), eq(workOrderKeys.clientKey, clientKey)),
        );
      return row?.requestHash;
    },

    /** When the work order's latest timeline step was recorded. */
    async lastStepAt(workOrderId: number) {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${workOrderEvents.at})` })
        .from(workOrderEvents)
        .where(eq(workOrderEvents.workOrderId, workOrderId));
      return row?.at ? new Date(row.at) : null;
    },

    /** Remembers a change's client key for good, even after what it made is removed. */
    async rememberKey(workOrderId: number, clientKey: string, requestHash: string) {
      await db
        .insert(workOrderKeys)
        .values({ workOrderId, clientKey, requestHash })
        .onConflictDoNothing();
    },

    /** Stores a delivered item; an item with the same client key or content answers null. */
    async addItem(values: NewWorkOrderItem) {
      const [row] = await db
        .insert(workOrderItems)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: workOrderItems.id });
      return row?.id ?? null;
    },

    async removeItem(workOrderId: number, itemId: number) {
      const [row] = await db
        .delete(workOrderItems)
        .where(and(eq(workOrderItems.id, itemId), eq(workOrderItems.workOrderId, workOrderId)))
        .returning();
      return row ?? null;
    },

    /** Items of a question deliverable: an answer replaces the one before. */
    async removeAnswers(workOrderId: number, deliverableId: string) {
      await db
        .delete(workOrderItems)
        .where(
          and(
            eq(workOrderItems.workOrderId, workOrderId),
            eq(workOrderItems.deliverableId, deliverableId),
          ),
        );
    },

    /**
     * Marks and answers the work orders due for a reminder: starting within `soonMinutes` and not
     * reminded, or `lateMinutes` past the time they were due (a hard start, or the end of an
     * arrival window) without a check-in and not yet flagged. Each
     * is marked in the same statement that finds it, so two processes never remind twice.
     */
    async claimReminders(soonMinutes: number, lateMinutes: number, limit: number) {
      return queryRows<{
        id: number;
        agent_id: number;
        company_id: number;
        title: string;
        state: string;
        start_at: Date | string;
        kind: 'starts_soon' | 'not_checked_in';
      }>(
        db,
        sql`with soon as (
              update work_orders w set reminded_at = now()
              where w.id in (select id from work_orders
                             where status in ('assigned', 'confirmed') and reminded_at is null
                               and start_at > now() and start_at <= now() + make_interval(mins => ${soonMinutes})
                             order by start_at limit ${limit} for update skip locked)
              returning w.id, w.agent_id, w.company_id, w.job_id, w.start_at, 'starts_soon'::text as kind),
            late as (
              update work_orders w set late_alerted_at = now()
              where w.id in (select id from work_orders,
                               lateral (select case when schedule_type = 'window' then coalesce(end_at, start_at)
                                                    else start_at end as due_at) due
                             where status in ('assigned', 'confirmed') and late_alerted_at is null
                               and due_at <= now() - make_interval(mins => ${lateMinutes})
                               and due_at > now() - interval '1 day'
                             order by start_at limit ${limit} for update of work_orders skip locked)
              returning w.id, w.agent_id, w.company_id, w.job_id, w.start_at, 'not_checked_in'::text as kind)
            select d.id, d.agent_id, d.company_id, j.title, j.state, d.start_at, d.kind
            from (select * from soon union all select * from late) d join jobs j on j.id = d.job_id`,
      );
    },

    /** The agent's calendar feed token, made on first use (a new one replaces the old when asked). */
    async feedToken(userId: number, makeToken: () => string, renew: boolean) {
      const token = makeToken();
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token: renew ? token : sql`${calendarFeeds.token}` },
        })
        .returning({ token: calendarFeeds.token });
      return row!.token;
    },

    async feedOwner(token: string) {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token));
      return row?.userId ?? null;
    },

    /** How many items each deliverable of the work order has. */
    async itemCounts(workOrderId: number) {
      const rows = await queryRows<{ deliverable_id: string; n: number }>(
        db,
        sql`select deliverable_id, count(*)::int as n from work_order_items
            where work_order_id = ${workOrderId} group by deliverable_id`,
      );
      return new Map(rows.map((row) => [row.deliverable_id, row.n]));
    },
  };
}
