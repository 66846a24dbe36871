import { z } from 'zod';

/** Accepts a repeated query parameter or a comma list and yields an array. */
export const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  }, z.array(item).optional());

/** Optional text where an empty string means "not given". */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max).optional());

/** An optional enum where an empty string means "not given". */
export const optionalChoice = <T extends z.ZodType>(choice: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), choice.optional());

/** Page range of list calls: 0-based start, exclusive end. */
export const pageStart = z.coerce.number().int().min(0).max(100000).default(0);
export const pageEnd = z.coerce.number().int().min(1).max(100100).default(10);

/** The largest id a database row can have (int4). */
export const MAX_RECORD_ID = 2147483647;

/** A row id given in a path, query or body. */
export const recordId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_RECORD_ID, { message: 'No record has this id.' });
