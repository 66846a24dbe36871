import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, runPrepared, type Database } from '../../db/database';
import { candidateInvites } from '../../db/schema/candidates';
import {
  notificationSettings,
  notifications,
  emailSuppressions,
  unsubscribeTokens,
} from '../../db/schema/notifications';

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_avatar: string | null;
  company_name: string | null;
  company_logo: string | null;
  invitation_id: number | null;
  invitation_job_id: number | null;
  invitation_status: string | null;
}

/**
 * An email that goes with a notification if its recipient takes `type` by email, and its
 * unsubscribe token, written only then. It goes to the recipient's address.
 */
export interface OfferedEmail {
  tokenHash: string;
  userId: number;
  type: string;
  emailByDefault: boolean;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  dedupeKey: string | null;
}

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body: string;
  link: string;
  actorId: number | null;
  invitationId?: number | null;
}

/**
 * A notification with what it shows: its actor (an employer is shown as their company, the name
 * field agents know them by) and the state of the invitation it is about.
 */
const selectNotifications = (
  where: ReturnType<typeof sql>,
  limit: number,
  from = sql`notifications`,
) => sql`
  select n.id, n.user_id, n.type, n.title, n.body, n.link, n.created_at, n.read_at, n.actor_id,
         u.first_name as actor_first_name, u.last_name as actor_last_name, u.avatar as actor_avatar,
         c.name as company_name, c.avatar as company_logo,
         ci.id as invitation_id, ci.job_id as invitation_job_id, ci.status as invitation_status
  from ${from} n
  left join users u on u.id = n.actor_id
  left join team_memberships cm on cm.user_id = u.id and u.role = 'employer'
  left join companies c on c.id = cm.company_id
  left join candidate_invites ci on ci.id = n.invitation_id
  where ${where}
  order by n.id desc
  limit ${limit}`;

/** `text` made safe inside HTML, as `escapeHtml` makes it (platform/escape-html.ts). */
const escapedHtml = (text: SQL) =>
  sql`replace(replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

const insertNotifications = (rows: NewNotification[]) => sql`
  insert into notifications (user_id, type, title, body, link, actor_id, invitation_id)
  values ${sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}::int, ${row.type}, ${row.title}, ${row.body}, ${row.link}, ${row.actorId}::int, ${row.invitationId ?? null}::int)`,
    ),
    sql`, `,
  )}`;

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Stores the notifications and answers them as shown, in one statement: the outer select reads
     * the rows the insert returns, since they are not yet visible in the table to that statement.
     */
    async insert(rows: NewNotification[]) {
      if (rows.length === 0) return [];
      return queryRows<NotificationRow>(
        db,
        sql`with stored as (
              ${insertNotifications(rows)}
              returning *)
            ${selectNotifications(sql`true`, rows.length, sql`stored`)}`,
      );
    },

    /** Notifications as they were written and read at given times: a history, not news. */
    async insertHistory(rows: (NewNotification & { createdAt: Date; readAt: Date | null })[]) {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /** The user's notifications before `before` (an id), newest first: the user index serves it. */
    list(userId: number, before: number | null, limit: number, unreadOnly: boolean) {
      const conditions = [sql`n.user_id = ${userId}`];
      if (before !== null) conditions.push(sql`n.id < ${before}`);
      if (unreadOnly) conditions.push(sql`n.read_at is null`);
      return queryRows<NotificationRow>(
        db,
        selectNotifications(sql.join(conditions, sql` and `), limit),
      );
    },

    async unreadCount(userId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** Unread counts of several users in one query; a user with none is absent. */
    async unreadCounts(userIds: number[]) {
      if (userIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.count]));
    },

    /** Marks the user's notifications read: the given ones, or all when `ids` is null. */
    async markRead(userId: number, ids: number[] | null) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    },

    settingsOf(userId: number) {
      return db
        .select({
          type: notificationSettings.type,
          email: notificationSettings.email,
          push: notificationSettings.push,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
    },

    async setSetting(userId: number, type: string, channel: 'email' | 'push', on: boolean) {
      await db
        .insert(notificationSettings)
        .values({ userId, type, [channel]: on })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.type],
          set: { [channel]: on },
        });
    },

    /**
     * Stores notifications and answers them as shown, and writes each of `offers` whose recipient
     * takes its type by email (a choice in their settings, else its `emailByDefault`): its
     * unsubscribe token, and its email through `queueing` (the mailer's outbox row and delivery
     * job), addressed to the recipient's email and greeting them by first name where the message
     * holds `namePlaceholder`; all in one statement.
     */
    async insertForRecipients(
      rows: NewNotification[],
      offers: OfferedEmail[],
      queueing: (messages: SQL) => Promise<SQL>,
      namePlaceholder: string,
    ) {
      if (rows.length === 0) return [];
      const emails =
        offers.length === 0
          ? sql``
          : sql`, offered (token_hash, user_id, type, by_default, subject, text, html, headers, dedupe_key) as (
                values ${sql.join(
                  offers.map(
                    (offer) =>
                      sql`(${offer.tokenHash}, ${offer.userId}::int, ${offer.type}, ${offer.emailByDefault}::boolean,
                           ${offer.subject}, ${offer.text}, ${offer.html},
                           ${offer.headers ? JSON.stringify(offer.headers) : null}::jsonb, ${offer.dedupeKey}::text)`,
                  ),
                  sql`, `,
                )}
              ), emailed as (
                insert into unsubscribe_tokens (token_hash, user_id, type)
                select t.token_hash, t.user_id, t.type
                from offered t
                left join notification_settings s on s.user_id = t.user_id and s.type = t.type
                where coalesce(s.email, t.by_default)
                returning token_hash
              ), ${await queueing(
                sql`select u.email as recipient, o.subject,
                      replace(o.text, ${namePlaceholder}, u.first_name) as text,
                      replace(o.html, ${namePlaceholder}, ${escapedHtml(sql`u.first_name`)}) as html,
                      o.headers, o.dedupe_key
                    from offered o
                    join emailed e on e.token_hash = o.token_hash
                    join users u on u.id = o.user_id`,
              )}`;
      // Prepared: one statement per number of notifications and emails, planned once per
      // connection (planning this statement costs more than running it).
      return runPrepared<NotificationRow>(
        db,
        sql`with stored as (
              ${insertNotifications(rows)}
              returning *
            )${emails}
            ${selectNotifications(sql`true`, rows.length, sql`stored`)}`,
      );
    },

    /** The email choice each of `userIds` made for `type`; users who made none are missing. */
    async emailChoices(userIds: number[], type: string) {
      if (userIds.length === 0) return new Map<number, boolean>();
      const rows = await db
        .select({ userId: notificationSettings.userId, email: notificationSettings.email })
        .from(notificationSettings)
        .where(
          and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.type, type)),
        );
      return new Map(
        rows.flatMap((row) => (row.email === null ? [] : [[row.userId, row.email] as const])),
      );
    },

    async addUnsubscribeToken(
      tokenHash: string,
      to: { userId: number } | { email: string },
      type: string,
      savedSearchId?: number,
    ) {
      await db.insert(unsubscribeTokens).values({ tokenHash, type, savedSearchId, ...to });
    },

    /**
     * Whom a link stops emails to: a user (and their address now), or an address alone; and the
     * job alert it stops, when it came with one.
     */
    async unsubscribeTarget(tokenHash: string) {
      const [row] = await queryRows<{
        user_id: number | null;
        type: string;
        email: string;
        saved_search_id: number | null;
        alert_name: string | null;
      }>(
        db,
        sql`select t.user_id, t.type, coalesce(u.email, t.email) as email, t.saved_search_id,
                   a.name as alert_name
            from unsubscribe_tokens t
            left join users u on u.id = t.user_id
            left join saved_searches a on a.id = t.saved_search_id
            where t.token_hash = ${tokenHash}`,
      );
      return row ?? null;
    },

    /** Stops (or restarts) one job alert, from a link of its email. */
    async setAlertPaused(savedSearchId: number, paused: boolean) {
      await db.execute(
        sql`update saved_searches set paused = ${paused} where id = ${savedSearchId}`,
      );
    },

    async isSuppressed(email: string, type: string) {
      const [row] = await db
        .select({ type: emailSuppressions.type })
        .from(emailSuppressions)
        .where(
          and(eq(emailSuppressions.email, email.toLowerCase()), eq(emailSuppressions.type, type)),
        );
      return row !== undefined;
    },

    async setSuppressed(email: string, type: string, suppressed: boolean) {
      const address = email.toLowerCase();
      if (suppressed)
        await db.insert(emailSuppressions).values({ email: address, type }).onConflictDoNothing();
      else
        await db
          .delete(emailSuppressions)
          .where(and(eq(emailSuppressions.email, address), eq(emailSuppressions.type, type)));
    },

    async setInvitationStatus(
      invitationId: number,
      candidateId: number,
      status: 'accepted' | 'declined',
    ) {
      const [row] = await db
        .update(candidateInvites)
        .set({ status, respondedAt: new Date() })
        .where(
          and(eq(candidateInvites.id, invitationId), eq(candidateInvites.candidateId, candidateId)),
        )
        .returning({
          id: candidateInvites.id,
          jobId: candidateInvites.jobId,
          status: candidateInvites.status,
        });
      return row ?? null;
    },

    /** An agent who applies to a job they were invited to has accepted the invitation. */
    async acceptInvitationsOf(jobId: number, candidateId: number) {
      await db
        .update(candidateInvites)
        .set({ status: 'accepted', respondedAt: new Date() })
        .where(
          and(
            eq(candidateInvites.jobId, jobId),
            eq(candidateInvites.candidateId, candidateId),
            sql`${candidateInvites.status} <> 'accepted'`,
          ),
        );
    },

    /**
     * Open listings that end within `days` and were not yet reminded of that end. The reminder
     * row is written in the same statement, so two processes running the reminder share the jobs.
     */
    claimExpiringJobs(days: number, limit: number) {
      return queryRows<{
        job_id: number;
        title: string;
        company_id: number;
        expires_at: Date | string;
      }>(
        db,
        sql`with due as (
              select j.id, j.expires_at from jobs j
              where j.status = 'open' and j.expires_at > now()
                and j.expires_at <= now() + make_interval(days => ${days})
                and not exists (select 1 from job_expiry_reminders r
                                where r.job_id = j.id and r.expires_at = j.expires_at)
              order by j.expires_at
              limit ${limit}
            ), claimed as (
              insert into job_expiry_reminders (job_id, expires_at)
              select id, expires_at from due
              on conflict do nothing
              returning job_id
            )
            select j.id as job_id, j.title, j.company_id, j.expires_at
            from jobs j join claimed c on c.job_id = j.id`,
      );
    },

    /** Company members who hear about the company's jobs (owners and admins). */
    async companyManagers(companyId: number) {
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`select user_id from team_memberships where company_id = ${companyId} and role in ('owner', 'admin')`,
      );
      return rows.map((row) => row.user_id);
    },

    async userIdByEmail(email: string) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from users where lower(email) = lower(${email})`,
      );
      return row?.id ?? null;
    },

    async emailsOf(userIds: number[]) {
      if (userIds.length === 0) return [];
      return queryRows<{ id: number; email: string; first_name: string; last_name: string }>(
        db,
        sql`select id, email, first_name, last_name from users where id in ${userIds}`,
      );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
