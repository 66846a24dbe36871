import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('page paths', () => {
  it('knows the pages, with any value in a parameter and with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/jobs',
      '/jobs/',
      '/jobs/42',
      '/employer/jobs/7/edit',
      '/companies/Nw==',
      '/work',
      '/work/calendar',
      '/work-orders/12',
      '/employer/work',
      '/employer/developers',
    ])
      expect(isPagePath(path), path).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of [
      '/nope',
      '/jobs/42/apply',
      '/employer',
      '/about/us',
      '/favicon.png',
      '/work/12',
      '/work-orders',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});
