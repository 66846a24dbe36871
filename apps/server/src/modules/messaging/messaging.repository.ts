import { and, eq, gt, ne, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { conversationParticipants, messages } from '../../db/schema/messaging';

export function createMessagingRepository(db: Database) {
  return {
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversationParticipants)
        .innerJoin(messages, eq(messages.conversationId, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.userId, userId),
            ne(messages.senderId, userId),
            or(
              isNull(conversationParticipants.lastReadMessageId),
              gt(messages.id, conversationParticipants.lastReadMessageId),
            ),
          ),
        );
      return row?.count ?? 0;
    },
  };
}
