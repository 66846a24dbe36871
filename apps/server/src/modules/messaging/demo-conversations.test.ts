import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@fieldhire/contract/messaging';
import { signedIn } from '../../../test/accounts-fixture';
import { createTestApp } from '../../../test/test-app';
import { seedDemoConversations } from './demo-conversations';

describe('demo conversations', () => {
  it(
    'gives the demo field agent a thread with the demo company, its last reply unread',
    { timeout: 120_000 },
    async () => {
      const { app, db } = await createTestApp();
      const [employer, candidate] = await Promise.all([
        signedIn(app, db, 'employer'),
        signedIn(app, db, 'candidate'),
        signedIn(app, db, 'candidate'),
      ]);
      await seedDemoConversations(db, { employerId: employer.id, candidateId: candidate.id });

      const [thread] = (await candidate.client.get('/api/conversations/')).json<Conversation[]>();
      expect(thread).toMatchObject({
        unread_count: 1,
        last_message: { sender: { id: employer.id } },
      });
      const info = (await candidate.client.get('/api/user-info')).json<{
        unread_messages: number;
      }>();
      expect(info.unread_messages).toBe(1);
      const messages = (
        await candidate.client.get(`/api/messages/?conversation_id=${thread!.id}`)
      ).json<Message[]>();
      expect(messages).toHaveLength(6);
      expect(messages.map((m) => m.created_at)).toEqual(
        messages
          .map((m) => m.created_at)
          .toSorted()
          .reverse(),
      );
      const employerList = (await employer.client.get('/api/conversations/')).json<
        Conversation[]
      >();
      expect(employerList.length).toBeGreaterThanOrEqual(2);
      expect(employerList.every((c) => c.unread_count === 0)).toBe(true);
      await app.close();
    },
  );
});
