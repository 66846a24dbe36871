import { eq, sql } from 'drizzle-orm';
import { preparedQuery, queryRows, type Database } from '../../db/database';
import { conversationParticipants, conversations } from '../../db/schema/messaging';

export interface PersonRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: 'candidate' | 'employer';
  companyId: number | null;
  companyName: string | null;
}

export interface ParticipantRow extends PersonRow {
  conversationId: number;
  lastReadMessageId: number | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  createdAt: Date | string;
}

export interface ConversationRow {
  id: number;
  jobId: number | null;
  jobTitle: string | null;
  updatedAt: Date | string;
  unreadCount: number;
  lastMessageId: number | null;
  lastSenderId: number | null;
  lastContent: string | null;
  lastCreatedAt: Date | string | null;
}

const personColumns = sql`u.id, u.username, u.first_name as "firstName", u.last_name as "lastName",
  u.avatar, u.role, co.id as "companyId", co.name as "companyName"`;
const personJoins = sql`left join lateral (
    select c.id, c.name from team_memberships m join companies c on c.id = m.company_id
    where m.user_id = u.id order by m.id limit 1
  ) co on true`;

/** A stored message with who wrote it and everyone in its conversation. */
export interface StoredMessageRow extends MessageRow {
  firstName: string;
  lastName: string;
  avatar: string | null;
  participantIds: number[];
}

/**
 * Counted per conversation (lateral), so each count is a range of the messages index; a plain join
 * let the planner hash every message of the table.
 */
const unreadCountsQuery = preparedQuery<{ userId: number; n: number }>(
  'messaging_unread_counts',
  sql`select cp.user_id as "userId", sum(unread.n)::int as n
    from conversation_participants cp
    cross join lateral (
      select count(*) as n from messages m
      where m.conversation_id = cp.conversation_id
        and m.id > coalesce(cp.last_read_message_id, 0) and m.sender_id <> cp.user_id
    ) unread
    where cp.user_id = any(${sql.placeholder('userIds')}::int[])
    group by cp.user_id`,
);

/**
 * One statement, so a send stays one round trip. A client_id the sender already used conflicts on
 * (sender_id, client_id); `do update` rather than `do nothing`, because an update locks and returns
 * the stored row even when another request committed it after this statement's snapshot was taken
 * (a concurrent resend), where `do nothing` would return nothing. `xmax = 0` only on a row this
 * statement inserted: that is `created`, and only then does the conversation move up.
 */
const insertMessageQuery = preparedQuery<StoredMessageRow & { created: boolean }>(
  'messaging_insert_message',
  sql`with stored as (
      insert into messages as m (conversation_id, sender_id, content, client_id)
      select cp.conversation_id, cp.user_id, ${sql.placeholder('content')}::text,
        ${sql.placeholder('clientId')}::uuid
      from conversation_participants cp
      where cp.conversation_id = ${sql.placeholder('conversationId')}::int
        and cp.user_id = ${sql.placeholder('senderId')}::int
      on conflict (sender_id, client_id) do update set client_id = excluded.client_id
      returning m.id, m.conversation_id, m.sender_id, m.content, m.created_at, m.xmax = 0 as created
    ), touched as (
      update conversations set updated_at = now()
      where id = (select conversation_id from stored where created)
    )
    select s.id, s.conversation_id as "conversationId", s.sender_id as "senderId", s.content,
      s.created_at as "createdAt", s.created, u.first_name as "firstName", u.last_name as "lastName",
      u.avatar,
      array(
        select p.user_id from conversation_participants p
        where p.conversation_id = s.conversation_id order by p.user_id
      ) as "participantIds"
    from stored s join users u on u.id = s.sender_id`,
);

/** Ids below 2^31, so the pair is one distinct 64-bit key. */
const pairLockKey = (a: number, b: number) => Math.min(a, b) * 2 ** 31 + Math.max(a, b);

export function createMessagingRepository(db: Database) {
  /** Unread counts of several users; users in no conversation are left out. */
  async function unreadCounts(userIds: number[]) {
    if (userIds.length === 0) return new Map<number, number>();
    const rows = await unreadCountsQuery(db, { userIds });
    return new Map(rows.map((row) => [row.userId, row.n]));
  }

  return {
    unreadCounts,

    /** The other side's messages past the user's read mark, in every conversation of theirs. */
    async unreadCount(userId: number) {
      const counts = await unreadCounts([userId]);
      return counts.get(userId) ?? 0;
    },

    async person(userId: number): Promise<PersonRow | null> {
      const [row] = await queryRows<PersonRow>(
        db,
        sql`select ${personColumns} from users u ${personJoins} where u.id = ${userId} limit 1`,
      );
      return row ?? null;
    },

    /** The job's poster while still in its company, else the company's owner (or first member). */
    async jobContact(jobId: number) {
      const [row] = await queryRows<{ userId: number | null }>(
        db,
        sql`select coalesce(
            (select tm.user_id from team_memberships tm
              where tm.company_id = j.company_id and tm.user_id = j.posted_by),
            (select tm.user_id from team_memberships tm where tm.company_id = j.company_id
              order by (tm.role = 'owner') desc, tm.id limit 1)
          ) as "userId"
          from jobs j where j.id = ${jobId}`,
      );
      return row?.userId ?? null;
    },

    async participants(conversationIds: number[]): Promise<ParticipantRow[]> {
      if (conversationIds.length === 0) return [];
      return queryRows<ParticipantRow>(
        db,
        sql`select cp.conversation_id as "conversationId", cp.last_read_message_id as "lastReadMessageId",
            ${personColumns}
          from conversation_participants cp
          join users u on u.id = cp.user_id
          ${personJoins}
          where cp.conversation_id in ${conversationIds}
          order by cp.conversation_id, u.id`,
      );
    },

    async participantIds(conversationId: number) {
      const rows = await db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },

    /** The two-person conversation between these users, if there is one. */
    async findPair(a: number, b: number) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select mine.conversation_id as id
          from conversation_participants mine
          join conversation_participants theirs
            on theirs.conversation_id = mine.conversation_id and theirs.user_id = ${b}
          where mine.user_id = ${a}
            and (select count(*) from conversation_participants p
                 where p.conversation_id = mine.conversation_id) = 2
          order by mine.conversation_id
          limit 1`,
      );
      return row?.id ?? null;
    },

    /** Whether the candidate ever applied to one of the company's jobs. */
    async appliedToCompany(candidateId: number, companyId: number) {
      const [row] = await queryRows<{ applied: boolean }>(
        db,
        sql`select exists (
            select 1 from applications a join jobs j on j.id = a.job_id
            where a.candidate_id = ${candidateId} and j.company_id = ${companyId}
          ) as applied`,
      );
      return row?.applied ?? false;
    },

    /**
     * Finds or creates the pair's conversation; concurrent calls for one pair wait for each other.
     * `beforeCreate` runs in the same transaction only when a conversation is created: if it
     * throws, nothing is created.
     */
    async findOrCreatePair(
      a: number,
      b: number,
      jobId: number | null,
      beforeCreate?: (tx: Database) => Promise<unknown>,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${pairLockKey(a, b)}::bigint)`);
        const scoped = createMessagingRepository(tx);
        const existing = await scoped.findPair(a, b);
        if (existing !== null) {
          if (jobId !== null) {
            await tx.update(conversations).set({ jobId }).where(eq(conversations.id, existing));
          }
          return { id: existing, created: false };
        }
        await beforeCreate?.(tx);
        const [conversation] = await tx
          .insert(conversations)
          .values({ jobId })
          .returning({ id: conversations.id });
        await tx.insert(conversationParticipants).values([
          { conversationId: conversation!.id, userId: a },
          { conversationId: conversation!.id, userId: b },
        ]);
        return { id: conversation!.id, created: true };
      });
    },

    /**
     * The user's conversations, with unread counts, by last activity: the last message's time, or
     * the conversation's creation for one without messages yet.
     */
    async listFor(userId: number, limit: number, onlyId?: number): Promise<ConversationRow[]> {
      const filter = onlyId === undefined ? sql`` : sql`and c.id = ${onlyId}`;
      return queryRows<ConversationRow>(
        db,
        sql`select c.id, c.job_id as "jobId", j.title as "jobTitle", c.updated_at as "updatedAt",
            lm.id as "lastMessageId", lm.sender_id as "lastSenderId", lm.content as "lastContent",
            lm.created_at as "lastCreatedAt",
            (select count(*)::int from messages m
              where m.conversation_id = c.id and m.sender_id <> ${userId}
                and m.id > coalesce(cp.last_read_message_id, 0)) as "unreadCount"
          from conversation_participants cp
          join conversations c on c.id = cp.conversation_id
          left join jobs j on j.id = c.job_id
          left join lateral (
            select m.id, m.sender_id, m.content, m.created_at from messages m
            where m.conversation_id = c.id order by m.id desc limit 1
          ) lm on true
          where cp.user_id = ${userId} ${filter}
          order by coalesce(lm.created_at, c.created_at) desc, c.id desc
          limit ${limit}`,
      );
    },

    /** Newest first, strictly older than `before` when given. */
    async page(conversationId: number, before: number | undefined, limit: number) {
      return queryRows<MessageRow>(
        db,
        sql`select id, conversation_id as "conversationId", sender_id as "senderId", content,
            created_at as "createdAt"
          from messages
          where conversation_id = ${conversationId}
            ${before === undefined ? sql`` : sql`and id < ${before}`}
          order by id desc
          limit ${limit}`,
      );
    },

    async latestMessageId(conversationId: number) {
      const [row] = await queryRows<{ id: number | null }>(
        db,
        sql`select max(id) as id from messages where conversation_id = ${conversationId}`,
      );
      return row?.id ?? null;
    },

    /** Moves the user's read mark forward to `messageId`; null when it was already there. */
    async markRead(conversationId: number, userId: number, messageId: number) {
      const [row] = await queryRows<{ lastRead: number }>(
        db,
        sql`update conversation_participants set last_read_message_id = ${messageId}
          where conversation_id = ${conversationId} and user_id = ${userId}
            and coalesce(last_read_message_id, 0) < ${messageId}
          returning last_read_message_id as "lastRead"`,
      );
      return row?.lastRead ?? null;
    },

    /**
     * Stores the message when the sender takes part in the conversation and moves the conversation
     * to the top of everyone's list, in one statement; null when the sender is not a participant.
     * With a client id the sender already used, answers that stored message with `created: false`.
     */
    async insertMessage(
      conversationId: number,
      senderId: number,
      content: string,
      clientId: string | null = null,
    ) {
      const [row] = await insertMessageQuery(db, { conversationId, senderId, content, clientId });
      return row ?? null;
    },

    /** Demo data: a stored message at a given time, and the conversation's time moved to it. */
    async insertMessageAt(conversationId: number, senderId: number, content: string, at: Date) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`with stored as (
            insert into messages (conversation_id, sender_id, content, created_at)
            values (${conversationId}, ${senderId}, ${content}, ${at.toISOString()})
            returning id
          ), touched as (
            update conversations set updated_at = greatest(updated_at, ${at.toISOString()}::timestamptz)
            where id = ${conversationId}
          )
          select id from stored`,
      );
      return row!.id;
    },

    /** Demo data: the newest open job of the user's company and a few field agents to talk to. */
    async demoPartners(employerId: number, candidateId: number, limit: number) {
      const [job] = await queryRows<{ id: number; title: string }>(
        db,
        sql`select j.id, j.title from jobs j
          join team_memberships tm on tm.company_id = j.company_id and tm.user_id = ${employerId}
          where j.status = 'open' order by j.created_at desc, j.id desc limit 1`,
      );
      const agents = await queryRows<{ id: number; firstName: string }>(
        db,
        sql`select id, first_name as "firstName" from users
          where role = 'candidate' and id <> ${candidateId} and email_verified
          order by id limit ${limit}`,
      );
      return { job: job ?? null, agents };
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
