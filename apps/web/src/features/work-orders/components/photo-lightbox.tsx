import {
  FAR_FROM_SITE_METERS,
  type WorkOrder,
  type WorkOrderItem,
} from '@fieldhire/contract/work-orders';
import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  distanceMeters,
  formatDateTime,
  formatDistance,
  mapsUrl,
} from '../../../components/work-order-format';

interface PhotoLightboxProps {
  title: string;
  photos: WorkOrderItem[];
  index: number;
  site: WorkOrder['site'];
  onIndex: (index: number) => void;
  onClose: () => void;
}

function PhotoFacts({ photo, site }: { photo: WorkOrderItem; site: WorkOrder['site'] }) {
  const place =
    photo.lat !== null && photo.lon !== null ? { lat: photo.lat, lon: photo.lon } : null;
  const distance = place ? distanceMeters(place, site) : null;
  return (
    <Stack gap="xs" component="dl" m={0}>
      <div>
        <Text component="dt" size="xs" c="dimmed" fw={600}>
          Taken
        </Text>
        <Text component="dd" m={0} size="sm">
          {photo.taken_at ? formatDateTime(photo.taken_at) : 'Unknown (no time in the photo)'}
        </Text>
      </div>
      <div>
        <Text component="dt" size="xs" c="dimmed" fw={600}>
          Where
        </Text>
        <Text component="dd" m={0} size="sm">
          {place ? (
            <Anchor href={mapsUrl(place.lat, place.lon)} target="_blank" rel="noopener noreferrer">
              {place.lat.toFixed(5)}, {place.lon.toFixed(5)}
              <VisuallyHidden> (opens maps)</VisuallyHidden>
            </Anchor>
          ) : (
            'Unknown (no location in the photo)'
          )}
        </Text>
      </div>
      {distance !== null && (
        <div>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            From the site
          </Text>
          <Group component="dd" m={0} gap="xs">
            <Text size="sm">{formatDistance(distance)}</Text>
            {distance > FAR_FROM_SITE_METERS && (
              <Badge size="sm" color="red" c="red.9" variant="light">
                Far from site
              </Badge>
            )}
          </Group>
        </div>
      )}
    </Stack>
  );
}

/** One photo at full size with where and when it was taken; arrow keys go through the set. */
export function PhotoLightbox({
  title,
  photos,
  index,
  site,
  onIndex,
  onClose,
}: PhotoLightboxProps) {
  const photo = photos[index];
  const previous = () => index > 0 && onIndex(index - 1);
  const next = () => index < photos.length - 1 && onIndex(index + 1);
  useHotkeys([
    ['ArrowLeft', previous],
    ['ArrowRight', next],
  ]);
  if (!photo) return null;
  const name = `${title}, photo ${index + 1} of ${photos.length}`;
  return (
    <Modal opened onClose={onClose} title={name} size="xl" centered>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Image
            src={photo.url ?? photo.thumb_url}
            alt={name}
            radius="sm"
            fit="contain"
            mah="70vh"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack gap="md" justify="space-between" h="100%">
            <PhotoFacts photo={photo} site={site} />
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Button
                variant="default"
                leftSection={<IconChevronLeft size={16} aria-hidden />}
                onClick={previous}
                disabled={index === 0}
              >
                Previous
              </Button>
              <Button
                variant="default"
                rightSection={<IconChevronRight size={16} aria-hidden />}
                onClick={next}
                disabled={index === photos.length - 1}
              >
                Next
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
