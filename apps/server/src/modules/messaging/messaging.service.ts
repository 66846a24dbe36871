import type {
  Conversation,
  JobRef,
  Message,
  MessageSender,
  MessagesQuery,
  ReadReceipt,
  StartConversationBody,
} from '@fieldhire/contract/messaging';
import { MESSAGING_TEXT } from '@fieldhire/contract/realtime';
import type { Database } from '../../db/database';
import { isCompanyMember, requireVerifiedEmail, type Viewer } from '../../platform/auth';
import { badRequest, notFound, permissionDenied } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { JobsService } from '../jobs/jobs.service';
import {
  createMessagingRepository,
  type ConversationRow,
  type MessageRow,
  type ParticipantRow,
  type PersonRow,
} from './messaging.repository';
import { toIso } from '../../platform/iso-time';

/** How many conversations the list returns, most recent first. */
const CONVERSATION_LIST_LIMIT = 200;

interface MessagingDeps {
  db: Database;
  jobs?: Pick<JobsService, 'get'>;
  events: Pick<EventBus, 'publish'>;
  /**
   * Spends one of the company's candidate contacts on the candidate (nothing when the company
   * already paid for them), in the given transaction; answers 402 when none is left.
   */
  takeContact: (companyId: number, candidateId: number, tx: Database) => Promise<unknown>;
}

const fullName = (person: Pick<PersonRow, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();
const senderOf = (
  person: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'avatar'>,
): MessageSender => ({
  id: person.id,
  name: fullName(person),
  avatar: person.avatar,
});

/** Read once every participant other than the sender has read up to it. */
function isRead(message: { id: number; senderId: number }, participants: ParticipantRow[]) {
  return participants.every(
    (p) => p.id === message.senderId || (p.lastReadMessageId ?? 0) >= message.id,
  );
}

function toMessage(row: MessageRow, participants: ParticipantRow[]): Message {
  const sender = participants.find((p) => p.id === row.senderId);
  return {
    id: row.id,
    conversation: row.conversationId,
    sender: sender ? senderOf(sender) : { id: row.senderId, name: 'Former member', avatar: null },
    content: row.content,
    created_at: toIso(row.createdAt),
    read: isRead(row, participants),
  };
}

function toConversation(row: ConversationRow, participants: ParticipantRow[]): Conversation {
  const last =
    row.lastMessageId !== null && row.lastSenderId !== null
      ? toMessage(
          {
            id: row.lastMessageId,
            conversationId: row.id,
            senderId: row.lastSenderId,
            content: row.lastContent ?? '',
            createdAt: row.lastCreatedAt ?? row.updatedAt,
          },
          participants,
        )
      : null;
  return {
    id: row.id,
    participants: participants.map((p) => ({
      id: p.id,
      name: fullName(p),
      avatar: p.avatar,
      username: p.username,
      role: p.role,
      company: p.companyName,
    })),
    job:
      row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
    last_message: last,
    unread_count: row.unreadCount,
    updated_at: toIso(row.updatedAt),
  };
}

export function createMessagingService({ db, jobs, events, takeContact }: MessagingDeps) {
  const repository = createMessagingRepository(db);

  /** The conversation's participants, or 404 when the viewer is not one of them. */
  async function participantsFor(viewer: Viewer, conversationId: number) {
    const participants = await repository.participants([conversationId]);
    if (!participants.some((p) => p.id === viewer.id))
      throw notFound(MESSAGING_TEXT.notParticipant);
    return participants;
  }

  async function conversation(viewer: Viewer, conversationId: number): Promise<Conversation> {
    const participants = await participantsFor(viewer, conversationId);
    const [row] = await repository.listFor(viewer.id, 1, conversationId);
    if (!row) throw notFound(MESSAGING_TEXT.notParticipant);
    return toConversation(row, participants);
  }

  async function recipientFor(viewer: Viewer, body: StartConversationBody) {
    if (body.user_id !== undefined) return body.user_id;
    const contact = await repository.jobContact(body.job_id!);
    if (contact === null) throw notFound(MESSAGING_TEXT.noContact);
    return contact;
  }

  /**
   * What opening a new conversation costs: a company writing first to a field agent spends a
   * candidate contact, unless the agent applied to one of its jobs.
   */
  async function contactFee(viewer: Viewer, recipient: PersonRow) {
    if (viewer.role !== 'employer' || recipient.role !== 'candidate') return undefined;
    if (!isCompanyMember(viewer)) {
      return () => Promise.reject(permissionDenied(MESSAGING_TEXT.companyFirst));
    }
    const { companyId } = viewer;
    if (await repository.appliedToCompany(recipient.id, companyId)) return undefined;
    return (tx: Database) => takeContact(companyId, recipient.id, tx);
  }

  async function markRead(viewer: Viewer, conversationId: number, upTo: number | null) {
    if (upTo === null) return null;
    const moved = await repository.markRead(conversationId, viewer.id, upTo);
    if (moved === null) return null;
    await events.publish({
      type: 'message.read',
      conversationId,
      readerId: viewer.id,
      lastReadMessageId: moved,
      participantIds: await repository.participantIds(conversationId),
    });
    return moved;
  }

  /**
   * Stores a message and tells its conversation. A client id the sender already used answers the
   * message stored with it (`created: false`) and tells no one again.
   */
  async function send(
    viewer: Viewer,
    conversationId: number,
    content: string,
    clientId: string | null = null,
  ) {
    requireVerifiedEmail(viewer);
    const row = await repository.insertMessage(conversationId, viewer.id, content, clientId);
    if (!row) throw notFound(MESSAGING_TEXT.notParticipant);
    const others = row.participantIds.filter((id) => id !== viewer.id);
    const message: Message = {
      id: row.id,
      conversation: row.conversationId,
      sender: senderOf({ ...row, id: viewer.id }),
      content: row.content,
      created_at: toIso(row.createdAt),
      read: others.length === 0,
    };
    if (!row.created) return { message, created: false };
    await events.publish({
      type: 'message.created',
      message,
      participantIds: row.participantIds,
      senderId: viewer.id,
    });
    return { message, created: true };
  }

  async function post(viewer: Viewer, conversationId: number, content: string) {
    return (await send(viewer, conversationId, content)).message;
  }

  async function start(viewer: Viewer, body: StartConversationBody) {
    requireVerifiedEmail(viewer);
    const job = body.job_id !== undefined && jobs ? await jobs.get(body.job_id, viewer) : null;
    const recipientId = await recipientFor(viewer, body);
    if (recipientId === viewer.id) throw badRequest(MESSAGING_TEXT.selfConversation);
    const recipient = await repository.person(recipientId);
    if (!recipient) throw notFound(MESSAGING_TEXT.unknownUser);
    if (viewer.role === 'candidate' && recipient.role === 'candidate') {
      throw permissionDenied(MESSAGING_TEXT.candidatesToCompanies);
    }
    if (job && job.company.id !== viewer.companyId && job.company.id !== recipient.companyId) {
      throw badRequest(MESSAGING_TEXT.unrelatedJob);
    }
    const { id, created } = await repository.findOrCreatePair(
      viewer.id,
      recipientId,
      job?.id ?? null,
      await contactFee(viewer, recipient),
    );
    return { created, conversation: await conversation(viewer, id) };
  }

  return {
    unreadCount: (userId: number) => repository.unreadCount(userId),
    unreadCounts: (userIds: number[]) => repository.unreadCounts(userIds),

    async list(viewer: Viewer): Promise<Conversation[]> {
      const rows = await repository.listFor(viewer.id, CONVERSATION_LIST_LIMIT);
      const participants = await repository.participants(rows.map((row) => row.id));
      return rows.map((row) =>
        toConversation(
          row,
          participants.filter((p) => p.conversationId === row.id),
        ),
      );
    },

    get: conversation,
    start,

    /** A page of messages, newest first; reading the newest page marks the conversation read. */
    async messages(viewer: Viewer, query: MessagesQuery): Promise<Message[]> {
      let participants = await participantsFor(viewer, query.conversation_id);
      const rows = await repository.page(query.conversation_id, query.before, query.limit);
      const moved = await markRead(viewer, query.conversation_id, rows[0]?.id ?? null);
      if (moved !== null) {
        participants = participants.map((p) =>
          p.id === viewer.id ? { ...p, lastReadMessageId: moved } : p,
        );
      }
      return rows.map((row) => toMessage(row, participants));
    },

    post,
    send,

    async read(viewer: Viewer, conversationId: number): Promise<ReadReceipt> {
      const participants = await participantsFor(viewer, conversationId);
      const latest = await repository.latestMessageId(conversationId);
      const moved = await markRead(viewer, conversationId, latest);
      const own = participants.find((p) => p.id === viewer.id);
      return {
        conversation: conversationId,
        last_read_message_id: moved ?? own?.lastReadMessageId ?? null,
      };
    },

    /** Whether the field agent applied to one of the company's jobs (writing to them is then free). */
    appliedToCompany: (candidateId: number, companyId: number) =>
      repository.appliedToCompany(candidateId, companyId),

    /** Who may see typing events of a conversation: its participants. */
    participantIds: (conversationId: number) => repository.participantIds(conversationId),

    /**
     * An employer invites a field agent to a job: opens or reuses their conversation about the job,
     * posts the invitation with a link to the job. The caller checks
     * that the employer may invite to this job.
     */
    async sendInvite(
      from: Viewer,
      invite: { candidateId: number; job: JobRef; message: string; jobUrl: string },
    ) {
      const { conversation: opened } = await start(from, {
        user_id: invite.candidateId,
        job_id: invite.job.id,
      });
      const text = [invite.message.trim(), `Job: ${invite.job.title} ${invite.jobUrl}`]
        .filter(Boolean)
        .join('\n\n');
      const message = await post(from, opened.id, text);
      return { conversation: await conversation(from, opened.id), message };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
