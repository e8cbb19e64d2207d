import type { Page } from "@playwright/test";

/** The editor's own chunk (LazyPostEditor loads it once the page is used, or the composer is). */
export const EDITOR_CHUNK = /\/assets\/PostEditor-[\w-]+\.js$/;

/** Holds every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
