import type { Job } from '@fieldhire/contract/jobs';
import type { DeliverableKind, ScheduleType } from '@fieldhire/contract/work-terms';
import { listingRuns } from './listing-period';
import { fromLocalInputValue, toLocalInputValue } from '../../../components/schedule-input';

/** One row of the deliverables editor; `key` only tells rows apart on screen. */
export interface DeliverableRow {
  key: string;
  id?: string;
  kind: DeliverableKind;
  label: string;
  min_count: number | string;
  required: boolean;
}

export type ScheduleChoice = 'none' | ScheduleType;

let rowCount = 0;
const nextRowKey = () => `row-${++rowCount}`;

export const newDeliverableRow = (): DeliverableRow => ({
  key: nextRowKey(),
  kind: 'photo',
  label: '',
  min_count: 1,
  required: true,
});

export const initialValues = (job?: Job) => ({
  title: job?.title ?? '',
  description: job?.description ?? '',
  category: job?.category ?? 'Residential',
  job_type: job ? String(job.job_type.id) : '',
  tags: job?.tags ?? [],
  experience: job?.experience ?? 'Fresh',
  salary_min: job?.salary_min ?? 0,
  salary_max: job?.salary_max ?? 0,
  salary_unit: job?.salary_unit ?? 'job',
  address: job?.address ?? '',
  city: job?.city ?? '',
  state: job?.state ?? '',
  zip: job?.zip ?? '',
  deadline: job?.deadline ? job.deadline.slice(0, 10) : '',
  /** The last day a running listing shows (UTC, as its end is kept); empty for any other job. */
  expires_at: job && listingRuns(job) ? job.expires_at!.slice(0, 10) : '',
  openings: (job?.openings ?? 1) as number | string,
  schedule_type: job?.schedule?.type ?? ('none' as ScheduleChoice),
  schedule_start: toLocalInputValue(job?.schedule?.start),
  schedule_end: toLocalInputValue(job?.schedule?.end),
  duration_hours: (job?.duration_minutes ? Math.floor(job.duration_minutes / 60) : '') as
    number | string,
  duration_mins: (job?.duration_minutes ? job.duration_minutes % 60 : '') as number | string,
  deliverables: (job?.deliverables ?? []).map((deliverable): DeliverableRow => ({
    ...deliverable,
    key: nextRowKey(),
  })),
});

export type JobFormValues = ReturnType<typeof initialValues>;

function durationInput(hours: number | string, minutes: number | string) {
  if (hours === '' && minutes === '') return null;
  if (typeof hours === 'string' && hours !== '') return hours;
  if (typeof minutes === 'string' && minutes !== '') return minutes;
  return (Number(hours) || 0) * 60 + (Number(minutes) || 0);
}

/** The form's values in the shape the contract's JobInput reads. */
export const toInput = (values: JobFormValues) => {
  const {
    schedule_type,
    schedule_start,
    schedule_end,
    duration_hours,
    duration_mins,
    deliverables,
    ...rest
  } = values;
  return {
    ...rest,
    job_type: rest.job_type ? Number(rest.job_type) : undefined,
    deadline: rest.deadline || null,
    expires_at: rest.expires_at || undefined,
    address: rest.address || null,
    zip: rest.zip || null,
    schedule:
      schedule_type === 'none'
        ? null
        : {
            type: schedule_type,
            start: fromLocalInputValue(schedule_start),
            end: schedule_type === 'window' ? fromLocalInputValue(schedule_end) : null,
          },
    duration_minutes: durationInput(duration_hours, duration_mins),
    deliverables: deliverables.map(({ key: _key, id, ...deliverable }) => ({
      ...(id ? { id } : {}),
      ...deliverable,
      min_count: deliverable.kind === 'photo' ? deliverable.min_count : 1,
    })),
  };
};
