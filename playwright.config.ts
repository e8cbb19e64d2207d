import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** E2E_PORT lets several runs share a machine; each port gets its own data and build. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const CI = Boolean(process.env.CI);
// Playwright cannot download browsers on these machines; Debian's chromium works.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

const CHROMIUM = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};
const SLOW_DEVICE_SPECS = /slow-device\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Two files at a time: the server mostly waits on the database and each browser on the
  // other, so two workers finish the suite in about two thirds of the time of one (CI too).
  workers: 2,
  // The suite shares two cores with the server and Chromium: a busy moment can stall a page for
  // seconds, so CI retries and the budgets leave room; a real failure still fails every try.
  retries: CI ? 2 : 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Tracing every first attempt (DOM snapshots, screencast) costs the browser CPU it lacks here.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: CHROMIUM,
      // The slow device's flows run throttled, in their own project only.
      testIgnore: SLOW_DEVICE_SPECS,
    },
    {
      // A slow tablet: CPU 4× slower and Fast 3G, applied by e2e/support/slow-device.ts.
      name: "slow device",
      use: CHROMIUM,
      testMatch: SLOW_DEVICE_SPECS,
    },
  ],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/api/health`,
    // The first run builds the app and initialises the embedded database.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(PORT) },
  },
});
