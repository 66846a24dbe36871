import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@fieldhire/contract/errors';
import {
  InvitationResponse,
  MarkReadBody,
  NotificationSettings,
  NotificationSettingsPatch,
  NotificationsPage,
  NotificationsQuery,
  UnreadCount,
  UnsubscribeResult,
  UnsubscribeToken,
} from '@fieldhire/contract/notifications';
import { recordId } from '@fieldhire/contract/params';
import { requireViewer } from '../../platform/auth';
import type { EventBus } from '../../platform/events/event-bus';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  events: EventBus;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications, events },
) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; what it says does not matter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/notifications/',
    {
      schema: {
        tags,
        summary: "The viewer's notifications, newest first, with the unread count",
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, ...errors },
      },
    },
    (request) => notifications.list(requireViewer(request), request.query),
  );

  app.post(
    '/api/notifications/read/',
    {
      schema: {
        tags,
        summary: 'Mark notifications read: the given ids, or all',
        body: MarkReadBody,
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const answer = await notifications.markRead(viewer, request.body);
      await events.publish({ type: 'user.changed', userIds: [viewer.id] });
      return answer;
    },
  );

  app.get(
    '/api/notification-settings/',
    {
      schema: {
        tags,
        summary: 'Which notifications the viewer gets by email (and push)',
        response: { 200: NotificationSettings, ...errors },
      },
    },
    (request) => notifications.settings(requireViewer(request)),
  );

  app.patch(
    '/api/notification-settings/',
    {
      schema: {
        tags,
        summary: 'Turn emails (or push) of some notification types on or off',
        body: NotificationSettingsPatch,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    (request) => notifications.updateSettings(requireViewer(request), request.body),
  );

  app.get(
    '/api/unsubscribe/:token/',
    {
      schema: {
        tags,
        summary: 'A person opening the unsubscribe link: sent to the page that confirms it',
        params: UnsubscribeToken,
      },
    },
    (request, reply) => reply.redirect(`/unsubscribe/${request.params.token}`, 303),
  );

  app.post(
    '/api/unsubscribe/:token/',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): stops the kind of email the link came with',
        description: 'No session and no CSRF header: the token in the path is the credential.',
        params: UnsubscribeToken,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    (request) => notifications.unsubscribe(request.params.token),
  );

  app.post(
    '/api/unsubscribe/:token/undo/',
    {
      schema: {
        tags,
        summary: 'Undo an unsubscribe: that kind of email is sent again',
        params: UnsubscribeToken,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    (request) => notifications.unsubscribe(request.params.token, true),
  );

  app.post(
    '/api/invitations/:id/decline/',
    {
      schema: {
        tags,
        summary: 'Decline an invitation to apply to a job (applying accepts it)',
        params: z.object({ id: recordId }),
        response: { 200: InvitationResponse, ...errors },
      },
    },
    (request) => notifications.declineInvitation(requireViewer(request), request.params.id),
  );
};
