import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'vite/**/*.test.ts',
      'bench/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['./tests/setup/database-templates.ts'],
    // Files share a worker's loaded modules instead of importing the app again each (decision 0042): 166 files
    // spent 224 s importing under isolation. Each file opens its own database and services, and the setup
    // file restores real timers after every file.
    isolate: false,
    // Vitest's default on two cores is one worker (cores − 1), so every file's waits (its databases' set-up,
    // PostgreSQL's answers, servers, mail and webhook round trips) passed one after another: 1,134–1,262 s of
    // wall time for 386 s of CPU. Three workers overlap those waits (docs/testing.md); VITEST_MAX_WORKERS
    // overrides it (`tests/run-all.ts` passes none).
    maxWorkers: 3,
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
