import { onTestFinished, vi } from 'vitest';

/**
 * A phone that answers a position, or fails with a GeolocationPositionError code, until the test
 * ends.
 */
export function stubGeolocation(
  answer: { coords: Partial<GeolocationCoordinates> } | { code: number },
) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if ('code' in answer) failure?.({ code: answer.code } as GeolocationPositionError);
      else success({ coords: answer.coords, timestamp: Date.now() } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  return getCurrentPosition;
}
