import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Public pages arrive rendered by the server and answer input once the app has taken them over
 * (`<html data-app="ready">`). A page opened by URL or reloaded waits for that, as a person waits
 * for a page to finish loading, so no click or keystroke lands on markup the app has not taken yet.
 */
function waitForAppAfterLoads(page: Page) {
  const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

const watch = (context: BrowserContext) => {
  context.on('page', waitForAppAfterLoads);
  return context;
};

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without scripts nothing takes a page over: it is read as the server sent it.
        return options?.javaScriptEnabled === false ? context : watch(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
