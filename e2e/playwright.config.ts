import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Each run writes its traces to a folder of its own, so runs side by side do not collide.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI machines are shared and small (two cores): a screen that takes 9 s instead of 3 there is
  // slow, not wrong, so waits are doubled under CI.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.SW_RESULTS_DIR
    ? [
        ['list'],
        [
          'json',
          {
            outputFile: `${process.env.SW_RESULTS_DIR}/${process.env.E2E_REPORT_NAME ?? 'playwright'}.json`,
          },
        ],
      ]
    : [['list']],
  use: {
    baseURL,
    // As a person who asked for less motion: no transition to wait out before a click (the theme
    // respects it), and no animation drawn while a journey waits.
    reducedMotion: 'reduce',
    // Recording a trace (a snapshot of the page at every step, and a screencast) took a third of
    // the browser's time; under CI only a retried journey records one, the run of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The compiled API when the runner built one (scripts/e2e.mjs), the sources otherwise.
    command: process.env.E2E_API_BUNDLE
      ? `node --enable-source-maps ${process.env.E2E_API_BUNDLE}`
      : 'node --import tsx ../apps/api/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The seller-webhooks journey's receiver listens on 127.0.0.1.
      WEBHOOKS_ALLOW_LOCAL_URLS: 'true',
      // Journeys sign in far more often than a person does.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
