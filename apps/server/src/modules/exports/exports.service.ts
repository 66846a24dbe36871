import {
  exportFileName,
  type ApplicantsExportQuery,
  type ExportKind,
  type WorkOrdersExportQuery,
} from '@fieldhire/contract/exports';
import type { Readable } from 'node:stream';
import type { Viewer } from '../../platform/auth';
import type { ApplicationsService } from '../applications/applications.service';
import type { JobsService } from '../jobs/jobs.service';
import type { PaymentsService } from '../payments/payments.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { csvStream, pagesBelow, type Column } from './csv-stream';
import {
  APPLICANT_COLUMNS,
  JOB_COLUMNS,
  PAYMENT_COLUMNS,
  workOrderColumns,
} from './export-columns';

/** Rows read from the database at a time. */
export const EXPORT_PAGE_SIZE = 1000;

interface ExportsDeps {
  jobs: Pick<JobsService, 'companyJobsBelow' | 'requireCompanyJob'>;
  applications: Pick<ApplicationsService, 'companyApplicantsBelow'>;
  workOrders: Pick<WorkOrdersService, 'companyWorkOrdersBelow'>;
  payments: Pick<PaymentsService, 'companyPaymentsBelow'>;
  /** The site's origin, for the absolute links to delivered files. */
  publicUrl: string;
}

/** A download: the name to save it under and its CSV text. */
export interface CsvExport {
  fileName: string;
  content: Readable;
}

export function createExportsService({
  jobs,
  applications,
  workOrders,
  payments,
  publicUrl,
}: ExportsDeps) {
  /**
   * The export of `kind`, its rows read newest first a page at a time by `read`. The first page is
   * read before anything is sent, so a refusal answers as an error rather than a broken file.
   */
  async function exportOf<Row extends { id: number }>(
    kind: ExportKind,
    columns: Column<Row>[],
    read: (belowId: number | null, limit: number) => Promise<Row[]>,
  ): Promise<CsvExport> {
    const first = await read(null, EXPORT_PAGE_SIZE);
    const pages = pagesBelow(first, EXPORT_PAGE_SIZE, (belowId) => read(belowId, EXPORT_PAGE_SIZE));
    return { fileName: exportFileName(kind, new Date()), content: csvStream(columns, pages) };
  }

  return {
    /** The company's jobs, for its members. */
    jobs: (viewer: Viewer) =>
      exportOf('jobs', JOB_COLUMNS, (belowId, limit) =>
        jobs.companyJobsBelow(viewer, belowId, limit),
      ),

    /** The company's applicants, of one of its jobs or one status when asked, for its members. */
    async applicants(viewer: Viewer, query: ApplicantsExportQuery) {
      if (query.job_id !== undefined) await jobs.requireCompanyJob(viewer, query.job_id);
      return exportOf('applicants', APPLICANT_COLUMNS, (belowId, limit) =>
        applications.companyApplicantsBelow(viewer, query.status, belowId, limit, query.job_id),
      );
    },

    /** The company's work orders with what was delivered, for its members. */
    workOrders: (viewer: Viewer, query: WorkOrdersExportQuery) =>
      exportOf('work-orders', workOrderColumns(publicUrl), (belowId, limit) =>
        workOrders.companyWorkOrdersBelow(viewer, query.status, belowId, limit),
      ),

    /** The company's charges for work and their refunds, for its owner and admins. */
    payments: (viewer: Viewer) =>
      exportOf('payments', PAYMENT_COLUMNS, (belowId, limit) =>
        payments.companyPaymentsBelow(viewer, belowId, limit),
      ),
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
