import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type JobImportError,
} from '@fieldhire/contract/job-imports';
import { JobInput } from '@fieldhire/contract/jobs';
import type { DELIVERABLE_KINDS, Deliverable } from '@fieldhire/contract/work-terms';
import { AppError } from '../../platform/errors';
import { zipPlace } from '../../platform/geo/geo-data';
import { findNulCharacter } from '../../platform/text-guard';
import type { ImportedJob } from '../jobs/imported-job';
import { locateJob } from '../jobs/job-location';

export type ImportCells = Partial<Record<ImportColumn, string>>;

/** The job type of a cell: its name (any case) or its id. */
export type JobTypeOf = (cell: string) => number | undefined;

const JOB_FIELD_COLUMNS: Record<string, ImportColumn> = {
  salary_min: 'pay_min',
  salary_max: 'pay_max',
  salary_unit: 'pay_unit',
  expires_at: 'expires',
  duration_minutes: 'duration_minutes',
};

/** The file's column a job form field's issue belongs to. */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, child] = path;
  if (field === 'schedule')
    return child === 'end' ? 'schedule_end' : child === 'type' ? 'schedule_type' : 'schedule_start';
  const name = String(field ?? '');
  return JOB_FIELD_COLUMNS[name] ?? name;
}

const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Expected|Required)/;
const GENERIC = new Set(['Enter a number.', 'Enter an amount.']);

/** A zod issue as a person fixing the spreadsheet reads it. */
function plainMessage(issue: z.core.$ZodIssue): string {
  const own = !ZOD_DEFAULT.test(issue.message);
  const characters = 'origin' in issue && issue.origin === 'string' ? ' characters' : '';
  const items = 'origin' in issue && issue.origin === 'array' ? ' items' : '';
  let message = issue.message;
  if (issue.code === 'too_small' && (!own || GENERIC.has(issue.message)))
    message = `Must be at least ${String(issue.minimum)}${characters}${items}.`;
  else if (issue.code === 'too_big' && (!own || GENERIC.has(issue.message)))
    message = `Must be at most ${String(issue.maximum)}${characters}${items}.`;
  else if (issue.code === 'invalid_value' && !own)
    message = `Use one of: ${issue.values.map(String).join(', ')}.`;
  else if (issue.code === 'invalid_type' && !own)
    message =
      issue.expected === 'number' || issue.expected === 'int'
        ? 'Enter a whole number.'
        : 'Fill this in.';
  else if (!own) message = 'Check this value.';
  const [field, index, part] = issue.path;
  if (field === 'deliverables' && typeof index === 'number')
    return `Item ${index + 1}${part === 'min_count' ? ' (photo count)' : ''}: ${message}`;
  if (field === 'tags' && typeof index === 'number') return `Tag ${index + 1}: ${message}`;
  return message;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A number cell as a number ("$1,200" too); other text is left for the schema to refuse. */
const numberCell = (cell: string | undefined) => {
  if (!cell) return undefined;
  const bare = cell.replace(/[$,\s]/g, '');
  return NUMBER.test(bare) ? Number(bare) : cell;
};
const textCell = (cell: string | undefined) => (cell ? cell : undefined);
const listCell = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter(Boolean);

const KIND_NAMES: Record<string, (typeof DELIVERABLE_KINDS)[number]> = {
  photo: 'photo',
  photos: 'photo',
  document: 'document',
  doc: 'document',
  question: 'question',
  answer: 'question',
};
const DELIVERABLE_ITEM = /^([a-z]+)\s*(\d+)?\s*(\?)?\s*:\s*(.*)$/i;

/**
 * `kind[ count][?]: label` items separated by ";": "photo 4: All elevations; question?: Gate
 * code". A count is for photo sets; `?` makes the item optional.
 */
function deliverablesCell(cell: string | undefined) {
  const items = [];
  for (const [i, text] of listCellBy(cell, ';').entries()) {
    const match = DELIVERABLE_ITEM.exec(text);
    const kind = match && KIND_NAMES[match[1]!.toLowerCase()];
    if (!match || !kind)
      return {
        error: `Item ${i + 1} ("${text}"): write it as kind: label, the kind one of photo, document, question.`,
      };
    items.push({
      kind,
      label: match[4]!,
      min_count: match[2] ? Number(match[2]) : 1,
      required: !match[3],
    });
  }
  return { items };
}
const listCellBy = (cell: string | undefined, separator: string) =>
  (cell ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const SCHEDULE_TYPES: Record<string, 'hard_start' | 'window'> = {
  hard_start: 'hard_start',
  'hard start': 'hard_start',
  start: 'hard_start',
  window: 'window',
};

/** A deliverable's id from its place and words, so importing the row again keeps the ids. */
const deliverableId = (externalId: string, index: number, label: string) =>
  createHash('sha256').update(`${externalId}\0${index}\0${label}`).digest('hex').slice(0, 12);

/** SHA-256 of a row's cells in column order. */
export const rowHash = (cells: ImportCells) =>
  createHash('sha256')
    .update(JSON.stringify(IMPORT_COLUMNS.map((column) => cells[column] ?? '')))
    .digest('hex');

export type CheckedRow =
  { job: ImportedJob; errors?: undefined } | { job?: undefined; errors: JobImportError[] };

/** Checks one row with the job form's own schema, then places it by its ZIP code (or city and state). */
export function checkRow(row: number, cells: ImportCells, jobTypeOf: JobTypeOf): CheckedRow {
  const errors: JobImportError[] = [];
  const fail = (column: string | null, message: string) => errors.push({ row, column, message });
  const nul = findNulCharacter(cells);
  if (nul) fail(nul, 'Remove the invisible NUL character from this cell.');
  const externalId = cells.external_id ?? '';
  if (!externalId) fail('external_id', 'Give each job your own id, so a later upload updates it.');
  else if (externalId.length > 100) fail('external_id', 'Must be at most 100 characters.');

  const jobTypeCell = cells.job_type ?? '';
  const jobType = jobTypeCell ? jobTypeOf(jobTypeCell) : undefined;
  if (jobTypeCell && jobType === undefined)
    fail('job_type', `Unknown job type "${jobTypeCell}"; use a name from the template's list.`);
  const deliverables = deliverablesCell(cells.deliverables);
  if (deliverables.error) fail('deliverables', deliverables.error);

  const zip = textCell(cells.zip);
  const postal = zip ? zipPlace(zip) : undefined;
  const scheduleType = cells.schedule_type?.toLowerCase();
  const input = {
    title: cells.title ?? '',
    description: cells.description ?? '',
    category: textCell(cells.category),
    job_type: jobType ?? (jobTypeCell ? 1 : undefined),
    tags: listCell(cells.tags),
    experience: textCell(cells.experience),
    salary_min: numberCell(cells.pay_min),
    salary_max: numberCell(cells.pay_max),
    salary_unit: textCell(cells.pay_unit?.toLowerCase()),
    address: textCell(cells.address) ?? null,
    city: textCell(cells.city) ?? postal?.city ?? '',
    state: textCell(cells.state) ?? postal?.state ?? '',
    zip: zip ?? null,
    deadline: textCell(cells.deadline) ?? null,
    expires_at: textCell(cells.expires),
    openings: numberCell(cells.openings),
    schedule:
      scheduleType || cells.schedule_start
        ? {
            type: scheduleType ? (SCHEDULE_TYPES[scheduleType] ?? scheduleType) : 'hard_start',
            start: cells.schedule_start ?? '',
            end: textCell(cells.schedule_end) ?? null,
          }
        : null,
    duration_minutes: numberCell(cells.duration_minutes) ?? null,
    deliverables: deliverables.items ?? [],
  };
  const placeless = !input.city || !input.state;
  if (placeless)
    fail(
      'zip',
      zip && !postal
        ? `We could not find ZIP code ${zip}.`
        : 'Enter a 5-digit ZIP code (or a city and state).',
    );
  const parsed = JobInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path);
      if (column === 'job_type' && jobTypeCell && jobType === undefined) continue;
      if (placeless && (column === 'city' || column === 'state' || column === 'zip')) continue;
      fail(column, plainMessage(issue));
    }
  if (
    parsed.success &&
    parsed.data.expires_at &&
    parsed.data.expires_at < new Date().toISOString().slice(0, 10)
  )
    fail('expires', 'Choose today or a later day.');
  if (errors.length > 0 || !parsed.success) return { errors: dedupe(errors) };

  const job = parsed.data;
  let location;
  try {
    location = locateJob(job);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = Object.keys(error.fields ?? {})[0] ?? 'zip';
    fail(field === 'city' && !cells.city ? 'zip' : field, error.detail);
    return { errors };
  }
  return {
    job: {
      externalId,
      importHash: rowHash(cells),
      title: job.title,
      description: job.description,
      category: job.category,
      jobTypeId: job.job_type,
      tags: job.tags,
      experience: job.experience,
      salaryMin: job.salary_min,
      salaryMax: job.salary_max,
      salaryUnit: job.salary_unit,
      address: job.address ?? null,
      ...location,
      deadline: job.deadline ? new Date(job.deadline).toISOString() : null,
      expiresDay: job.expires_at ?? null,
      openings: job.openings,
      schedule: job.schedule ?? null,
      durationMinutes: job.duration_minutes ?? null,
      deliverables: job.deliverables.map((item, index): Deliverable => ({
        id: deliverableId(externalId, index, item.label),
        kind: item.kind,
        label: item.label,
        min_count: item.kind === 'photo' ? item.min_count : 1,
        required: item.required,
      })),
    },
  };
}

/** One message per cell: a refine repeating what a field's own check said is dropped. */
function dedupe(errors: JobImportError[]) {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.column}\0${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
