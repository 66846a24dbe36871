import type { Conversation, Message } from '@fieldhire/contract/messaging';
import { CANDIDATE, EMPLOYER } from '../../lib/test/users';

export const CONVERSATION_ID = 7;

export const candidateParticipant = {
  id: CANDIDATE.id,
  name: 'Ada Lovelace',
  avatar: null,
  username: CANDIDATE.username,
  role: 'candidate' as const,
  company: null,
};

export const employerParticipant = {
  id: EMPLOYER.id,
  name: 'Grace Hopper',
  avatar: null,
  username: EMPLOYER.username,
  role: 'employer' as const,
  company: 'Acme Inspections',
};

export function message(
  id: number,
  senderId: number,
  content: string,
  extra: Partial<Message> = {},
): Message {
  const sender = senderId === CANDIDATE.id ? candidateParticipant : employerParticipant;
  return {
    id,
    conversation: CONVERSATION_ID,
    sender: { id: sender.id, name: sender.name, avatar: null },
    content,
    created_at: new Date(Date.UTC(2025, 0, 6, 9, id)).toISOString(),
    read: false,
    ...extra,
  };
}

export function conversation(extra: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    participants: [candidateParticipant, employerParticipant],
    job: { id: 12, title: 'Roof photos in Tulsa' },
    last_message: message(3, EMPLOYER.id, 'Can you start Monday?'),
    unread_count: 2,
    updated_at: new Date(Date.UTC(2025, 0, 6, 9, 3)).toISOString(),
    ...extra,
  };
}
