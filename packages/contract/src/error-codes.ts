/**
 * The codes and fixed details of the API's errors, apart from their schemas so the web app reads
 * them without loading the schema library.
 */
export const ERROR_CODES = {
  validation: 'validation_error',
  csrf: 'csrf_failed',
  notAuthenticated: 'not_authenticated',
  permissionDenied: 'permission_denied',
  emailNotVerified: 'email_not_verified',
  notFound: 'not_found',
  conflict: 'conflict',
  paymentRequired: 'payment_required',
  tooLarge: 'payload_too_large',
  bodyTooLarge: 'body_too_large',
  rateLimited: 'rate_limited',
  overloaded: 'overloaded',
  unavailable: 'unavailable',
  badRequest: 'bad_request',
  invalidCredentials: 'invalid_credentials',
  invalidToken: 'invalid_token',
  codeMismatch: 'code_mismatch',
  accountSuspended: 'account_suspended',
  idempotencyKeyReused: 'idempotency_key_reused',
  server: 'server_error',
} as const;

export const EMAIL_NOT_VERIFIED_DETAIL = 'Verify your email address first.';
export const CSRF_FAILED_DETAIL = 'CSRF Failed: CSRF token missing or incorrect.';
export const IDEMPOTENCY_KEY_REUSED_DETAIL =
  'This Idempotency-Key was already used for another request. Send a new key with each new request; resend a key only with the same request.';
export const DATABASE_UNAVAILABLE_DETAIL =
  'Fieldhire cannot reach its records right now. Please try again in a moment.';
