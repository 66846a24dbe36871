import { z } from 'zod';
import { recordId } from './params';

/**
 * The columns of a job import file, in the template's order. A file may leave optional columns
 * out; `zip` places the job (city and state then come from the ZIP code when left empty).
 */
export const IMPORT_COLUMNS = [
  'external_id',
  'title',
  'description',
  'job_type',
  'category',
  'tags',
  'experience',
  'pay_min',
  'pay_max',
  'pay_unit',
  'zip',
  'address',
  'city',
  'state',
  'openings',
  'schedule_type',
  'schedule_start',
  'schedule_end',
  'duration_minutes',
  'deliverables',
  'deadline',
  'expires',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'external_id',
  'title',
  'description',
  'job_type',
  'category',
  'experience',
  'pay_min',
  'pay_max',
  'pay_unit',
];

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Errors an import answers; past it the count says how many more there are. */
export const MAX_IMPORT_ERRORS_SHOWN = 500;
export const IMPORT_SAMPLE_ROWS = 10;
export const IMPORT_FILE_TYPES = '.csv,.xlsx';

export const JOB_IMPORT_TEXT = {
  fileNeeded: 'Choose a CSV or XLSX file.',
  wrongType: 'Upload a .csv or .xlsx file (save other spreadsheets as one of these first).',
  empty: 'The file has no rows under its header.',
  unreadable: 'The file could not be read as a spreadsheet; save it again as CSV or XLSX.',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at a time.`,
  missingColumns: (columns: string[]) =>
    `The header lacks ${columns.map((c) => `"${c}"`).join(', ')}; start from the template.`,
  notFound: 'Import not found.',
  notPreviewed: 'This import has already been started.',
  nothingToImport: 'Nothing to import: every row is unchanged or has an error.',
  postsShort: (needed: number, left: number) =>
    `This import posts ${needed} new ${needed === 1 ? 'job' : 'jobs'} beyond your free listing, and your plan has ${left} job ${left === 1 ? 'post' : 'posts'} left. Buy more job posts, or remove rows.`,
  duplicateId: (row: number) => `The same external_id is on row ${row}; each job needs its own.`,
} as const;

export const JOB_IMPORT_STATUSES = ['previewed', 'running', 'done', 'failed'] as const;
export type JobImportStatus = (typeof JOB_IMPORT_STATUSES)[number];

/** A problem with one cell (or a whole row, column `null`), in plain words. Rows count as a spreadsheet numbers them: the header is row 1. */
export const JobImportError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type JobImportError = z.infer<typeof JobImportError>;

export const JOB_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

/** A checked row as the preview shows it. */
export const JobImportSampleRow = z.object({
  row: z.number().int(),
  external_id: z.string(),
  title: z.string(),
  place: z.string(),
  pay: z.string(),
  action: z.enum(JOB_IMPORT_ACTIONS),
});
export type JobImportSampleRow = z.infer<typeof JobImportSampleRow>;

/**
 * An uploaded file: before it runs (`previewed`) the counts say what importing it would do; once
 * `done` they say what it did.
 */
export const JobImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(JOB_IMPORT_STATUSES),
  total_rows: z.number().int(),
  /** Rows that passed every check (the others are listed in `errors` and not imported). */
  valid_rows: z.number().int(),
  processed_rows: z.number().int(),
  to_create: z.number().int(),
  to_update: z.number().int(),
  unchanged: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(JobImportError),
  sample: z.array(JobImportSampleRow),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why a failed import stopped. */
  failure: z.string().nullable(),
});
export type JobImport = z.infer<typeof JobImport>;

export const JobImportParams = z.object({ id: recordId });
export const JobImportTemplateParams = z.object({ format: z.enum(['csv', 'xlsx']) });
