import {
  IMPORT_COLUMNS,
  IMPORT_SAMPLE_ROWS,
  JOB_IMPORT_TEXT,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ERRORS_SHOWN,
  REQUIRED_IMPORT_COLUMNS,
  type JobImport,
  type JobImportError,
} from '@fieldhire/contract/job-imports';
import { formatPay } from '@fieldhire/contract/format-pay';
import type { Database } from '../../db/database';
import { requireCompanyMember, requireVerifiedEmail, type Viewer } from '../../platform/auth';
import { AppError, badRequest, conflict, notFound, paymentRequired } from '../../platform/errors';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { JobsService } from '../jobs/jobs.service';
import { readImportFile } from './import-file';
import { checkRow, type ImportCells, type JobTypeOf } from './import-row';
import { createJobImportsRepository, type StoredImportRow } from './job-imports.repository';

export const RUN_JOB_IMPORT = 'run-job-import';
/** Rows written per statement and transaction; the progress moves once per batch. */
export const IMPORT_BATCH_ROWS = 1000;

const UNEXPECTED_STOP =
  'The import stopped on an unexpected error; the jobs written before it are kept. Upload the file again to finish it.';

const IMPORTS_JOBS = {
  notEmployer: 'Only employers can import jobs.',
  noCompany: 'Create your company before importing jobs.',
};

export interface JobImportsDeps {
  db: Database;
  jobs: JobsService;
  queue: JobQueue;
  /** The job types as the job form offers them. */
  jobTypes: () => Promise<{ id: number; name: string }[]>;
  /** Job posts left on the company's packages. */
  jobPostsLeft: (companyId: number) => Promise<number>;
}

const toIso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function createJobImportsService({
  db,
  jobs,
  queue,
  jobTypes,
  jobPostsLeft,
}: JobImportsDeps) {
  const repository = createJobImportsRepository(db);

  async function jobTypeLookup(): Promise<JobTypeOf> {
    const byName = new Map<string, number>();
    const ids = new Set<number>();
    for (const { id, name } of await jobTypes()) {
      byName.set(name.toLowerCase(), id);
      ids.add(id);
    }
    return (cell) => {
      const id = /^\d+$/.test(cell) ? Number(cell) : undefined;
      return id !== undefined && ids.has(id) ? id : byName.get(cell.toLowerCase());
    };
  }

  async function view(companyId: number, id: number): Promise<JobImport> {
    const row = await repository.find(
      companyId,
      id,
      IMPORT_SAMPLE_ROWS,
      MAX_IMPORT_ERRORS_SHOWN + 1,
    );
    if (!row) throw notFound(JOB_IMPORT_TEXT.notFound);
    const errors = row.errors.filter((error) => error.row > 0).slice(0, MAX_IMPORT_ERRORS_SHOWN);
    return {
      id: row.id,
      file_name: row.fileName,
      status: row.status,
      total_rows: row.totalRows,
      valid_rows: row.validRows,
      processed_rows: row.processedRows,
      to_create: row.createdCount,
      to_update: row.updatedCount,
      unchanged: row.unchangedCount,
      error_count: row.errorCount - (row.failure ? 1 : 0),
      errors,
      sample: row.sample.map((job) => ({
        row: job.row,
        external_id: job.externalId,
        title: job.title,
        place: `${job.city}, ${job.state}${job.zip ? ` ${job.zip}` : ''}`,
        pay: formatPay(job.salaryMin, job.salaryMax, job.salaryUnit),
        action: job.action,
      })),
      created_at: toIso(row.createdAt)!,
      finished_at: toIso(row.finishedAt),
      failure: row.failure,
    };
  }

  async function runImport(importId: number) {
    const stored = await repository.rowsOf(importId);
    if (!stored || stored.status !== 'running' || stored.createdBy === null) return;
    try {
      for (
        let start = stored.processedRows;
        start < stored.rows.length;
        start += IMPORT_BATCH_ROWS
      ) {
        const batch = stored.rows.slice(start, start + IMPORT_BATCH_ROWS);
        const outcome = await jobs.writeImported(stored.companyId, stored.createdBy, batch);
        await repository.progress(importId, { rows: batch.length, ...outcome });
      }
      await repository.finish(importId);
    } catch (error) {
      await repository.finish(importId, error instanceof AppError ? error.detail : UNEXPECTED_STOP);
      if (!(error instanceof AppError)) throw error;
    }
  }

  queue.define<{ importId: number }>({
    name: RUN_JOB_IMPORT,
    retryLimit: 2,
    handle: ({ importId }) => runImport(importId),
  });

  return {
    /**
     * Reads and checks an uploaded file without writing a job (the dry run): every problem by row
     * and column, and what importing the rows that pass would do.
     */
    async preview(viewer: Viewer, file: { content: Buffer; name: string }) {
      const { companyId } = requireCompanyMember(viewer, IMPORTS_JOBS);
      requireVerifiedEmail(viewer);
      if (file.content.length > MAX_IMPORT_BYTES)
        throw new AppError(413, 'payload_too_large', 'The file is too large; split it in two.');
      const table = await readImportFile(file.content, file.name);
      const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !table.header.includes(column));
      if (missing.length > 0) throw badRequest(JOB_IMPORT_TEXT.missingColumns(missing));
      const positions = IMPORT_COLUMNS.map(
        (column) => [column, table.header.indexOf(column)] as const,
      ).filter(([, index]) => index >= 0);
      const jobTypeOf = await jobTypeLookup();
      const errors: JobImportError[] = [];
      const checked: Omit<StoredImportRow, 'action'>[] = [];
      const firstRowOf = new Map<string, number>();
      table.rows.forEach((cells, i) => {
        const row = i + 2;
        if (cells.every((cell) => cell === '')) return;
        const record: ImportCells = {};
        for (const [column, index] of positions) record[column] = cells[index] ?? '';
        const result = checkRow(row, record, jobTypeOf);
        const externalId = record.external_id ?? '';
        const first = externalId ? firstRowOf.get(externalId) : undefined;
        if (first !== undefined)
          errors.push({ row, column: 'external_id', message: JOB_IMPORT_TEXT.duplicateId(first) });
        else if (externalId) firstRowOf.set(externalId, row);
        if (result.errors) errors.push(...result.errors);
        else if (first === undefined) checked.push({ row, ...result.job });
      });
      const planned = await jobs.planImport(companyId, checked);
      const rows = checked.map((job, i) => ({ ...job, action: planned.actions[i]! }));
      const stored = await repository.insert({
        companyId,
        createdBy: viewer.id,
        fileName: file.name.slice(0, 200),
        rows,
        errors,
        totalRows: table.rows.length,
        createdCount: planned.create,
        updatedCount: planned.update,
        unchangedCount: planned.unchanged,
      });
      return view(companyId, stored.id);
    },

    get(viewer: Viewer, id: number) {
      return view(requireCompanyMember(viewer, IMPORTS_JOBS).companyId, id);
    },

    /**
     * Starts writing a previewed import in the background. Refused, before anything is written,
     * when the company's plan lacks the job posts its new jobs need.
     */
    async run(viewer: Viewer, id: number) {
      const { companyId } = requireCompanyMember(viewer, IMPORTS_JOBS);
      requireVerifiedEmail(viewer);
      const stored = await repository.rowsOf(id);
      if (!stored || stored.companyId !== companyId) throw notFound(JOB_IMPORT_TEXT.notFound);
      if (stored.status !== 'previewed') throw conflict(JOB_IMPORT_TEXT.notPreviewed);
      const planned = await jobs.planImport(companyId, stored.rows);
      if (planned.postsNeeded > 0) {
        const left = await jobPostsLeft(companyId);
        if (left < planned.postsNeeded)
          throw paymentRequired(JOB_IMPORT_TEXT.postsShort(planned.postsNeeded, left));
      }
      await db.transaction(async (tx) => {
        if (!(await createJobImportsRepository(tx).start(id)))
          throw conflict(JOB_IMPORT_TEXT.notPreviewed);
        await queue.send(RUN_JOB_IMPORT, { importId: id }, { tx });
      });
      queue.wake(RUN_JOB_IMPORT);
      return view(companyId, id);
    },
  };
}
export type JobImportsService = ReturnType<typeof createJobImportsService>;
