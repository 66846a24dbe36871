import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps credentials in addresses out of the logs', () => {
    expect(redactUrl('/api/work-orders/calendar.ics?token=abc123')).toBe(
      '/api/work-orders/calendar.ics?token=[redacted]',
    );
    expect(redactUrl('/ws/fieldagencyuser/?x=1&token=abc#top')).toBe(
      '/ws/fieldagencyuser/?x=1&token=[redacted]#top',
    );
    expect(redactUrl('/api/unsubscribe/secret-token/undo/')).toBe(
      '/api/unsubscribe/[redacted]/undo/',
    );
    expect(redactUrl('/api/jobs/?keyword=roof')).toBe('/api/jobs/?keyword=roof');
  });
});
