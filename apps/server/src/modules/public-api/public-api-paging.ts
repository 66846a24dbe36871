import { ApiError } from '@fieldhire/contract/errors';
import { badRequest } from '../../platform/errors';

/** What every public API route's schema shares: its tag, the key it takes and its errors. */
export const tags = ['public api v1'];
export const security = [{ apiKey: [] }];
export const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  422: ApiError,
  429: ApiError,
};

/** A cursor names the last item of a page; clients treat it as opaque text. */
const cursorOf = (id: number) => Buffer.from(`id:${id}`).toString('base64url');

export function idOfCursor(cursor: string | undefined) {
  if (cursor === undefined) return null;
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest('Use the next_cursor of the page before.');
  return Number(match[1]);
}

/** The first `limit` of `rows` (read one more than asked), and the cursor of the next page. */
export function pageOf<T extends { id: number }>(rows: T[], limit: number) {
  const results = rows.slice(0, limit);
  return {
    results,
    next_cursor: rows.length > limit ? cursorOf(results.at(-1)!.id) : null,
  };
}
