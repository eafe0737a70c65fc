import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, test } from 'vitest'
import { listMessages } from '~/lib/admin/messages.server'
import { contactNotification } from '~/lib/contact/notify.server'
import { rowsOf } from '~/lib/rate-limit.server'
import type { Db } from '~/db/client.server'
import * as schema from '~/db/schema'

const migrations = path.resolve('drizzle')

/** The migrations folder as it was before the outbox: the first migration only. */
function firstMigrationOnly() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-migrations-'))
  fs.mkdirSync(path.join(dir, 'meta'))
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const first = journal.entries[0]!
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: [first] }))
  fs.copyFileSync(path.join(migrations, `${first.tag}.sql`), path.join(dir, `${first.tag}.sql`))
  return dir
}

// A fresh PGlite running every migration, not a database template: 58 s at load 13 (ci12), so three minutes.
test(
  'contact notifications written before the outbox keep their status and are sent as they were',
  {
    timeout: 180_000,
  },
  async () => {
    const client = await PGlite.create('memory://')
    const db = drizzle({ client, schema }) as unknown as Db
    try {
      await migrate(db as never, { migrationsFolder: firstMigrationOnly() })
      await client.exec(`
      insert into contact_messages (id, created_at, first_name, last_name, email, company, message) values
        ('00000000-0000-4000-8000-000000000001', '2025-07-01T12:00:00Z', 'Sent', 'One', 's@example.com', null, 'Already e-mailed'),
        ('00000000-0000-4000-8000-000000000002', '2025-07-01T12:01:00Z', 'Failed', 'Two', 'f@example.com', 'ACME', 'Gave up');
      insert into contact_notifications (message_id, status, attempts, last_error) values
        ('00000000-0000-4000-8000-000000000001', 'sent', 1, null),
        ('00000000-0000-4000-8000-000000000002', 'failed', 10, 'SMTP 550');`)

      await migrate(db as never, { migrationsFolder: migrations })

      const { messages } = await listMessages(db)
      expect(
        messages.map((m) => [m.email, m.notificationStatus, m.notificationAttempts, m.notificationError]),
      ).toEqual([
        ['f@example.com', 'failed', 10, 'SMTP 550'],
        ['s@example.com', 'sent', 1, null],
      ])
      const [row] = rowsOf<{ payload: unknown }>(
        await db.execute(`select payload from outbox where ref = '00000000-0000-4000-8000-000000000002'`),
      )
      const mail = contactNotification.render(contactNotification.payload.parse(row!.payload), {
        config: { contactTo: 'owner@example.com' } as never,
      })
      expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'New contact message' })
      expect(mail.text).toContain('Received: 2025-07-01T12:01:00.000Z')
      expect(mail.text).toContain('Company: ACME')
    } finally {
      await client.close()
    }
  },
)
