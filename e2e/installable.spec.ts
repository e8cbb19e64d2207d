import { expect, test } from "@playwright/test";
import { waitForServiceWorkerControl } from "./support/pwa";

test("Chromium finds the app installable (manifest, icons, service worker)", async ({ page }) => {
  await page.goto("/login");
  await waitForServiceWorkerControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, where Chromium never offers installation.
  const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito");
  expect(errors).toEqual([]);

  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Ticker", display: "standalone", start_url: "/" });
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
  }
});
