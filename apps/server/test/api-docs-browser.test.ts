import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let app: FastifyInstance;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  ({ app } = await createTestApp());
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('API documentation page', () => {
  it('renders the Swagger UI in a browser with no content security policy errors', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${origin}/api/docs`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.locator('.opblock-summary-path').count(), { timeout: 20_000 })
      .toBeGreaterThan(10);
    expect(await page.locator('.swagger-ui .info .title').innerText()).toContain('Fieldhire API');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
