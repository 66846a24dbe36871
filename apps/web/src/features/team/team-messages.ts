import { MESSAGES } from '@fieldhire/contract/constants';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/** The spec's texts for a failed team update: permission, the server's reason, or a server fault. */
export function teamUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401 || error.status === 403) return MESSAGES.permissionDenied;
    if (error.status === 400)
      return (
        error.detail ?? (typeof error.data === 'string' ? error.data : MESSAGES.teamServerError)
      );
  }
  return MESSAGES.teamServerError;
}

/** A failed invite shows the server's message. */
export function inviteErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.detail) return error.detail;
  return errorMessage(error);
}
