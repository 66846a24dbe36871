import { fieldError } from '../../platform/errors';
import { findState, lookup, nearestTown, townFor } from '../../platform/geo/geo-data';

export interface JobLocation {
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lon: number;
  stateFips: string;
  townFips: string | null;
}

/** Places a job: its point from the ZIP (or "City, ST"), its state FIPS and the Census town it is in. */
export function locateJob(input: {
  city: string;
  state: string;
  zip?: string | null;
}): JobLocation {
  const state = findState(input.state);
  if (!state) throw fieldError('state', `Unknown state "${input.state}".`);
  const point = input.zip ? lookup(input.zip) : lookup(`${input.city}, ${state.usps}`);
  if (!point) {
    throw input.zip
      ? fieldError('zip', `We could not find ZIP code ${input.zip}.`)
      : fieldError('city', `We could not find ${input.city}, ${state.usps}; add a ZIP code.`);
  }
  if (point.state_fips !== state.fips) {
    throw fieldError('zip', `ZIP code ${input.zip ?? ''} is not in ${state.name}.`);
  }
  const town =
    townFor(state.fips, input.city, point) ?? nearestTown(point.lat, point.lon, state.fips);
  return {
    city: input.city,
    state: state.usps,
    zip: input.zip ?? null,
    lat: point.lat,
    lon: point.lon,
    stateFips: state.fips,
    townFips: town?.fips ?? null,
  };
}
