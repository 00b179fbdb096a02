import { defineConfig } from '@playwright/test';

const port = 3100;
const dataDir = `.tmp/e2e-data-${Date.now()}`;

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built app,
 * started fresh on an empty data directory.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Journeys sign up from addresses of their own (e2e/fixtures.ts signUpThroughApi).
      TRUST_PROXY: 'true',
      // The journeys' super admin becomes one when signing up (e2e/fixtures.ts SUPER_ADMIN_EMAIL).
      KEEL_SUPER_ADMINS: 'super-admin@example.com',
    },
  },
});
