import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as buildAction, loader as buildLoader } from '~/routes/workspace/build'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import {
  auditEntries,
  calculatorRevisions,
  calculators,
  specialtyCalculators,
  specialtyCalculatorVersions,
  user,
  workspaceMembers,
  workspaces,
} from '~/db/schema'
import { SHIPPED_DISCLOSURES } from '~/lib/disclosures/default-texts'
import { toDocument } from '~/lib/specialty/builder-model'
import { offeredSpecialty } from '~/lib/specialty/resolve.server'
import { STARTERS } from '~/lib/specialty/starters'
import { invalidatePublished } from '~/lib/workspaces/published.server'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { sendBuilt } from '~/lib/specialty/workspace-builder.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { helocState } from '../support/heloc-builder'
import { createTestServices } from '../support/services'
import { act, load, signedIn } from './workspace-support'
import { action as createWorkspaceAction } from '~/routes/workspace/index'

const heloc = (kind: string, edit?: (document: ReturnType<typeof toDocument>) => void) => {
  const document = { ...toDocument(helocState()), id: `heloc_${kind}` }
  edit?.(document)
  return JSON.stringify(document)
}

// Issue 46 §1: owners and editors build a calculator of their own; it is sent through the revision flow, and it
// is never anyone else's to open, save or be offered.
describe.each(databaseKinds)('the workspace calculator builder on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  const ws: Record<string, string> = {}
  const slug = `heloc_${kind}`

  const newWorkspace = async (cookie: string, name: string) => {
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name }, cookie)
    return created.location!.split('/').pop()!
  }
  const member = async (email: string, workspaceId: string, role: 'editor' | 'approver') => {
    cookies[email] = await signedIn(services, email)
    const [found] = await services.db.select().from(user).where(eq(user.email, email))
    await services.db.insert(workspaceMembers).values({ workspaceId, userId: found!.id, role })
    return found!.id
  }
  const path = (workspaceId: string, at?: string) => `/workspace/${workspaceId}/build${at ? `/${at}` : ''}`
  const params = (workspaceId: string, at?: string) => ({ workspaceId, ...(at && { slug: at }) })
  const open = (workspaceId: string, cookie: string | undefined, at?: string) =>
    load(services, buildLoader, path(workspaceId, at), params(workspaceId, at), cookie)
  const submit = (
    workspaceId: string,
    cookie: string | undefined,
    fields: { intent: string; definition: string },
    at?: string,
  ) => act(services, buildAction, path(workspaceId, at), params(workspaceId, at), fields, cookie)
  const builtRows = () =>
    services.db.select().from(specialtyCalculators).where(eq(specialtyCalculators.slug, slug))

  beforeAll(async () => {
    services = await createTestServices(kind)
    cookies.alice = await signedIn(services, 'alice@example.com')
    cookies.bob = await signedIn(services, 'bob@example.com')
    ws.a = await newWorkspace(cookies.alice, 'Alpha CU')
    ws.b = await newWorkspace(cookies.bob, 'Beta Bank')
    await member('dave@example.com', ws.a, 'approver')
  })
  afterAll(async () => {
    await services?.close()
  })

  it('saves an owner’s draft as the workspace’s own specialty calculator, offered to nobody yet', async () => {
    expect((await open(ws.a!, cookies.alice)).status).toBe(200)
    const saved = await submit(ws.a!, cookies.alice, { intent: 'save', definition: heloc(kind) })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe(path(ws.a!, slug))
    const [row] = await builtRows()
    expect(row!.workspaceId).toBe(ws.a)
    const page = await open(ws.a!, cookies.alice, slug)
    expect(page.status).toBe(200)
    expect((page.data as { version: { number: number; sent: boolean } }).version).toEqual({
      number: 1,
      sent: false,
    })
    expect((await offeredSpecialty(services.db, ws.a!)).map((each) => each.slug)).not.toContain(slug)
    // Audited in the workspace's log, as every change is.
    const audited = await services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, ws.a!), eq(auditEntries.action, 'specialty.draft_saved')))
    expect(audited.map((entry) => entry.data)).toEqual([{ slug, version: 1 }])
  })

  it('answers a formula mistake and an unreadable value in plain words, never a 500', async () => {
    const typo = heloc(kind, (document) => {
      document.results[0]!.formula = 'ROUND(Amount_drawn * rat / 12, 2)'
    })
    const saved = await submit(ws.a!, cookies.alice, { intent: 'send', definition: typo }, slug)
    expect(saved.status).toBe(409)
    expect(JSON.stringify(saved.data)).toContain('`rat` is not an input or a formula; did you mean `rate`?')
    const unreadable = heloc(kind, (document) => {
      document.inputs[1]!.default = Number.NaN
    })
    const refused = await submit(ws.a!, cookies.alice, { intent: 'save', definition: unreadable }, slug)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('The default of “Rate” is not a number.')
    expect(JSON.stringify(refused.data)).not.toContain('must match pattern')
  })

  it('refuses to send while a worked example fails, and nothing reaches the workspace', async () => {
    const failing = heloc(kind, (document) => {
      document.examples![1]!.expected.draw_payment = 501
    })
    const sent = await submit(ws.a!, cookies.alice, { intent: 'send', definition: failing }, slug)
    expect(sent.status).toBe(409)
    expect((sent.data as { notice: string }).notice).toContain('1 worked example fails')
    const [calculator] = await services.db
      .select()
      .from(calculators)
      .where(eq(calculators.type, `specialty:${slug}`))
    expect(calculator).toBeUndefined()
  })

  it('sends through the revision flow: a revision pinning the version, approved by an approver', async () => {
    const sent = await submit(ws.a!, cookies.alice, { intent: 'send', definition: heloc(kind) }, slug)
    expect(sent.status).toBe(302)
    const calculatorId = sent.location!.split('/').pop()!
    const [revision] = await services.db
      .select()
      .from(calculatorRevisions)
      .where(eq(calculatorRevisions.calculatorId, calculatorId))
    expect(revision).toMatchObject({ state: 'awaiting_approval', specialtyVersion: 1, workspaceId: ws.a })
    // No result states a payment, a rate or a yield: the general disclosure.
    expect(revision!.disclosure).toBe(SHIPPED_DISCLOSURES.general.en)
    const [version] = await services.db
      .select()
      .from(specialtyCalculatorVersions)
      .innerJoin(specialtyCalculators, eq(specialtyCalculators.id, specialtyCalculatorVersions.calculatorId))
      .where(and(eq(specialtyCalculators.slug, slug), eq(specialtyCalculatorVersions.number, 1)))
    expect(version!.specialty_calculator_versions).toMatchObject({
      offer: 'workspace',
      offerWorkspaceId: ws.a,
    })
    // Offered to this workspace alone: never to another one.
    expect((await offeredSpecialty(services.db, ws.a!)).map((each) => each.slug)).toContain(slug)
    expect((await offeredSpecialty(services.db, ws.b!)).map((each) => each.slug)).not.toContain(slug)
    const approved = await act(
      services,
      calculatorAction,
      `/workspace/${ws.a}/calculators/${calculatorId}`,
      { workspaceId: ws.a!, calculatorId },
      { intent: 'approve', revision: '1' },
      cookies['dave@example.com'],
    )
    expect(approved.status).toBe(200)
    const [published] = await services.db.select().from(calculators).where(eq(calculators.id, calculatorId))
    expect(published!.publishedRevisionId).toBe(revision!.id)
    // Sent again unchanged: nothing to send, and the answer says the version is published, not waiting.
    const [alice] = await services.db.select().from(user).where(eq(user.email, 'alice@example.com'))
    const again = await sendBuilt(
      services.db,
      workspaceMail(services),
      { workspaceId: ws.a!, actor: { id: alice!.id, email: alice!.email } },
      slug,
    )
    expect(again).toMatchObject({
      ok: true,
      notice: 'Version 1 is already published: change it and save to send a new version.',
    })
  })

  it('gives a version whose result states the payment of a home-equity line the line’s disclosure (decision 0094)', async () => {
    const line = heloc(kind, (document) => {
      document.results[0]!.disclosure = '{payment}'
      document.creditProduct = 'heloc'
    })
    const sent = await submit(ws.a!, cookies.alice, { intent: 'send', definition: line }, slug)
    expect(sent.status).toBe(302)
    const calculatorId = sent.location!.split('/').pop()!
    const [latest] = await services.db
      .select()
      .from(calculatorRevisions)
      .where(eq(calculatorRevisions.calculatorId, calculatorId))
      .orderBy(desc(calculatorRevisions.number))
      .limit(1)
    expect(latest).toMatchObject({ number: 2, specialtyVersion: 2, state: 'awaiting_approval' })
    // Revision 1's general text was a default, not the client's words: the new version's default replaces it.
    expect(latest!.disclosure).toBe(SHIPPED_DISCLOSURES.heloc.en)
  })

  it('serves a share certificate a credit union built with dividends in its deposit disclosure (decision 0094)', async () => {
    const document = { ...STARTERS['share-certificate'].document, id: `share_${kind}` }
    const sent = await submit(ws.a!, cookies.alice, { intent: 'send', definition: JSON.stringify(document) })
    expect(sent.status).toBe(302)
    const calculatorId = sent.location!.split('/').pop()!
    const [revision] = await services.db
      .select()
      .from(calculatorRevisions)
      .where(eq(calculatorRevisions.calculatorId, calculatorId))
    // Its result states the APY: the deposit default, as the bank's CD takes it.
    expect(revision!.disclosure).toBe(SHIPPED_DISCLOSURES.deposit.en)
    const approved = await act(
      services,
      calculatorAction,
      `/workspace/${ws.a}/calculators/${calculatorId}`,
      { workspaceId: ws.a!, calculatorId },
      { intent: 'approve', revision: String(revision!.number) },
      cookies['dave@example.com'],
    )
    expect(approved.status).toBe(200)
    const [{ publicId }] = (await services.db
      .select({ publicId: calculators.publicId })
      .from(calculators)
      .where(eq(calculators.id, calculatorId))) as [{ publicId: string }]
    const shown = async () =>
      (
        (await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })).data as {
          disclosure: string
        }
      ).disclosure
    expect(await shown()).toContain('with interest left on deposit to compound')
    await services.db.update(workspaces).set({ creditUnionWording: true }).where(eq(workspaces.id, ws.a!))
    invalidatePublished(services.db, { workspaceId: ws.a! })
    expect(await shown()).toContain('with dividends left on deposit to compound')
    await services.db.update(workspaces).set({ creditUnionWording: false }).where(eq(workspaces.id, ws.a!))
    invalidatePublished(services.db, { workspaceId: ws.a! })
  })

  it('lets an approver-only member, another workspace’s member and a signed-out visitor neither open nor save', async () => {
    const before = await services.db.select().from(specialtyCalculatorVersions)
    const dave = cookies['dave@example.com']
    expect((await open(ws.a!, dave)).status).toBe(403)
    expect((await open(ws.a!, dave, slug)).status).toBe(403)
    expect((await submit(ws.a!, dave, { intent: 'save', definition: heloc(kind) }, slug)).status).toBe(403)
    expect((await open(ws.a!, cookies.bob, slug)).status).toBe(404)
    expect((await submit(ws.a!, cookies.bob, { intent: 'save', definition: heloc(kind) }, slug)).status).toBe(
      404,
    )
    // Through his own workspace's address, A's calculator does not exist for Bob either.
    expect((await open(ws.b!, cookies.bob, slug)).status).toBe(404)
    const intoB = await submit(ws.b!, cookies.bob, { intent: 'save', definition: heloc(kind) }, slug)
    expect(intoB.status).toBe(400)
    const signedOut = await open(ws.a!, undefined, slug)
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toBe('/auth')
    expect((await submit(ws.a!, undefined, { intent: 'save', definition: heloc(kind) }, slug)).location).toBe(
      '/auth',
    )
    expect(await services.db.select().from(specialtyCalculatorVersions)).toEqual(before)
  })

  it('shuts a removed editor out at once', async () => {
    const carolId = await member('carol@example.com', ws.a!, 'editor')
    const carol = cookies['carol@example.com']
    expect((await open(ws.a!, carol, slug)).status).toBe(200)
    const removed = await act(
      services,
      membersAction,
      `/workspace/${ws.a}/members`,
      { workspaceId: ws.a! },
      { intent: 'remove', userId: carolId },
      cookies.alice,
    )
    expect(removed.status).toBe(200)
    expect((await open(ws.a!, carol, slug)).status).toBe(404)
    expect((await submit(ws.a!, carol, { intent: 'save', definition: heloc(kind) }, slug)).status).toBe(404)
  })

  it('refuses another workspace the same calculator id, and a plan without specialty calculators', async () => {
    const taken = await submit(ws.b!, cookies.bob, { intent: 'save', definition: heloc(kind) })
    expect(taken.status).toBe(400)
    expect(JSON.stringify(taken.data)).toContain(`Another calculator is already called “${slug}”`)
    await services.db.update(workspaces).set({ plan: 'starter' }).where(eq(workspaces.id, ws.b!))
    const other = heloc(kind, (document) => {
      document.id = `other_${kind}`
    })
    const overPlan = await submit(ws.b!, cookies.bob, { intent: 'save', definition: other })
    expect(overPlan.status).toBe(403)
    // The builder says so before she builds, not only when she saves.
    expect(JSON.stringify((await open(ws.b!, cookies.bob)).data)).toContain(
      'does not include specialty calculators',
    )
    expect(JSON.stringify(overPlan.data)).toContain(
      'Your Starter plan does not include specialty calculators: move to a larger plan.',
    )
    expect(await builtRows()).toHaveLength(1)
  })
})
