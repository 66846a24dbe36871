import { AnswerBody, type WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useIdempotencyKeys } from '../api/idempotency';
import { useSaveAnswer } from '../api/work-order-mutations';
import { latestAnswer } from '../deliverable-progress';
import { DeliverableCard } from './deliverable-card';

interface QuestionDeliverableProps {
  workOrderId: number;
  deliverable: WorkOrderDeliverable;
  editable: boolean;
}

export function QuestionDeliverable({
  workOrderId,
  deliverable,
  editable,
}: QuestionDeliverableProps) {
  const saved = latestAnswer(deliverable);
  const [answer, setAnswer] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAnswer(workOrderId);
  const keys = useIdempotencyKeys();

  if (!editable) {
    return (
      <DeliverableCard deliverable={deliverable}>
        <Text size="sm" c={saved ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {saved || 'Not answered yet.'}
        </Text>
      </DeliverableCard>
    );
  }
  return (
    <DeliverableCard deliverable={deliverable}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = AnswerBody.safeParse({ answer });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? 'Enter an answer.');
            return;
          }
          save.mutate(
            {
              workOrderId,
              deliverableId: deliverable.id,
              answer: parsed.data.answer,
              idempotencyKey: keys.current('answer', parsed.data.answer),
            },
            {
              onSuccess: (saved) => {
                keys.settle('answer');
                notifications.show(
                  saved.queued
                    ? { color: 'blue', message: 'No signal: answer kept on this phone for now.' }
                    : { color: 'teal', message: 'Answer saved.' },
                );
              },
              onError: (failure) => {
                keys.settle('answer', failure);
                setError(errorMessage(failure));
              },
            },
          );
        }}
      >
        <Textarea
          aria-label={`Answer: ${deliverable.label}`}
          value={answer}
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxLength={5000}
        />
        <Group justify="flex-end" mt="xs">
          <Button
            type="submit"
            size="xs"
            loading={save.isPending}
            disabled={answer.trim() === saved.trim()}
          >
            Save
          </Button>
        </Group>
      </form>
    </DeliverableCard>
  );
}
