import { ApiRequestError } from './api-client';

const LOCATION_FIELDS = ['location', 'location_city_zip'];

/** The server's message when a search's location could not be found (a 400 on a location field); else null. */
export function locationError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  for (const field of LOCATION_FIELDS) {
    const message = error.fields?.[field]?.[0];
    if (message) return message;
  }
  return null;
}
