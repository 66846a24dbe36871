import type { Database } from '../../db/database';
import { createMessagingRepository } from './messaging.repository';

export function createMessagingService(db: Database) {
  const repository = createMessagingRepository(db);
  return {
    unreadCount: (userId: number) => repository.unreadCount(userId),
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
