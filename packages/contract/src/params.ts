import { z } from 'zod';

/** Accepts a repeated query parameter or a comma list and yields an array. */
export const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  }, z.array(item).optional());

/** The random token of a link sent by email (base64url), with what to say of a broken one. */
export const emailLinkToken = (invalid: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, invalid);

/** Optional text where an empty string means "not given". */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max).optional());

/** An optional enum where an empty string means "not given". */
export const optionalChoice = <T extends z.ZodType>(choice: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), choice.optional());

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** A JSON number: `true`, `null`, `""` and numeric strings are refused, never read as 1, 0 or a number. */
export const jsonNumber = (message = 'Enter a number.') => z.number({ error: message });

/**
 * A number written as text, where clients can only send text: a path, a query string, a multipart
 * form field. Only decimal digits are read; `""`, `"true"` or `"null"` are refused, not read as 0 or 1.
 */
export const numberText = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    schema,
  );

/** Page range of list calls: 0-based start, exclusive end. */
export const pageStart = numberText(jsonNumber().int().min(0).max(100000)).default(0);
export const pageEnd = numberText(jsonNumber().int().min(1).max(100100)).default(10);

/** The largest id a database row can have (int4). */
export const MAX_RECORD_ID = 2147483647;

const rowId = (message = 'Enter a record id.') =>
  jsonNumber(message).int().positive().max(MAX_RECORD_ID, { message: 'No record has this id.' });

/** A row id in a JSON body: a JSON number. */
export const jsonRecordId = rowId();

/** A row id in a JSON body, refused with `message` when it is missing or not a number. */
export const jsonRecordIdWith = (message: string) => rowId(message);

/** A row id in a path, query or multipart form field. */
export const recordId = numberText(rowId());

/**
 * The check of a paged query's rows, for `.refine(...pageRows(max))`: `end` after `start`, at
 * most `max` rows per call.
 */
export const pageRows = (
  max: number,
): [(page: { start: number; end: number }) => boolean, { path: string[]; message: string }] => [
  (page) => page.end > page.start && page.end - page.start <= max,
  { path: ['end'], message: `end must be after start, at most ${max} rows per call.` },
];
