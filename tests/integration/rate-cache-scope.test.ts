import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { archivedStates, calculatorRevisions, calculators } from '~/db/schema'
import { archiveAll, setPageRenderer } from '~/lib/archive/archiver.server'
import { addDays, utcToday } from '~/lib/rate-sheet/rate-sheet'
import { loadPublished } from '~/lib/workspaces/published.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { createEmbedCache } from '../../server/embed-cache'
import { databaseKinds } from '../support/database'
import { createTestServices, noticesHeard, twoInstancesOnPostgres } from '../support/services'
import { editorFields, ratesTab } from './rate-sheet-support'
import { waitFor } from './webhook-support'
import { act, addCalculator, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

/*
 * Issue 35 §1: approving a rate drops the cached embeds of the calculators whose published revision links
 * that rate-sheet entry, and no other: not a calculator of the same workspace linked to another entry, not
 * another tenant's. Seen as an operator sees it, through the embed's ETag: each calculator's revision is
 * renamed behind the application's back, so a dropped copy is rendered again with the new name (a new ETag)
 * and a kept one is not. The clock stands still (Date only), so nothing expires on a slow machine.
 */
type Calc = { workspaceId: string; calculatorId: string; publicId: string }

/** The site's embed cache in front of a stand-in renderer showing the revision's name and rate. */
async function embedServer(services: RunningServices) {
  const embeds = createEmbedCache({ https: false, maxAge: 60, sharedMaxAge: 300, services: () => services })
  const server: Server = createServer((req, res) => {
    if (!embeds.handles(req)) return void res.writeHead(204).end()
    void embeds.serve(req, res).then(async (served) => {
      if (served) return
      const fill = embeds.fillFor(req)!
      const view = await loadPublished(services.db, fill.publicId!)
      const shown =
        view.status === 'published' ? `${view.revision.name} at ${view.revision.defaults.rate}%` : view.status
      await embeds.fill(req, res, new Response(`<html><body><h1>${shown}</h1></body></html>`), 'n0nce')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    async embed(calc: Calc) {
      const response = await fetch(`${base}/embed/c/${calc.publicId}`)
      return { etag: response.headers.get('etag'), html: await response.text() }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Renames the published revision in the database only (no event, no invalidation). */
async function renameBehind(services: RunningServices, calc: Calc, name: string) {
  const [row] = await services.db
    .select({ revisionId: calculators.publishedRevisionId })
    .from(calculators)
    .where(eq(calculators.id, calc.calculatorId))
  await services.db
    .update(calculatorRevisions)
    .set({ name })
    .where(eq(calculatorRevisions.id, row!.revisionId!))
}

async function publish(
  services: RunningServices,
  cookie: string,
  calc: Calc,
  fields: Record<string, string>,
) {
  const path = `/workspace/${calc.workspaceId}/calculators/${calc.calculatorId}`
  const saved = await act(services, calculatorAction, path, calc, { ...editorFields(), ...fields }, cookie)
  expect(saved.data).toMatchObject({ ok: true })
  const approve = await approveFields(services, calc.calculatorId)
  expect((await act(services, calculatorAction, path, calc, approve, cookie)).status).toBe(200)
}

/**
 * Alpha Bank: calculator A links its rate to the entry "Auto loan", A2 to "Boat loan"; Beta Credit's B types
 * its rate. All three published.
 */
async function linkedWorld(services: RunningServices) {
  const alice = await signedIn(services, 'alice@example.com')
  const bob = await signedIn(services, 'bob@example.com')
  const a = await workspaceWithCalculator(services, alice, 'Alpha Bank', 'loan')
  const a2 = await addCalculator(services, alice, a.workspaceId, 'loan', 'Alpha Bank boat loan')
  const b = await workspaceWithCalculator(services, bob, 'Beta Credit', 'loan')

  const rates = ratesTab(services, a.workspaceId, alice)
  const approveRate = async (product: string, rate: string, entryId?: string) => {
    const fields = { intent: 'propose', product, rate, effectiveOn: utcToday(), expiresOn: '' }
    expect((await rates.act(entryId ? { ...fields, entryId } : fields)).status).toBe(200)
    const entry = (await rates.entries()).find((e) => e.name === product)!
    expect((await rates.act({ intent: 'approve', versionId: entry.proposed!.id })).status).toBe(200)
    return entry.id
  }
  const auto = await approveRate('Auto loan', '6.125')
  const boat = await approveRate('Boat loan', '8.5')
  await publish(services, alice, a, { name: 'A, first', 'rateLink.rate': auto })
  await publish(services, alice, a2, { name: 'A2, first', 'rateLink.rate': boat })
  await publish(services, bob, b, { name: 'B, first', 'default.rate': '5' })
  /** Approves a new rate for the auto loan entry, in force from `effectiveOn`, as Alpha's owner. */
  async function changeAutoRate(rate: string, on = services, effectiveOn = utcToday()) {
    const tab = ratesTab(on, a.workspaceId, alice)
    const fields = {
      intent: 'propose',
      entryId: auto,
      product: 'Auto loan',
      rate,
      effectiveOn,
      expiresOn: '',
    }
    expect((await tab.act(fields)).status).toBe(200)
    const entry = (await tab.entries()).find((e) => e.id === auto)!
    expect((await tab.act({ intent: 'approve', versionId: entry.proposed!.id })).status).toBe(200)
  }
  return { a, a2, b, changeAutoRate }
}

describe.each(databaseKinds)('what approving a rate drops on %s', (kind) => {
  let services: RunningServices
  let world: Awaited<ReturnType<typeof linkedWorld>>
  let site: Awaited<ReturnType<typeof embedServer>>
  const archivedPages: string[] = []

  beforeAll(async () => {
    services = await createTestServices(kind)
    // The archive of served states (decision 0058) renders through the server; here a stand-in that notes it.
    setPageRenderer(services.db, {
      async page(publicId) {
        archivedPages.push(publicId)
        return { status: 200, html: `<!doctype html><p>${publicId} ${archivedPages.length}</p>` }
      },
      file: async () => null,
    })
    world = await linkedWorld(services)
    site = await embedServer(services)
    vi.useFakeTimers({ toFake: ['Date'] })
  }, 180_000)
  afterAll(async () => {
    vi.useRealTimers()
    await site?.close()
    await services?.close()
  })

  const statesOf = async (calc: Calc) =>
    (
      await services.db
        .select()
        .from(archivedStates)
        .where(eq(archivedStates.calculatorId, calc.calculatorId))
    ).length

  it("re-renders the linked calculator's embed with the new rate and keeps the others' cached copies", async () => {
    const { a, a2, b, changeAutoRate } = world
    const before = { a: await site.embed(a), a2: await site.embed(a2), b: await site.embed(b) }
    expect(before.a.html).toContain('A, first at 6.125%')
    expect(before.a2.html).toContain('A2, first at 8.5%')
    const states = { a: await statesOf(a), a2: await statesOf(a2), b: await statesOf(b) }
    for (const calc of [a, a2, b]) await renameBehind(services, calc, 'renamed behind')
    archivedPages.length = 0

    await changeAutoRate('7.25')

    const after = { a: await site.embed(a), a2: await site.embed(a2), b: await site.embed(b) }
    expect(after.a.html).toContain('renamed behind at 7.25%')
    expect(after.a.etag).not.toBe(before.a.etag)
    // Same workspace, linked to another entry: its copy (and ETag) stays; so does another tenant's.
    expect(after.a2).toEqual(before.a2)
    expect(after.b).toEqual(before.b)
    // The archive took a new state of the linked calculator only, and rendered no other page.
    expect(archivedPages).toEqual([a.publicId])
    expect(await statesOf(a)).toBe(states.a + 1)
    expect(await statesOf(a2)).toBe(states.a2)
    expect(await statesOf(b)).toBe(states.b)
  })

  it('a rate taking effect at UTC midnight gives a new archived state to the linked calculator only', async () => {
    const { a, a2, b, changeAutoRate } = world
    const tomorrow = addDays(utcToday(), 1)
    const states = { a: await statesOf(a), a2: await statesOf(a2), b: await statesOf(b) }
    archivedPages.length = 0
    await changeAutoRate('7.5', services, tomorrow)
    // Scheduled: nothing any calculator shows changed today, so no state either.
    expect(archivedPages).toEqual([])
    expect(await statesOf(a)).toBe(states.a)

    vi.setSystemTime(new Date(`${tomorrow}T00:00:30Z`))
    await archiveAll(services.db)
    expect(archivedPages).toEqual([a.publicId])
    const [latest] = await services.db
      .select()
      .from(archivedStates)
      .where(eq(archivedStates.calculatorId, a.calculatorId))
      .orderBy(desc(archivedStates.beganAt))
      .limit(1)
    expect(latest!.beganAt.toISOString()).toBe(`${tomorrow}T00:00:00.000Z`)
    expect(await statesOf(a)).toBe(states.a + 1)
    expect(await statesOf(a2)).toBe(states.a2)
    expect(await statesOf(b)).toBe(states.b)
    expect((await site.embed(a)).html).toContain('at 7.5%')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('what approving a rate drops on another instance', () => {
  let pair: Awaited<ReturnType<typeof twoInstancesOnPostgres>>
  let world: Awaited<ReturnType<typeof linkedWorld>>
  let site: Awaited<ReturnType<typeof embedServer>>

  beforeAll(async () => {
    pair = await twoInstancesOnPostgres('brightline_rate_scope')
    world = await linkedWorld(pair.instances[0])
    site = await embedServer(pair.instances[1])
    // The set-up's notices have all arrived before the test reads what instance two caches.
    await noticesHeard(pair.instances)
    vi.useFakeTimers({ toFake: ['Date'] })
  }, 180_000)
  afterAll(async () => {
    vi.useRealTimers()
    await site?.close()
    await pair?.close()
  })

  it('an approval on one instance re-renders the linked embed on the other, told by a NOTIFY naming the entry', async () => {
    const [one] = pair.instances
    const { a, a2, b, changeAutoRate } = world
    const before = { a2: await site.embed(a2), b: await site.embed(b) }
    expect((await site.embed(a)).html).toContain('A, first at 6.125%')
    for (const calc of [a, a2, b]) await renameBehind(one, calc, 'renamed behind')
    await changeAutoRate('7.25', one)
    // The clock stands still: the notice, not the expiry, brought it.
    await waitFor(async () => (await site.embed(a)).html.includes('renamed behind at 7.25%'))
    expect(await site.embed(a2)).toEqual(before.a2)
    expect(await site.embed(b)).toEqual(before.b)
  })
})
