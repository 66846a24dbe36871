import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { outbox } from '../offline/outbox';
import type { NewOutboxEntry } from '../offline/outbox-store';
import { useOutbox } from '../offline/use-outbox';
import { newIdempotencyKey } from './idempotency';

export interface Upload {
  id: string;
  name: string;
  size: number;
  /** From 0 to 1. */
  progress: number;
  /** Kept on the phone until there is a signal. */
  waiting: boolean;
  error: string | null;
}

/**
 * Files of one deliverable on their way up. Each goes through the outbox: sent resumably at once
 * (several together), or kept on the phone until the signal returns.
 */
export function useUploads(workOrderId: number, deliverableId: string) {
  const { entries, progress, waiting } = useOutbox(workOrderId);
  const [refused, setRefused] = useState<Upload[]>([]);
  const queued = entries.flatMap<Upload>((entry) =>
    entry.kind === 'file' && entry.deliverableId === deliverableId
      ? [
          {
            id: entry.key,
            name: entry.name,
            size: entry.file.size,
            progress: progress[entry.key] ?? 0,
            waiting,
            error: null,
          },
        ]
      : [],
  );

  const add = (files: readonly File[]) => {
    const tooLarge: Upload[] = [];
    const entries: NewOutboxEntry[] = [];
    for (const file of files) {
      const key = newIdempotencyKey();
      if (file.size > UPLOAD_LIMIT_BYTES) {
        tooLarge.push({
          id: key,
          name: file.name,
          size: file.size,
          progress: 0,
          waiting: false,
          error: MESSAGES.uploadTooLarge,
        });
        continue;
      }
      entries.push({
        kind: 'file',
        key,
        workOrderId,
        deliverableId,
        file,
        name: file.name,
        createdAt: Date.now(),
      });
    }
    if (entries.length > 0)
      // Not kept (no one is known to be signed in): say so beside each file instead of losing it.
      outbox.add(...entries).catch((error: unknown) => {
        const reason = errorMessage(error);
        setRefused((list) => [
          ...list,
          ...entries.map((entry) => ({
            id: entry.key,
            name: entry.kind === 'file' ? entry.name : '',
            size: entry.kind === 'file' ? entry.file.size : 0,
            progress: 0,
            waiting: false,
            error: reason,
          })),
        ]);
      });
    if (tooLarge.length > 0) setRefused((list) => [...list, ...tooLarge]);
  };

  const retry = () => void outbox.flush();

  const dismiss = (id: string) => {
    if (refused.some((upload) => upload.id === id))
      setRefused((list) => list.filter((upload) => upload.id !== id));
    else void outbox.discard(id);
  };

  return { uploads: [...queued, ...refused], add, retry, dismiss };
}
