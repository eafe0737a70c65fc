import fs from 'node:fs'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, outbox } from '~/db/schema'
import { action as privacyAction } from '~/routes/workspace/privacy'
import { databaseKinds } from '../support/database'
import { postLead, publishLoan, setUpLeads, visitor, type LeadsWorld } from './leads-support'
import { act } from './workspace-support'

/*
 * A person's erasure on a server without SMTP (`npm start`'s file outbox, issue 43 §5): the .eml copies of
 * her lead's e-mails leave the outbox folder with their rows; another person's stay. Before, the folder kept
 * every mail written to it, named by no row.
 */
describe.each(databaseKinds)('erasure and the file outbox on %s', (kind) => {
  let world: LeadsWorld
  const folder = () => path.join(world.services.config.dataDir, 'outbox')
  const files = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()) : [])
  // A lead's e-mails are its outbox rows of kind "lead", each ref "<lead id>:<recipient>".
  const leadMailIds = async (email: string) =>
    (
      await world.services.db
        .select({ id: outbox.id })
        .from(outbox)
        .innerJoin(leads, sql`split_part(${outbox.ref}, ':', 1) = ${leads.id}::text`)
        .where(and(eq(outbox.kind, 'lead'), eq(leads.email, email)))
    ).map((row) => row.id)

  beforeAll(async () => {
    world = await setUpLeads(kind, { SMTP_URL: '' })
    await publishLoan(world)
  })
  afterAll(() => world?.close())

  it('deletes the erased person’s mail files and keeps everyone else’s', async () => {
    const { services, a, cookies } = world
    for (const email of ['mara@home.example', 'otto@home.example'])
      expect((await postLead(services, a.publicId, { ...visitor, email })).status).toBe(201)
    const mara = await leadMailIds('mara@home.example')
    const otto = await leadMailIds('otto@home.example')
    expect(mara.length).toBeGreaterThan(0)
    // The worker has written every one of them (a real condition: the rows say sent).
    await expect
      .poll(
        async () =>
          (
            await services.db
              .select({ id: outbox.id })
              .from(outbox)
              .where(and(inArray(outbox.id, [...mara, ...otto]), eq(outbox.status, 'sent')))
          ).length,
        { timeout: 60_000 },
      )
      .toBe(mara.length + otto.length)
    const named = (ids: string[]) => files().filter((file) => ids.some((id) => file.endsWith(`-${id}.eml`)))
    expect(named(mara)).toHaveLength(mara.length)

    const erased = await act(
      services,
      privacyAction,
      `/workspace/${a.workspaceId}/privacy`,
      { workspaceId: a.workspaceId },
      { intent: 'erase', email: 'mara@home.example', confirm: 'on' },
      cookies.alice,
    )
    expect(erased.status).toBe(200)
    expect(named(mara)).toEqual([])
    expect(named(otto)).toHaveLength(otto.length)
  })
})
