import {
  RATING_COMMENT_MAX,
  RATING_TAGS,
  type Rating as GivenRating,
  type WorkOrderRatings,
} from '@fieldhire/contract/reputation';
import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { useRateWorkOrder, useWorkOrderRating } from '../api/work-order-rating';
import { formatDay } from '../../../components/work-order-format';

function GivenRatingView({ rating, label }: { rating: GivenRating; label: string }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Rating value={rating.score} readOnly size="sm" aria-label={`${rating.score} of 5 stars`} />
      </Group>
      {rating.tags.length > 0 && (
        <Group gap={4}>
          {rating.tags.map((tag) => (
            <Badge key={tag} variant="light" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {rating.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{rating.comment}”
        </Text>
      )}
    </Stack>
  );
}

function RatingForm({ workOrder, other }: { workOrder: WorkOrder; other: WorkOrderParty }) {
  const rate = useRateWorkOrder(workOrder.id);
  const [score, setScore] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [asking, setAsking] = useState(false);
  const [missingScore, setMissingScore] = useState(false);
  const whom = other === 'company' ? workOrder.company.name : workOrder.agent.name;

  const send = () =>
    rate.mutate(
      { score, tags, comment },
      {
        onSuccess: () => {
          setAsking(false);
          notifications.show({ color: 'teal', message: `Rating sent. Thank you.` });
        },
      },
    );

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="rating-score-label">
          How was working with {whom}?
        </Text>
        <Rating
          value={score}
          onChange={(value) => {
            setScore(value);
            setMissingScore(false);
          }}
          size="lg"
          aria-labelledby="rating-score-label"
          getSymbolLabel={(value) => `${value} star${value === 1 ? '' : 's'}`}
        />
        {missingScore && (
          <Text size="xs" c="red.8" role="alert">
            Choose 1 to 5 stars.
          </Text>
        )}
      </Stack>
      <Chip.Group multiple value={tags} onChange={setTags}>
        <Group gap={6} role="group" aria-label="What stood out">
          {RATING_TAGS[other].map((tag) => (
            <Chip key={tag} value={tag} size="xs" variant="outline">
              {tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Textarea
        label="Comment (optional)"
        autosize
        minRows={2}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <div>
        <Button
          onClick={() => (score === 0 ? setMissingScore(true) : setAsking(true))}
          variant="light"
        >
          Send rating
        </Button>
      </div>
      <ConfirmDialog
        opened={asking}
        title="Send this rating?"
        confirmLabel="Send rating"
        loading={rate.isPending}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        <Stack gap="xs">
          <Text size="sm">
            You rate each work order once, and a rating cannot be changed. {whom} sees it when they
            have rated you too, or when rating closes.
          </Text>
          {rate.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(rate.error)}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

function TheirSide({ ratings, whom }: { ratings: WorkOrderRatings; whom: string }) {
  if (ratings.theirs)
    return <GivenRatingView rating={ratings.theirs} label={`${whom} rated you`} />;
  const closes = ratings.closes_at ? formatDay(ratings.closes_at) : null;
  return (
    <Text size="sm" c="dimmed">
      {ratings.they_rated
        ? `${whom} has rated you. You will see it once you rate them${closes ? `, or on ${closes}` : ''}.`
        : `${whom} has not rated you yet.`}
    </Text>
  );
}

/** After the work ends: each side rates the other once; ratings show when both have rated. */
export function RatingPanel({ workOrder, party }: { workOrder: WorkOrder; party: WorkOrderParty }) {
  const ended = workOrder.status === 'approved' || workOrder.status === 'canceled';
  const query = useWorkOrderRating(workOrder.id, ended);
  if (!ended) return null;
  const other: WorkOrderParty = party === 'agent' ? 'company' : 'agent';
  const whom = other === 'company' ? workOrder.company.name : workOrder.agent.name;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="work-order-rating">
      <Stack gap="md">
        <Title order={2} fz="lg" id="work-order-rating">
          {other === 'company' ? 'Rate the company' : 'Rate the agent'}
        </Title>
        {query.isPending ? (
          <Skeleton height={80} />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            {query.data.mine ? (
              <GivenRatingView rating={query.data.mine} label="You rated" />
            ) : query.data.can_rate ? (
              <RatingForm workOrder={workOrder} other={other} />
            ) : (
              <Text size="sm" c="dimmed">
                Rating has closed for this work order.
              </Text>
            )}
            <TheirSide ratings={query.data} whom={whom} />
            {query.data.can_rate && query.data.closes_at && (
              <Text size="xs" c="dimmed">
                Rating closes on {formatDay(query.data.closes_at)}.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
