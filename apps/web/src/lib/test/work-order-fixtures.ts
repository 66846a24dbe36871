import type { WorkOrder } from '@fieldhire/contract/work-orders';

const HOUR = 3_600_000;

/** A work order of Acme Inspections (company 7) for Ada (user 1), starting in `startsInHours`. */
export function workOrder(overrides: Partial<WorkOrder> = {}, startsInHours = 48): WorkOrder {
  const start = new Date(Date.now() + startsInHours * HOUR).toISOString();
  return {
    id: 11,
    job: { id: 101, title: 'Roof photos in Austin', job_type: 'Inspection' },
    company: { id: 7, name: 'Acme Inspections', avatar: null },
    agent: { id: 1, username: 'ada', name: 'Ada Lovelace', avatar: null },
    status: 'assigned',
    schedule: { type: 'hard_start', start, end: null },
    duration_minutes: 90,
    description: 'Photograph every side of the roof.',
    site: {
      address: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.2672,
      lon: -97.7431,
    },
    pay: { amount_min: 80, amount_max: 80, unit: 'job' },
    deliverables: [
      { id: 'roof', kind: 'photo', label: 'Roof', min_count: 3, required: true, items: [] },
      {
        id: 'notes',
        kind: 'question',
        label: 'Any damage?',
        min_count: 1,
        required: false,
        items: [],
      },
    ],
    check_in: null,
    check_out: null,
    submitted_at: null,
    approved_at: null,
    reported_hours: null,
    payment: null,
    canceled: null,
    revision_reason: null,
    dispute_status: null,
    timeline: [
      {
        type: 'assigned',
        at: new Date(Date.now() - HOUR).toISOString(),
        actor: { id: 2, name: 'Grace Hopper' },
        api_key: null,
        note: null,
      },
    ],
    created_at: new Date(Date.now() - HOUR).toISOString(),
    updated_at: new Date(Date.now() - HOUR).toISOString(),
    ...overrides,
  };
}

export const photoItem = (
  id: number,
  overrides: Partial<WorkOrder['deliverables'][number]['items'][number]> = {},
) => ({
  id,
  url: `/media/work/${id}.jpg`,
  thumb_url: `/media/work/${id}-thumb.jpg`,
  name: null,
  taken_at: new Date(Date.now() - HOUR).toISOString(),
  lat: 30.268,
  lon: -97.743,
  answer: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

/** A work order of job `title` (job id 100 + `id`) in `status`, starting at `start`. */
export const scheduledWorkOrder = (
  id: number,
  title: string,
  status: WorkOrder['status'],
  start: string,
) =>
  workOrder({
    id,
    status,
    job: { id: 100 + id, title, job_type: 'Inspection' },
    schedule: { type: 'hard_start', start, end: null },
  });

/** An ISO time `hours` from now. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
