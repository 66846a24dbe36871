import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '../lib/api-client';
import { currentLocation } from '../lib/current-location';
import { errorMessage } from '../lib/error-message';
import { nearestPlace } from '../lib/geo';
import { Button } from './ui/button';
import { Text } from './ui/text';

const OUTSIDE_THE_US = 'Fieldhire lists US places only. Type a city or ZIP code instead.';

/**
 * "Use my location": asks the browser where the phone is and hands the nearest ZIP code, as
 * "City, ST 12345", to the search it sits in.
 */
export function LocateMeButton({
  onLocate,
  className,
}: {
  onLocate: (place: string) => void;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const place = await nearestPlace(await currentLocation('town'));
      onLocate(place.label);
    } catch (error) {
      const outside = error instanceof ApiRequestError && error.status === 404;
      setProblem(outside ? OUTSIDE_THE_US : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconCurrentLocation size={16} aria-hidden />}
        loading={busy}
        onClick={() => void locate()}
      >
        Use my location
      </Button>
      {problem && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
