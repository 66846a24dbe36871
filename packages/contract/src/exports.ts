import { z } from 'zod';
import { ApplicationStatus } from './jobs';
import { optionalChoice, recordId } from './params';
import { WorkOrderStatus } from './work-orders';

/** What a company can download as CSV, each at `/api/employer/exports/{kind}.csv`. */
export const EXPORT_KINDS = ['jobs', 'applicants', 'work-orders', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** What each export holds, in words for its link. */
export const EXPORT_LABELS: Record<ExportKind, string> = {
  jobs: 'jobs',
  applicants: 'applicants',
  'work-orders': 'work orders',
  payments: 'payments',
};

/** The applicants export: of one job, or of one status, when asked. */
export const ApplicantsExportQuery = z.object({
  job_id: recordId.optional(),
  status: optionalChoice(ApplicationStatus),
});
export type ApplicantsExportQuery = z.infer<typeof ApplicantsExportQuery>;

/** The work orders export: of one status, when asked. */
export const WorkOrdersExportQuery = z.object({ status: optionalChoice(WorkOrderStatus) });
export type WorkOrdersExportQuery = z.infer<typeof WorkOrdersExportQuery>;

/** The filters each export takes. */
export interface ExportFilters {
  jobs: Record<string, never>;
  applicants: { job_id?: number; status?: ApplicationStatus };
  'work-orders': { status?: WorkOrderStatus };
  payments: Record<string, never>;
}

/** The address of an export, with its filters as the query string. */
export function exportPath<K extends ExportKind>(kind: K, filters?: ExportFilters[K]) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters ?? {}))
    if (value !== undefined && value !== null) query.set(name, String(value));
  const search = query.toString();
  return `/api/employer/exports/${kind}.csv${search ? `?${search}` : ''}`;
}

/** The name a download is saved under: the kind and the day it was made (UTC). */
export const exportFileName = (kind: ExportKind, at: Date) =>
  `fieldhire-${kind}-${at.toISOString().slice(0, 10)}.csv`;
