import { describe, expect, it } from 'vitest';
import { clearAuthToken, getAuthToken, storeAuthToken } from './auth-token';
import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('writes, reads and deletes a cookie', () => {
    writeCookie('greeting', 'hello world; and more');
    expect(readCookie('greeting')).toBe('hello world; and more');
    deleteCookie('greeting');
    expect(readCookie('greeting')).toBeNull();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    writeCookie('csrftoken', 'c');
    expect(readCookie('token')).toBeNull();
  });

  it('stores the auth token until the server expiry', () => {
    storeAuthToken('b'.repeat(40), new Date(Date.now() + 86_400_000).toISOString());
    expect(getAuthToken()).toBe('b'.repeat(40));
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
  });

  it('forgets an auth token whose expiry has passed', () => {
    storeAuthToken('c'.repeat(40), new Date(Date.now() - 1000).toISOString());
    expect(getAuthToken()).toBeNull();
  });
});
