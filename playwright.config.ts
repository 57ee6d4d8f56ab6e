import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive the system Chromium (never a downloaded browser) against the real
 * server and the built files; each test file starts its own server on a fresh data directory.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A file's tests run in order; files run side by side, one worker (and server) per core.
  fullyParallel: false,
  workers: availableParallelism(),
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Chromium's background services try to reach the internet, which this machine refuses.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A trace records the screen and the page after every step, which cost CI a good part of
    // its time, and a CI machine keeps no files: there, the failure's message and the page's
    // accessibility tree (error-context.md, which .ci/run prints) say what went wrong.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
});
