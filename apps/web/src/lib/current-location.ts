import type { LocationBody } from '@fieldhire/contract/work-orders';
import { UserFacingError } from './error-message';

const TIMEOUT_MS = 20_000;

const MESSAGES: Record<number, string> = {
  1: 'Location is blocked for this site. Allow location in your browser’s site settings, then try again.',
  2: 'Your phone could not find where you are. Move to open sky or turn on location services, then try again.',
  3: 'Finding your location took too long. Try again.',
};

/** How closely the place must be known: a check-in needs the spot, a search the town. */
export type LocationPrecision = 'spot' | 'town';

const POSITION_OPTIONS: Record<LocationPrecision, PositionOptions> = {
  spot: { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 0 },
  town: { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 10 * 60_000 },
};

/** Where the phone is now, as a check-in or check-out sends it. */
export function currentLocation(precision: LocationPrecision = 'spot'): Promise<LocationBody> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new UserFacingError('This browser cannot share your location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          accuracy_m: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
          at: new Date(position.timestamp || Date.now()).toISOString(),
        }),
      (error) =>
        reject(new UserFacingError(MESSAGES[error.code] ?? 'Your location could not be read.')),
      POSITION_OPTIONS[precision],
    );
  });
}
