import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/mail';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';

const message = {
  name: 'Pat Lee',
  email: 'pat@example.test',
  subject: 'Coverage in rural Vermont',
  message: 'Do you have agents near Montpelier for monthly occupancy checks?',
};

describe('contact', () => {
  it('keeps the message, mails it to the operator and thanks the sender', async () => {
    const { app, db, config } = await createTestApp();
    const client = new ApiClient(app);
    const response = await client.post('/api/contact/', message);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: 'Thanks, we will get back to you.' });
    const [stored] = await db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ email: 'pat@example.test', subject: message.subject });
    const mail = await createOutboxRepository(db).latestFor(config.operatorEmail);
    expect(mail?.text).toContain('Montpelier');

    const bad = await client.post('/api/contact/', { ...message, email: 'nope', message: 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'message']);
    const noCsrf = await app.inject({ method: 'POST', url: '/api/contact/', payload: message });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('limits how often one address can write', async () => {
    const { app } = await createTestApp({ RATE_LIMITS: 'true' });
    const client = new ApiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await client.post('/api/contact/', message)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await client.post('/api/contact/', message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
