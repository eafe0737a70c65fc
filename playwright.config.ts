import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import pg from 'pg'
import { freePort } from './tests/support/ports'

// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort())
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-e2e-'))
// Every server sends its e-mail over SMTP to the sink the global setup starts on this port (smtp-sink.ts).
process.env.E2E_SMTP_PORT ??= String(await freePort())
process.env.EMBED_SHARED_MAX_AGE ??= '2'
// The DNS server on loopback the global setup starts; specs publish TXT records as files in its folder.
process.env.E2E_DNS_PORT ??= String(await freePort())
process.env.E2E_DNS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-e2e-dns-'))
// The OpenID provider sso.spec.ts starts on loopback, one per server (decision 0056): the servers trust both.
process.env.E2E_OIDC_PORT ??= String(await freePort())
process.env.E2E_PG_OIDC_PORT ??= String(await freePort())
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`

// With TEST_DATABASE_URL the journeys tagged @postgres run a second time against a server on PostgreSQL, in a
// database created for this run (dropped by the global teardown): those whose server work differs there (the
// outbox and webhook claims, approvals and rates under row locks, LISTEN/NOTIFY cache invalidation, the usage
// counters). Pages that read no database, or only as PGlite does, run once (decision 0042). Both servers share
// DATA_DIR and one SMTP sink, so one outbox folder.
const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (postgres) {
  process.env.E2E_PG_PORT ??= String(await freePort())
  process.env.E2E_PG_DATABASE_URL ??= await createRunDatabase(process.env.TEST_DATABASE_URL!)
}
const pgBaseURL = `http://localhost:${process.env.E2E_PG_PORT}`

// Debian's headless shell of the same Chromium (package chromium-headless-shell, decision 0097): the suite runs in
// half the time of the full browser's headless mode, with every test passing in both.
// E2E_CHROMIUM_BIN=/usr/bin/chromium runs it in the full browser; a machine without the shell falls back to it.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const e2eChromium =
  process.env.E2E_CHROMIUM_BIN ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

function serverEnv(serverPort: number, origin: string, databaseUrl?: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    BASE_URL: origin,
    DATA_DIR: process.env.E2E_DATA_DIR!,
    ADMIN_EMAILS:
      'owner@brightline-e2e.test,owner-repeat-1@brightline-e2e.test,owner-repeat-2@brightline-e2e.test,owner-repeat-3@brightline-e2e.test,owner-repeat-4@brightline-e2e.test,layout-admin@brightline-e2e.test,builder-admin@brightline-e2e.test,specialty-admin@brightline-e2e.test,ledger-admin@brightline-e2e.test,pages-admin@brightline-e2e.test,accounts-admin@brightline-e2e.test,share-admin@brightline-e2e.test,phones-admin@brightline-e2e.test,billing-admin@brightline-e2e.test',
    CONTACT_TO: 'owner@brightline-e2e.test',
    RATE_LIMIT_CONTACT: '1000',
    RATE_LIMIT_AUTH: '1000',
    // Every spec's leads come from 127.0.0.1: the per-address limit (5 a minute) is tested in leads-api tests.
    RATE_LIMIT_LEADS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    BUILD_DIR: process.env.BUILD_DIR || 'build',
    // A browser revalidates a published embed each time; a shared cache keeps it for seconds, not minutes
    // (embed-cache.spec.ts waits for a new publish to show through nginx).
    EMBED_MAX_AGE: '0',
    EMBED_SHARED_MAX_AGE: process.env.EMBED_SHARED_MAX_AGE!,
    DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
    SSO_IDP_ORIGINS: `http://127.0.0.1:${process.env.E2E_OIDC_PORT},http://127.0.0.1:${process.env.E2E_PG_OIDC_PORT}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
}

function webServer(serverPort: number, origin: string, databaseUrl?: string) {
  return {
    command: 'node server.js',
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000, // a cold start builds PGlite and migrates: past 60 s on a loaded 2-core machine
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: serverEnv(serverPort, origin, databaseUrl),
  }
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two browsers at once. Three were tried (2026-11-29): the suite took 1,367 s instead of 943–1,040 and
  // Vitest beside it twice as long; the cores are not idle enough. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A page with a calculator frame, hydrated and scanned by axe, takes ~11 s on a quiet machine and passed
  // 30 s on a busy 2-core one (load 16), and a page's journey through the registry's calculators 53 s (load 18):
  // the limit is for hangs, not for speed.
  timeout: 120_000,
  // A web-first assertion waits for what the user would see: 7 s was passed on a loaded 2-core CI machine by a
  // signed receipt's page and a two-factor sign-in (its server shared with the other worker's journey).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    // An action waits for its element this long, then fails naming it: a missing field (the Brand page's
    // sending domain once, after a merge) held a whole walk until its 8-minute limit instead.
    actionTimeout: 60_000,
    // Recording a trace of every test (to keep the failing ones') cost a fifth of the suite's CPU time
    // (decision 0042): off unless E2E_TRACE=1; a failure still leaves its screenshot and error context.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  globalSetup: './tests/e2e/smtp-sink.ts',
  globalTeardown: postgres ? './tests/e2e/drop-run-database.ts' : undefined,
  projects: [
    { name: 'pglite', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL } },
    ...(postgres
      ? [
          {
            name: 'postgres',
            grep: /@postgres/,
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: pgBaseURL },
          },
        ]
      : []),
  ],
  webServer: [
    webServer(port, baseURL),
    ...(postgres
      ? [webServer(Number(process.env.E2E_PG_PORT), pgBaseURL, process.env.E2E_PG_DATABASE_URL)]
      : []),
  ],
})

async function createRunDatabase(serverUrl: string) {
  const name = `brightline_e2e_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
