import { MESSAGES } from '@fieldhire/contract/constants';
import { ERROR_CODES } from '@fieldhire/contract/error-codes';
import { ApiRequestError } from './api-client';

const FALLBACK = 'Something went wrong. Please try again.';

/** An error the browser side raises with a sentence written for the user. */
export class UserFacingError extends Error {}

/** Whether the server refused the request until the viewer verifies their email address. */
export const refusedUntilVerified = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ERROR_CODES.emailNotVerified;

/** A sentence to show the user for any error thrown by the api client (or anything else). */
export function errorMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  if (!(error instanceof ApiRequestError)) return FALLBACK;
  if (error.status === 0) return MESSAGES.noResponse;
  if (error.detail) return error.detail;
  if (error.status >= 500) return 'The server had a problem. Please try again in a moment.';
  return FALLBACK;
}
