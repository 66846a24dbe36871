import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import type { TimelineEntry, WorkOrder } from '@fieldhire/contract/work-orders';
import {
  applicationReceivedNotice,
  applicationStatusNotice,
} from '../../modules/applications/application-notices';
import {
  createNotificationsRepository,
  type NewNotification,
} from '../../modules/notifications/notifications.repository';
import { createWorkOrdersRepository } from '../../modules/work-orders/work-orders.repository';
import { toWorkOrder } from '../../modules/work-orders/work-order-mapper';
import { workOrderNews, workOrderNewsRecipients } from '../../modules/work-orders/work-order-news';
import { queryRows, type Database } from '../database';

const MINUTE_MS = 60_000;
/** Each person has read all but their latest few notifications. */
const UNREAD_KEPT = 4;
const READ_AFTER_MS = 20 * MINUTE_MS;

type Seeded = NewNotification & { createdAt: Date };

/**
 * The notifications the demo marketplace's history would have written: each application to its
 * company's managers, each move of an application to its agent (approval is told by its work
 * order), each step of a work order to the other side. Their texts are those the live events write.
 */
export async function seedDemoNotifications(tx: Database) {
  const notes = createNotificationsRepository(tx);
  const managersOf = new Map<number, number[]>();
  const managers = async (companyId: number) => {
    let ids = managersOf.get(companyId);
    if (!ids) managersOf.set(companyId, (ids = await notes.companyManagers(companyId)));
    return ids;
  };
  const seeded: Seeded[] = [];

  const applications = await queryRows<{
    job_id: number;
    title: string;
    company_id: number;
    company_name: string;
    posted_by: number | null;
    candidate_id: number;
    candidate_name: string;
    status: ApplicationStatus;
    created_at: string;
    updated_at: string;
  }>(
    tx,
    sql`select j.id as job_id, j.title, c.id as company_id, c.name as company_name, j.posted_by,
               a.candidate_id, trim(u.first_name || ' ' || u.last_name) as candidate_name,
               a.status, a.created_at, a.updated_at
        from applications a
        join jobs j on j.id = a.job_id
        join companies c on c.id = j.company_id
        join users u on u.id = a.candidate_id
        order by a.id`,
  );
  for (const row of applications) {
    const job = { id: row.job_id, title: row.title };
    const applied = new Date(row.created_at);
    for (const userId of await managers(row.company_id))
      seeded.push({
        userId,
        ...applicationReceivedNotice(job, row.candidate_name || 'A field agent'),
        actorId: row.candidate_id,
        createdAt: applied,
      });
    if (row.status === 'reviewed' || row.status === 'shortlisted' || row.status === 'rejected')
      seeded.push({
        userId: row.candidate_id,
        ...applicationStatusNotice(job, row.company_name, row.status),
        actorId: row.posted_by,
        createdAt: new Date(row.updated_at),
      });
  }

  const steps = await queryRows<{
    work_order_id: number;
    type: TimelineEntry['type'];
    actor_id: number | null;
    at: string;
  }>(
    tx,
    sql`select work_order_id, type, actor_id, at from work_order_events order by work_order_id, at`,
  );
  const workOrders = createWorkOrdersRepository(tx);
  // Steps come by work order: each is read once, for all its steps.
  let read: WorkOrder | null = null;
  for (const step of steps) {
    if (read?.id !== step.work_order_id) {
      const view = await workOrders.view(step.work_order_id);
      read = view && toWorkOrder(view.row, view.items, view.timeline, null);
    }
    if (!read) continue;
    const news = workOrderNews(read, step.type, null);
    for (const userId of await workOrderNewsRecipients(read, step.actor_id, managers))
      seeded.push({
        userId,
        type: 'work_order',
        title: news.title,
        body: news.body,
        link: `/work-orders/${read.id}`,
        actorId: step.actor_id,
        createdAt: new Date(step.at),
      });
  }

  // Read all but each person's latest few; stored oldest first, as they were written.
  seeded.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const unreadLeft = new Map<number, number>();
  const now = Date.now();
  const history = seeded.map((row) => {
    const left = unreadLeft.get(row.userId) ?? UNREAD_KEPT;
    unreadLeft.set(row.userId, left - 1);
    const readAt =
      left > 0 ? null : new Date(Math.min(now, row.createdAt.getTime() + READ_AFTER_MS));
    return { ...row, readAt };
  });
  await notes.insertHistory(history.reverse());
}
