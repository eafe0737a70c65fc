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
      'tests/integration/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['./tests/setup/database-templates.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
