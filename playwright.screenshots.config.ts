import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// `npm run screenshots`: the client side at 1280×800 and 390×844, into screenshots/ (git ignores it), to look at.
export default defineConfig({
  ...base,
  testDir: './tests/screenshots',
  testMatch: '**/*.screens.ts',
  workers: 1,
  // The pictures come from the full browser a visitor uses, not the test suite's headless shell (decision 0097).
  use: { ...base.use, launchOptions: { ...base.use?.launchOptions, executablePath: '/usr/bin/chromium' } },
  projects: base.projects!.filter((project) => project.name === 'pglite'),
  webServer: [base.webServer]
    .flat()
    .slice(0, 1)
    .filter((server) => server !== undefined),
})
