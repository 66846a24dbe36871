import {
  defaultEmailSetting,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type MarkReadBody,
  type Notification,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type NotificationType,
  type NotificationsQuery,
} from '@fieldhire/contract/notifications';
import type { Database } from '../../db/database';
import { requireCandidate, type Viewer } from '../../platform/auth';
import { randomToken, sha256 } from '../../platform/crypto';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import {
  actionEmail,
  jobAlertLabel,
  unsubscribeLinks,
  type Unsubscribe,
} from '../../platform/mail/templates';
import { toNotification } from './notification-mapper';
import { createNotificationsRepository, type OfferedEmail } from './notifications.repository';

/** One notification for each of `userIds`, and its email to those who want it. */
export interface NotificationDraft {
  userIds: number[];
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  actorId: number | null;
  invitationId?: number;
  /** False: the producer sends its own email (an invitation with its accept link). */
  sendEmail?: boolean;
  /** The email's button; the notification's link is its target. */
  emailAction: string;
  /** Why the recipient gets it, for the email's footer. */
  emailReason: string;
  /** Makes the email once per key and recipient, whatever retries the producer makes. */
  dedupeKey?: string;
}

/** A notification shown in the app only, to one person. */
export interface InAppDraft {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
}

export interface CreatedNotification {
  userId: number;
  notification: Notification;
}

/** What tells a stored notification's draft: its recipient and content. */
const rowKey = (...fields: (string | number)[]) => JSON.stringify(fields);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface NotificationsDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export function createNotificationsService({ db, mailer, publicUrl }: NotificationsDeps) {
  const repository = createNotificationsRepository(db);

  /** The links of an email's unsubscribe token. */
  const linksOf = (
    token: string,
    to: { userId: number } | { email: string },
    type: NotificationType,
  ) =>
    unsubscribeLinks(
      publicUrl,
      token,
      lowerFirst(NOTIFICATION_TYPE_LABELS[type]),
      'userId' in to ? '/settings/notifications' : null,
    );

  async function unsubscribeFor(
    tx: Database,
    to: { userId: number } | { email: string },
    type: NotificationType,
  ): Promise<Unsubscribe> {
    const token = randomToken(24);
    await createNotificationsRepository(tx).addUnsubscribeToken(sha256(token), to, type);
    return linksOf(token, to, type);
  }

  /**
   * Writes the notifications of each draft (and queues their emails) in the caller's transaction,
   * in one statement for them all and their emails; answers each draft's created
   * notifications, for the recipients' sockets once it commits.
   */
  async function createMany(
    tx: Database,
    drafts: NotificationDraft[],
  ): Promise<CreatedNotification[][]> {
    const recipients = drafts.map((draft) => [...new Set(draft.userIds)]);
    // An email for every recipient who may take one, greeting a placeholder the statement
    // replaces with their first name; the statement keeps those of recipients who take it.
    const namePlaceholder = randomToken(12);
    const offers: OfferedEmail[] = [];
    drafts.forEach((draft, index) => {
      if (draft.sendEmail === false) return;
      for (const userId of recipients[index]!) {
        const token = randomToken(24);
        const message = actionEmail({
          to: '',
          subject: draft.title,
          greeting: `Hi ${namePlaceholder},`,
          lines: [draft.body],
          action: { label: draft.emailAction, url: `${publicUrl}${draft.link}` },
          footer: draft.emailReason,
          unsubscribe: linksOf(token, { userId }, draft.type),
        });
        offers.push({
          tokenHash: sha256(token),
          userId,
          type: draft.type,
          emailByDefault: defaultEmailSetting(draft.type),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          dedupeKey: draft.dedupeKey ? `${draft.dedupeKey}:${userId}` : null,
        });
      }
    });
    const rows = await createNotificationsRepository(tx).insertForRecipients(
      drafts.flatMap((draft, index) =>
        recipients[index]!.map((userId) => ({
          userId,
          type: draft.type,
          title: draft.title,
          body: draft.body,
          link: draft.link,
          actorId: draft.actorId,
          invitationId: draft.invitationId ?? null,
        })),
      ),
      offers,
      (messages) => mailer.sendingFrom(messages),
      namePlaceholder,
    );
    // Each stored row goes back to the draft that wrote it (rows alike are interchangeable).
    const shownOf = new Map<string, CreatedNotification[]>();
    for (const row of rows) {
      const key = rowKey(row.user_id, row.type, row.title, row.body, row.link);
      const created = { userId: row.user_id, notification: toNotification(row) };
      shownOf.set(key, [...(shownOf.get(key) ?? []), created]);
    }
    return drafts.map((draft, index) =>
      recipients[index]!.map((userId) =>
        shownOf.get(rowKey(userId, draft.type, draft.title, draft.body, draft.link))!.shift()!,
      ),
    );
  }

  async function settings(userId: number): Promise<NotificationSettings> {
    const rows = await repository.settingsOf(userId);
    const byType = new Map(rows.map((row) => [row.type, row]));
    const email = {} as Record<NotificationType, boolean>;
    const push = {} as Record<NotificationType, boolean>;
    for (const type of NOTIFICATION_TYPES) {
      email[type] = byType.get(type)?.email ?? defaultEmailSetting(type);
      push[type] = byType.get(type)?.push ?? false;
    }
    return { email, push };
  }

  return {
    createMany,

    /** Notifications shown in the app only, each to its own person, stored in one statement. */
    async createInApp(tx: Database, drafts: InAppDraft[]): Promise<CreatedNotification[]> {
      const rows = await createNotificationsRepository(tx).insert(
        drafts.map((draft) => ({ ...draft, actorId: null, invitationId: null })),
      );
      return rows.map((row) => ({ userId: row.user_id, notification: toNotification(row) }));
    },

    /**
     * The unsubscribe links for an email of `type` to a user, or to an address with no account; null
     * when they stopped that kind of email (the user in their settings, the address by its link).
     */
    async unsubscribeUnlessStopped(
      tx: Database,
      to: { userId: number } | { email: string },
      type: NotificationType,
    ) {
      const store = createNotificationsRepository(tx);
      if ('email' in to)
        return (await store.isSuppressed(to.email, type)) ? null : unsubscribeFor(tx, to, type);
      const choices = await store.emailChoices([to.userId], type);
      if (!(choices.get(to.userId) ?? defaultEmailSetting(type))) return null;
      return unsubscribeFor(tx, to, type);
    },

    /** Lookups for subscribers, inside the producer's transaction (PGlite runs one at a time). */
    companyManagers: (tx: Database, companyId: number) =>
      createNotificationsRepository(tx).companyManagers(companyId),
    userWithEmail: (tx: Database, email: string) =>
      createNotificationsRepository(tx).userIdByEmail(email),
    async nameOf(tx: Database, userId: number) {
      const [person] = await createNotificationsRepository(tx).emailsOf([userId]);
      return person ? `${person.first_name} ${person.last_name}`.trim() : 'A field agent';
    },

    async list(viewer: Viewer, query: NotificationsQuery) {
      const [rows, unread] = await Promise.all([
        repository.list(viewer.id, query.before ?? null, query.limit, query.unread === 'true'),
        repository.unreadCount(viewer.id),
      ]);
      return { results: rows.map(toNotification), unread_count: unread };
    },

    unreadCount: (userId: number) => repository.unreadCount(userId),
    unreadCounts: (userIds: number[]) => repository.unreadCounts(userIds),

    async latest(userId: number, limit: number) {
      return (await repository.list(userId, null, limit, false)).map(toNotification);
    },

    async markRead(viewer: Viewer, body: MarkReadBody) {
      await repository.markRead(viewer.id, 'all' in body ? null : body.ids);
      return { unread_count: await repository.unreadCount(viewer.id) };
    },

    settings: (viewer: Viewer) => settings(viewer.id),

    async updateSettings(viewer: Viewer, patch: NotificationSettingsPatch) {
      for (const channel of ['email', 'push'] as const) {
        for (const [type, on] of Object.entries(patch[channel] ?? {})) {
          if (on !== undefined) await repository.setSetting(viewer.id, type, channel, on);
        }
      }
      return settings(viewer.id);
    },

    /** Stops (or, with `on`, restarts) the kind of email an unsubscribe link was sent with. */
    async unsubscribe(token: string, on = false) {
      const target = await repository.unsubscribeTarget(sha256(token));
      if (!target) throw notFound('This unsubscribe link is not valid.');
      if (target.saved_search_id !== null)
        await repository.setAlertPaused(target.saved_search_id, !on);
      else if (target.user_id === null)
        await repository.setSuppressed(target.email, target.type, !on);
      else await repository.setSetting(target.user_id, target.type, 'email', on);
      const type = target.type as NotificationType;
      return {
        type,
        label:
          target.alert_name !== null
            ? jobAlertLabel(target.alert_name)
            : lowerFirst(NOTIFICATION_TYPE_LABELS[type]),
        email: target.email,
        has_account: target.user_id !== null,
      };
    },

    async declineInvitation(viewer: Viewer, invitationId: number) {
      requireCandidate(viewer, 'Only field agents answer invitations.');
      const invitation = await repository.setInvitationStatus(invitationId, viewer.id, 'declined');
      if (!invitation) throw notFound('Invitation not found.');
      return {
        invitation: { id: invitation.id, job_id: invitation.jobId, status: 'declined' as const },
      };
    },

    acceptInvitationsOf: (tx: Database, jobId: number, candidateId: number) =>
      createNotificationsRepository(tx).acceptInvitationsOf(jobId, candidateId),

    claimExpiringJobs: (tx: Database, days: number, limit: number) =>
      createNotificationsRepository(tx).claimExpiringJobs(days, limit),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
