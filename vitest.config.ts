import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Three projects: pure rules, the server against a real database, and React components. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: "domain", include: ["tests/domain/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["tests/app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/app/setup.ts"],
        },
      },
    ],
  },
});
