import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '~': new URL('./app', import.meta.url).pathname,
      // Written by the client build in production (vite/islands.ts); a stand-in here.
      'virtual:island-assets': new URL('./tests/support/island-assets.ts', import.meta.url).pathname,
    },
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
    // Two workers on CI's two cores: the files mostly wait (a clean-clone run with one used 291 s of CPU in
    // 982 s), so two overlap those waits. Three beside the end-to-end suite starved both: a run on 2026-11-28
    // had eight integration files time out in their set-up that pass alone (docs/testing.md).
    maxWorkers: 2,
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
