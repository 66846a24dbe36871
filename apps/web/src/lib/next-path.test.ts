import { describe, expect, it } from 'vitest';
import { loginPathFrom, nextPath } from './next-path';

describe('nextPath', () => {
  it('keeps a same-site path and falls back for anything else', () => {
    expect(nextPath('/jobs/12?tab=apply')).toBe('/jobs/12?tab=apply');
    expect(nextPath(null, '/dashboard')).toBe('/dashboard');
    expect(nextPath('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(nextPath('/\\evil.example')).toBe('/');
    expect(nextPath('https://evil.example')).toBe('/');
  });
});

describe('loginPathFrom', () => {
  it('comes back to the page the visitor logs in from', () => {
    expect(loginPathFrom({ pathname: '/jobs/12', search: '?ref=alert' })).toBe(
      '/login?next=%2Fjobs%2F12%3Fref%3Dalert',
    );
  });

  it('does not come back to the home page or an account page', () => {
    expect(loginPathFrom({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/login', search: '?next=/saved' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/reset-password/a/b', search: '' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/signup', search: '' })).toBe('/login');
  });
});
