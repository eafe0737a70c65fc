import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { outbox } from '~/db/schema'
import { wakeOn } from '~/lib/worker-wake.server'
import { openTestDatabase } from '../../../tests/support/database'
import { INVITATION_SUBJECT, workspaceMail, workspaceNotification } from './mail.server'

describe('workspace e-mails', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(() => database.close())

  it('are queued in the outbox with the transaction, names shown as text, and wake the worker after it', async () => {
    let wakes = 0
    const stopWaking = wakeOn(database.db, 'outbox', () => void wakes++)
    const mail = workspaceMail({ config: { baseUrl: 'https://calc.example' } as never })
    await database.db.transaction(async (tx) => {
      await mail.invitation(tx, {
        email: 'new@example.com',
        token: 'tok',
        role: 'approver',
        workspaceName: '<img src=x onerror=alert(1)>\nBcc: victim@example.com',
        invitedBy: 'owner@cu.example',
      })
      expect(wakes).toBe(0)
    })
    stopWaking()
    expect(wakes).toBe(1)
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, workspaceNotification.name))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('pending')
    const invitation = workspaceNotification.render(
      workspaceNotification.payload.parse(rows[0]!.payload),
      {} as never,
    )
    expect(invitation.to).toBe('new@example.com')
    expect(invitation.subject).not.toMatch(/[\r\n]/)
    expect(invitation.html).not.toContain('<img')
    expect(invitation.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(invitation.text).not.toMatch(/^Bcc:/m)
    expect(invitation.text).toContain('https://calc.example/workspace/invitations/tok')
    // The invitee learns who invited them and to which company in the body; the subject is ours alone.
    expect(invitation.subject).toBe(INVITATION_SUBJECT)
    expect(invitation.text).toContain('owner@cu.example invited you to join the workspace of')
  })

  it('leave nothing in the outbox when the transaction is rolled back', async () => {
    const mail = workspaceMail({ config: { baseUrl: 'https://calc.example' } as never })
    const before = await database.db.select().from(outbox)
    await expect(
      database.db.transaction(async (tx) => {
        await mail.invitation(tx, {
          email: 'x@example.com',
          token: 't2',
          role: 'editor',
          workspaceName: 'W',
          invitedBy: 'o@example.com',
        })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await database.db.select().from(outbox)).toHaveLength(before.length)
  })
})
