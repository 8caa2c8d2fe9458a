import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";

// One production server per test run, on a free-ish port, with its own embedded database folder.
// Set once here: worker processes inherit the environment.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 18000));
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= `/tmp/millennial-life-e2e-${port}`;
const baseURL = `http://localhost:${port}`;
// The stand-in analytics server (tests/e2e/analytics-stand-in.ts) listens here when a test starts
// it; the site is configured with test ids and loads the vendors' scripts from it after consent.
process.env.E2E_ANALYTICS_PORT ??= String(20000 + Math.floor(Math.random() * 18000));
// The e2e server's first admin (test-only values; the real site sets its own through the environment).
export const E2E_ADMIN = { username: "e2e-owner", password: "e2e only password, never production" };
export const ANALYTICS_IDS = { GA_MEASUREMENT_ID: "G-E2ETEST", GTM_ID: "GTM-E2ETEST", CLARITY_PROJECT_ID: "e2etest" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per CPU (two at least: the server and the browsers share the machine), at most six.
  workers: Math.min(6, Math.max(2, os.availableParallelism())),
  // On CI a test that fails once is run once more and, if it passes, reported as "flaky" in the
  // output, not hidden: a scheduling hiccup on a shared 2-CPU machine must not throw away a whole
  // landing, and a flaky report is still a bug to fix. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.after-all\.spec\.ts$/ },
    // Tests that change what every page shows (a photo in place of a portrait) run once the rest
    // are done, so no other test meets the site mid-change.
    { name: "site-wide changes", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: /\.after-all\.spec\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: `rm -rf ${process.env.E2E_DATA_DIR} && node scripts/start.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Every browser test posts from 127.0.0.1: the per-IP lead limits would turn later posts into 429s.
      RATE_LIMIT_ENABLED: "false",
      E2E: "1",
      ...ANALYTICS_IDS,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ANALYTICS_SCRIPT_ORIGIN: `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`,
    },
  },
});
