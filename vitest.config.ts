import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so unit tests do not load the React Router plugin.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/api/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // Prepares a migrated PGlite folder once (cached between runs) for the API tests to copy.
    globalSetup: ["./tests/api/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
