import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import * as schema from '~/db/schema'
import { signingSecrets } from '~/lib/webhooks/signing.server'

const migrations = path.resolve('drizzle')

/** The migrations folder as it was before `tag`. */
function migrationsBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-migrations-'))
  fs.mkdirSync(path.join(dir, 'meta'))
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  )
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries)
    fs.copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`))
  return dir
}

let client: PGlite
let db: Db

// Both migrations run in the set-up: on PGlite each is seconds of work on a busy machine.
beforeAll(async () => {
  client = await PGlite.create('memory://')
  db = drizzle({ client, schema }) as unknown as Db
  await migrate(db as never, { migrationsFolder: migrationsBefore('0014_webhook-fairness') })
  await client.exec(`
    insert into workspaces (id, name) values ('00000000-0000-4000-8000-000000000001', 'Alpha Bank');
    insert into webhook_endpoints (workspace_id, url, secret, previous_secret, previous_secret_expires_at)
    values
      ('00000000-0000-4000-8000-000000000001', 'https://a.example/x', 'whsec_new', 'whsec_old',
        now() + interval '3 hours'),
      ('00000000-0000-4000-8000-000000000001', 'https://b.example/x', 'whsec_now', 'whsec_gone',
        now() - interval '1 hour'),
      ('00000000-0000-4000-8000-000000000001', 'https://c.example/x', 'whsec_only', null, null);`)
  await migrate(db as never, { migrationsFolder: migrations })
})
afterAll(() => client?.close())

test('an old secret still within its 24 h after a rotation keeps signing once the secrets are a list', async () => {
  const rows = await db.select().from(schema.webhookEndpoints).orderBy(schema.webhookEndpoints.url)
  const now = new Date()
  expect(rows.map((row) => signingSecrets(row, now))).toEqual([
    ['whsec_new', 'whsec_old'],
    ['whsec_now'],
    ['whsec_only'],
  ])
  const overlap = new Date(rows[0]!.retiredSecrets[0]!.expiresAt).getTime() - now.getTime()
  expect(overlap).toBeGreaterThan(2.9 * 3600_000)
  expect(overlap).toBeLessThanOrEqual(3 * 3600_000)
})
