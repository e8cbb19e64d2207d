import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** Guards against regressions of the first screen (268 KB gzip when set; Chakra alone is 60–90 KB). */
const LOGIN_JS_BUDGET_KB = 300;

// The service worker would precache every chunk in the background and blur the count.
test.use({ serviceWorkers: "block" });

test("the login route's initial JS stays within budget", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js") && url.pathname.startsWith("/assets/")) {
      scripts.add(url.pathname);
    }
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // scripts/e2e-server.ts builds here, one directory per port.
  const port = new URL(test.info().project.use.baseURL ?? "http://localhost:8181").port;
  const dist = join(process.cwd(), ".data-test", `dist-${port}`);
  const gzipBytes = [...scripts].reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length,
    0,
  );
  const kb = gzipBytes / 1024;
  test.info().annotations.push({
    type: "login-js-gzip",
    description: `${kb.toFixed(1)} KB in ${scripts.size} files`,
  });
  console.log(`Login route initial JS: ${kb.toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(kb).toBeLessThan(LOGIN_JS_BUDGET_KB);
});
