import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { chakraThemeAlias } from "./scripts/chakra-theme-alias";
import { firstScreenStringsPlugin } from "./scripts/first-screen-strings";

/** The server suites run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const serverProject = (
  name: string,
  db: "pglite" | "postgres",
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    env: { TICKER_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker keeps the server's modules from one file to the next: importing them anew for
    // each file was half of the suite's time. Each file still opens its own database and app.
    isolate: false,
  },
});

/** Three projects: pure rules, the server against a real database, and React components. */
export default defineConfig({
  plugins: [react(), firstScreenStringsPlugin(fileURLToPath(new URL(".", import.meta.url)))],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    // Two workers even on two cores: a server file spends most of its time importing and
    // waiting on the database, so one worker leaves a core idle (the default is one fewer than
    // the cores). The component tests get both once the server files are done.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: "domain", include: ["tests/domain/**/*.test.ts"], environment: "node" },
      },
      serverProject("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-pg", "postgres")] : []),
      {
        extends: true,
        test: {
          name: "app",
          include: ["tests/app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/app/setup.ts"],
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A busy two-core machine renders a dialog and its lazy chunks in seconds, not ms.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
