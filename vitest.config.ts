import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure domain rules, web components, engines) and `api` (the real Hono app
 * on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          setupFiles: ['src/web/test/setup.ts'],
          // Generous: CI shares two cores between test workers; no test here measures speed.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
