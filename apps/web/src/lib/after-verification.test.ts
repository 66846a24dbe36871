import { describe, expect, it } from 'vitest';
import {
  forgetPageAfterVerification,
  pageAfterVerification,
  rememberForAfterVerification,
} from './after-verification';

const DAY = 24 * 60 * 60_000;

describe('the page after verification', () => {
  it('is the page remembered within a day, else home', () => {
    expect(pageAfterVerification()).toBe('/');
    rememberForAfterVerification('/jobs/1430');
    expect(pageAfterVerification()).toBe('/jobs/1430');
    expect(pageAfterVerification(Date.now() + DAY + 1)).toBe('/');
    forgetPageAfterVerification();
    expect(pageAfterVerification()).toBe('/');
  });

  it('is never another site, nor what a stranger wrote into the storage', () => {
    rememberForAfterVerification('//evil.example/');
    expect(pageAfterVerification()).toBe('/');
    localStorage.setItem('fieldhire.after-verification', '{not json');
    expect(pageAfterVerification()).toBe('/');
    localStorage.setItem('fieldhire.after-verification', '{"path":"/jobs/3"}');
    expect(pageAfterVerification()).toBe('/');
  });
});
