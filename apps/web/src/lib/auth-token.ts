import { AUTH_COOKIE } from '@fieldhire/contract/session';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export function getAuthToken() {
  return readCookie(AUTH_COOKIE);
}

/** `expires` is the ISO time the server returned with the token. */
export function storeAuthToken(token: string, expires: string) {
  writeCookie(AUTH_COOKIE, token, { expires: new Date(expires) });
}

export function clearAuthToken() {
  deleteCookie(AUTH_COOKIE);
}
