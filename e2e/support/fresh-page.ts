import { type BrowserContextOptions, test as base, type Page } from "@playwright/test";

/**
 * A page in a browser context of its own (a second person), closed when the test ends.
 * Contexts from browser.newContext() outlive their test otherwise: with one worker they kept
 * live pages streaming and rendering through every later spec, starving the machine's CPU.
 */
export const test = base.extend<{ freshPage: (options?: BrowserContextOptions) => Promise<Page> }>({
  freshPage: async ({ browser }, use) => {
    const opened: Array<{ close: () => Promise<void> }> = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect } from "@playwright/test";
