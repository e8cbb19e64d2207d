import type { Page } from "@playwright/test";

/** `ready` can resolve while the worker still activates (STACK.md): wait for control instead. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}
