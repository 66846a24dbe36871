import { z } from 'zod';
import { jsonNumber, jsonRecordId, MAX_RECORD_ID, numberText, recordId } from './params';
import { Role, UserInfo } from './accounts';
import { ApplicationStatus, JobStatus } from './jobs';
import { Notification } from './notifications';
import { WorkOrder } from './work-orders';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_MAX, MESSAGES_PAGE_SIZE } from './realtime';

const id = z.number().int();

/** `company`: the name of the company an employer works for, null for field agents. */
export const Participant = z.object({
  id,
  name: z.string(),
  avatar: z.string().nullable(),
  username: z.string(),
  role: Role,
  company: z.string().nullable(),
});
export type Participant = z.infer<typeof Participant>;

export const MessageSender = z.object({ id, name: z.string(), avatar: z.string().nullable() });
export type MessageSender = z.infer<typeof MessageSender>;

export const JobRef = z.object({ id, title: z.string() });
export type JobRef = z.infer<typeof JobRef>;

/** `read`: every other participant has read it (for the viewer's own messages, a read receipt). */
export const Message = z.object({
  id,
  conversation: id,
  sender: MessageSender,
  content: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const Conversation = z.object({
  id,
  participants: z.array(Participant),
  job: JobRef.nullable(),
  last_message: Message.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

/** Without `user_id`, `job_id` names the job whose poster (or company owner) to message. */
export const StartConversationBody = z
  .object({
    user_id: jsonRecordId.optional(),
    job_id: jsonRecordId.optional(),
  })
  .refine((body) => body.user_id !== undefined || body.job_id !== undefined, {
    path: ['user_id'],
    message: 'Say whom to message: user_id, or job_id to message the company that posted it.',
  });
export type StartConversationBody = z.infer<typeof StartConversationBody>;

export const ConversationParams = z.object({ id: recordId });

export const MessagesQuery = z.object({
  conversation_id: recordId,
  before: recordId.optional(),
  limit: numberText(jsonNumber().int().min(1).max(MESSAGES_PAGE_MAX)).default(MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MessageContent = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`);

/** The conversation may be named in the query (`conversation_id`), the body (`conversation`) or both. */
export const PostMessageQuery = z.object({ conversation_id: recordId.optional() });
export const PostMessageBody = z.object({
  content: MessageContent,
  conversation: jsonRecordId.optional(),
  /** Chosen by the client per message and sent again on a retry, which then stores nothing new. */
  client_id: z.uuid('client_id must be a UUID.').optional(),
});
export type PostMessageBody = z.infer<typeof PostMessageBody>;

export const ReadReceipt = z.object({ conversation: id, last_read_message_id: id.nullable() });
export type ReadReceipt = z.infer<typeof ReadReceipt>;

export const ApplicationChange = z.object({
  id,
  status: ApplicationStatus,
  job: JobRef,
});
export type ApplicationChange = z.infer<typeof ApplicationChange>;

/** Server → client events on the WebSocket. */
export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user_info'), user_info: UserInfo }),
  z.object({ type: z.literal('message'), message: Message }),
  z.object({
    type: z.literal('read'),
    conversation: id,
    reader: id,
    last_read_message_id: id,
  }),
  z.object({ type: z.literal('typing'), conversation: id, user: MessageSender }),
  z.object({ type: z.literal('application'), application: ApplicationChange }),
  z.object({
    type: z.literal('invite'),
    conversation: id,
    job: JobRef,
    from: MessageSender,
    message: Message,
  }),
  z.object({ type: z.literal('notification'), notification: Notification }),
  /** A job of the member's company was posted, closed, filled or reopened. */
  z.object({ type: z.literal('job'), job: z.object({ id, status: JobStatus }) }),
  /** A work order of the agent or of the member's company changed. */
  z.object({ type: z.literal('work_order'), work_order: WorkOrder }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerEvent = z.infer<typeof ServerEvent>;
export type ServerEventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;

/** Client → server events on the WebSocket. */
export const ClientEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('typing'),
    conversation: z.number().int().positive().max(MAX_RECORD_ID),
  }),
]);
export type ClientEvent = z.infer<typeof ClientEvent>;
