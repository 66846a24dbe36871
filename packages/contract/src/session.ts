export const AUTH_COOKIE = 'token';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const TOKEN_TTL_DAYS = 14;

/** The spec's email verification result: 2 verified, 0 unknown or expired link (401), 1 code mismatch (400). */
export const VERIFY_RESULT = { success: 2, expired: 0, mismatch: 1 } as const;
export type VerifyResult = (typeof VERIFY_RESULT)[keyof typeof VERIFY_RESULT];
