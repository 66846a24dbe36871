import type { TimelineEntry, WorkOrder } from '@fieldhire/contract/work-orders';
import { siteTime } from './site-time';

/** What a notification says of a work order's change, to the other side. */
export interface WorkOrderNews {
  title: string;
  body: string;
  /** Changes that matter enough to email. */
  email: boolean;
}

export function workOrderNews(
  workOrder: WorkOrder,
  change: TimelineEntry['type'],
  note: string | null,
): WorkOrderNews {
  const title = workOrder.job.title;
  const agent = workOrder.agent.name || workOrder.agent.username;
  const company = workOrder.company.name;
  const reason = note ? `: ${note}` : '.';
  switch (change) {
    case 'assigned':
      return {
        title: `You're assigned: ${title}`,
        body: `${company} assigned you "${title}", starting ${siteTime(workOrder.schedule.start, workOrder.site.state)}. Confirm it in My work.`,
        email: true,
      };
    case 'confirmed':
      return {
        title: `${agent} confirmed ${title}`,
        body: `${agent} will do "${title}".`,
        email: false,
      };
    case 'declined':
      return {
        title: `${agent} declined ${title}`,
        body: `${agent} declined "${title}"${reason} The opening is free again.`,
        email: true,
      };
    case 'checked_in':
      return {
        title: `${agent} checked in: ${title}`,
        body: `${agent} checked in at "${title}"${note ? ` (${note})` : ''}.`,
        email: false,
      };
    case 'checked_out':
      return {
        title: `${agent} checked out: ${title}`,
        body: `${agent} left the site of "${title}".`,
        email: false,
      };
    case 'submitted':
      return {
        title: `${title} is ready for review`,
        body: `${agent} submitted "${title}" for your approval.`,
        email: false,
      };
    case 'revision_requested':
      return {
        title: `Revision requested: ${title}`,
        body: `${company} asks for changes to "${title}"${reason}`,
        email: true,
      };
    case 'approved':
      return {
        title: `Approved: ${title}`,
        body: `${company} approved your work on "${title}".`,
        email: true,
      };
    case 'canceled': {
      const by = workOrder.canceled?.by === 'agent' ? agent : company;
      return {
        title: `Canceled: ${title}`,
        body: `${by} canceled "${title}"${reason}${workOrder.canceled?.late ? ' (late cancellation)' : ''}`,
        email: true,
      };
    }
    case 'dispute_opened': {
      const by = workOrder.timeline.at(-1)?.actor?.id === workOrder.agent.id ? agent : company;
      return {
        title: `Dispute opened: ${title}`,
        body: `${by} opened a dispute over "${title}"${reason} Our team will look at it; add what you know in the dispute's thread.`,
        email: true,
      };
    }
    case 'dispute_resolved':
      return {
        title: `Dispute settled: ${title}`,
        body: `Our team settled the dispute over "${title}"${reason}`,
        email: true,
      };
  }
}

/**
 * Who hears of a work order's change: the company's managers when the agent made it, the agent
 * when the company did, both when neither did (an operator); never the person who made it.
 */
export async function workOrderNewsRecipients(
  workOrder: WorkOrder,
  actorId: number | null,
  managersOf: (companyId: number) => Promise<number[]>,
) {
  if (actorId === null) return [workOrder.agent.id, ...(await managersOf(workOrder.company.id))];
  const otherSide =
    actorId === workOrder.agent.id ? await managersOf(workOrder.company.id) : [workOrder.agent.id];
  return otherSide.filter((id) => id !== actorId);
}
