/**
 * Draws the install icons of apps/web/public/icons from the logo: `node scripts/make-icons.mjs`
 * (needs /usr/bin/chromium). "icon" is the rounded tile of the favicon; "maskable" fills the square
 * and keeps the letter inside the safe zone a phone may crop to a circle.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../apps/web/public/icons', import.meta.url));
const F = 'M10 24V8h12v3.2h-8.4v3.3h7.4v3.2h-7.4V24z';
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#086863"/><path d="${F}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#086863"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${F}" fill="#fff"/></g></svg>`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, svg] of [
  ['icon', any],
  ['maskable', maskable],
]) {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: `${out}/${name}-${size}.png`, omitBackground: true });
    await page.close();
  }
}
const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
await page.setContent(
  `<html><body style="margin:0">${maskable.replace('<svg ', '<svg width="180" height="180" ')}</body></html>`,
);
await page.screenshot({ path: `${out}/apple-touch-icon.png` });
await browser.close();
