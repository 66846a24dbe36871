import type { TimelineEntry, WorkOrder, WorkOrderItem } from '@fieldhire/contract/work-orders';
import type { WorkOrderPayment } from '@fieldhire/contract/payments';
import type { ItemRow, TimelineRow, WorkOrderRow } from './work-orders.repository';
import { toIso } from '../../platform/iso-time';

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

/** A delivered file is sent by the work order's own address, which checks who asks. */
const itemAddress = (row: ItemRow, variant: 'file' | 'thumb') =>
  `/api/work-orders/${row.workOrderId}/items/${row.id}/${variant}/`;

function toItem(row: ItemRow): WorkOrderItem {
  return {
    id: row.id,
    url: row.file === null ? null : itemAddress(row, 'file'),
    thumb_url: row.thumb === null ? null : itemAddress(row, 'thumb'),
    name: row.fileName,
    taken_at: isoOrNull(row.takenAt),
    lat: row.lat,
    lon: row.lon,
    answer: row.answer,
    created_at: toIso(row.createdAt),
  };
}

function toTimelineEntry(row: TimelineRow): TimelineEntry {
  return {
    type: row.type as TimelineEntry['type'],
    at: toIso(row.at),
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: fullName(row.actor_first_name, row.actor_last_name) },
    api_key: row.api_key_id === null ? null : { id: row.api_key_id, name: row.api_key_name ?? '' },
    note: row.note,
  };
}

export function toWorkOrder(
  row: WorkOrderRow,
  items: ItemRow[],
  timeline: TimelineRow[],
  payment: WorkOrderPayment | null,
): WorkOrder {
  return {
    id: row.id,
    job: { id: row.jobId, title: row.job_title, job_type: row.job_type },
    company: { id: row.companyId, name: row.company_name, avatar: row.company_avatar },
    agent: {
      id: row.agentId,
      username: row.agent_username,
      name: fullName(row.agent_first_name, row.agent_last_name),
      avatar: row.agent_avatar,
    },
    status: row.status,
    schedule: { type: row.scheduleType, start: toIso(row.startAt), end: isoOrNull(row.endAt) },
    duration_minutes: row.durationMinutes,
    description: row.description,
    site: {
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      lat: Number(row.lat),
      lon: Number(row.lon),
    },
    pay: { amount_min: row.payMin, amount_max: row.payMax, unit: row.payUnit },
    deliverables: row.deliverables.map((deliverable) => ({
      ...deliverable,
      items: items.filter((item) => item.deliverableId === deliverable.id).map(toItem),
    })),
    check_in: row.checkIn ? { ...row.checkIn, on_time: row.checkIn.on_time ?? false } : null,
    check_out: row.checkOut
      ? {
          at: row.checkOut.at,
          lat: row.checkOut.lat,
          lon: row.checkOut.lon,
          accuracy_m: row.checkOut.accuracy_m,
          distance_m: row.checkOut.distance_m,
          far: row.checkOut.far,
        }
      : null,
    submitted_at: isoOrNull(row.submittedAt),
    approved_at: isoOrNull(row.approvedAt),
    reported_hours: row.reportedMinutes === null ? null : row.reportedMinutes / 60,
    payment,
    canceled:
      row.canceledAt && row.canceledBy
        ? {
            at: toIso(row.canceledAt),
            by: row.canceledBy,
            reason: row.cancelReason ?? '',
            late: row.lateCancel ?? false,
          }
        : null,
    revision_reason: row.status === 'revision_requested' ? row.revisionReason : null,
    dispute_status: row.disputeStatus,
    timeline: timeline.map(toTimelineEntry),
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
  };
}
