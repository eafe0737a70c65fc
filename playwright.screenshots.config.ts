import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// `npm run screenshots`: the client side at 1280×800 and 390×844, into screenshots/ (git ignores it), to look at.
export default defineConfig({
  ...base,
  testDir: './tests/screenshots',
  testMatch: '**/*.screens.ts',
  workers: 1,
  projects: base.projects!.filter((project) => project.name === 'pglite'),
  webServer: [base.webServer]
    .flat()
    .slice(0, 1)
    .filter((server) => server !== undefined),
})
