import { ApiRequestError } from '../../lib/api-client';

export interface MissingDeliverable {
  id: string;
  label: string;
  needed: number;
}

const isMissingList = (value: unknown): value is MissingDeliverable[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as MissingDeliverable).label === 'string' &&
      typeof (entry as MissingDeliverable).needed === 'number',
  );

/** The deliverables a refused submit names (a 400 `{ detail, missing }`), or null for any other error. */
export function missingDeliverables(error: unknown): MissingDeliverable[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  let data: unknown = error.data;
  // The api client keeps a body that is not its `{ detail, code }` shape as text.
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  const missing = typeof data === 'object' && data ? (data as { missing?: unknown }).missing : null;
  return isMissingList(missing) ? missing : null;
}
