import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { JOB_IMPORT_TEXT, MAX_IMPORT_ROWS } from '@fieldhire/contract/job-imports';
import { AppError, badRequest } from '../../platform/errors';

/** A file's header and its rows, every cell as text (empty cells as ''). */
export interface ImportTable {
  header: string[];
  rows: string[][];
}

const unsupportedType = () =>
  new AppError(415, 'unsupported_media_type', JOB_IMPORT_TEXT.wrongType);

/** `csv` or `xlsx` from the file's name, else a 415. */
export function importFormat(fileName: string): 'csv' | 'xlsx' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'xlsx') return extension;
  throw unsupportedType();
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

const isBlank = (row: string[]) => row.every((cell) => cell === '');

async function readRows(content: Buffer, format: 'csv' | 'xlsx'): Promise<string[][]> {
  if (format === 'xlsx') {
    if (!content.subarray(0, 4).equals(ZIP_MAGIC)) throw badRequest(JOB_IMPORT_TEXT.unreadable);
    const sheet = await readSheet(content).catch(() => {
      throw badRequest(JOB_IMPORT_TEXT.unreadable);
    });
    return sheet.map((row) => row.map(cellText));
  }
  try {
    const rows: string[][] = parse(content, {
      bom: true,
      relaxColumnCount: true,
      skipEmptyLines: true,
    });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw badRequest(JOB_IMPORT_TEXT.unreadable);
  }
}

/**
 * Reads an uploaded CSV or XLSX file (the first sheet) into its header and rows; a file without
 * rows, or with more than MAX_IMPORT_ROWS, is a 400.
 */
export async function readImportFile(content: Buffer, fileName: string): Promise<ImportTable> {
  const format = importFormat(fileName);
  const rows = await readRows(content, format);
  while (rows.length > 0 && isBlank(rows[rows.length - 1]!)) rows.pop();
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw badRequest(JOB_IMPORT_TEXT.empty);
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(JOB_IMPORT_TEXT.tooManyRows(body.length));
  return { header: header.map((name) => name.toLowerCase().replace(/\s+/g, '_')), rows: body };
}
