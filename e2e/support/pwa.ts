import { expect, type Page } from "@playwright/test";
import { loginAs } from "./auth";
import { DEMO } from "./demo";

/** `ready` can resolve while the worker still activates: wait for control instead. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Signs in as admin and waits for the channel list and for the service worker to control it. */
export async function channelsUnderServiceWorker(page: Page): Promise<void> {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(page.getByText("Match day", { exact: true }).first()).toBeVisible();
  await waitForServiceWorkerControl(page);
}

/** The rows of one store of the app's IndexedDB ("ticker"); none while it cannot be read. */
export const storedRows = (page: Page, store: string) =>
  page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open("ticker");
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
    store,
  );

/**
 * The query cache as the app keeps it on the device (local data's IndexedDB `queryCache`), as
 * JSON; empty while none is stored. What a reload offline will show.
 */
export const persistedQueryCache = async (page: Page): Promise<string> =>
  JSON.stringify(await storedRows(page, "queryCache"));
