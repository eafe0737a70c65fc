import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, rateSheetVersions, user, workspaceMembers } from '~/db/schema'
import { queueRateExpiryNotices } from '~/lib/rate-sheet/expiry.server'
import { addDays, utcToday } from '~/lib/rate-sheet/rate-sheet'
import { loadPublished } from '~/lib/workspaces/published.server'
import { pdfTextLines } from '~/lib/reports/pdf-text'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as reportLoader } from '~/routes/resources/published-report-pdf'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { createEmbedCache } from '../../server/embed-cache'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { editorFields, ratesTab } from './rate-sheet-support'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

type Workspace = Awaited<ReturnType<typeof workspaceWithCalculator>>
type EmbedData = { search: string; rateNotes: Record<string, { text: string; help?: boolean }> }

// The rate sheet (issue 24 §3, docs/decisions/0038-rate-sheet.md): approval rules, isolation, the published
// embed's default and "Rate as of", expiry, and the expiry e-mails. Changes at once, from one instance or two:
// rate-sheet-concurrency.test.ts.
describe.each(databaseKinds)('the rate sheet on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}
  let a: Workspace
  let b: Workspace
  let publicId = ''
  const today = utcToday()

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const name of ['olive', 'ed', 'ann', 'mallory']) {
      const email = `${name}@example.com`
      cookies[name] = await signedIn(services, email)
      ids[name] = (await services.db.select().from(user).where(eq(user.email, email)))[0]!.id
    }
    a = await workspaceWithCalculator(services, cookies.olive!, 'Prairie Credit Union', 'loan')
    b = await workspaceWithCalculator(services, cookies.mallory!, 'Other Bank', 'loan')
    await services.db.insert(workspaceMembers).values([
      { workspaceId: a.workspaceId, userId: ids.ed!, role: 'editor' },
      { workspaceId: a.workspaceId, userId: ids.ann!, role: 'approver' },
    ])
    publicId = a.publicId
  }, 180_000)
  afterAll(async () => {
    await services?.close()
  })

  const tab = (workspace: Workspace, who?: string) => ratesTab(services, workspace.workspaceId, cookies[who!])
  const rates = (workspace: Workspace, who?: string) => tab(workspace, who).page()
  const rateAction = (workspace: Workspace, fields: Record<string, string>, who?: string) =>
    tab(workspace, who).act(fields)
  const propose = (fields: Record<string, string>, who = 'ed', workspace = a) =>
    rateAction(workspace, { intent: 'propose', expiresOn: '', effectiveOn: today, ...fields }, who)
  const entries = (who = 'olive') => tab(a, who).entries()
  const embed = async (query = '') =>
    (await load(services, embedLoader, `/embed/c/${publicId}${query}`, { publicId })).data as EmbedData

  it('lets an editor propose, refuses an editor approving (403), and lets an approver approve', async () => {
    const proposed = await propose({ product: '5-year auto loan', rate: '6.125%' })
    expect(proposed.status).toBe(200)
    const [entry] = await entries('ed')
    expect(entry).toMatchObject({ name: '5-year auto loan', status: 'awaiting-approval' })
    expect(entry!.proposed!.rate).toBe('6.125')

    const byEditor = await rateAction(a, { intent: 'approve', versionId: entry!.proposed!.id }, 'ed')
    expect(byEditor.status).toBe(403)
    expect((await entries())[0]!.status).toBe('awaiting-approval')

    const byApprover = await rateAction(a, { intent: 'approve', versionId: entry!.proposed!.id }, 'ann')
    expect(byApprover.status).toBe(200)
    const [approved] = await entries()
    expect(approved).toMatchObject({ status: 'in-force', current: { rate: '6.125' } })
    expect(approved!.proposed).toBeUndefined()
    // Approving twice is refused, not repeated.
    expect((await rateAction(a, { intent: 'approve', versionId: entry!.proposed!.id }, 'ann')).status).toBe(
      409,
    )
  })

  it('gives field messages for a bad proposal (400) from the same schema the page runs', async () => {
    const refused = await propose({ product: '', rate: 'six', effectiveOn: '2026-02-30', expiresOn: '' })
    expect(refused.status).toBe(400)
    const errors = (refused.data as { errors: Record<string, string> }).errors
    expect(Object.keys(errors).sort()).toEqual(['effectiveOn', 'product', 'rate'])
    const backwards = await propose({ product: 'X', rate: '5', effectiveOn: today, expiresOn: today })
    expect((backwards.data as { errors: Record<string, string> }).errors.expiresOn).toMatch(/after/)
  })

  it('keeps each workspace to itself: 404 for another member, /auth for a signed-out visitor', async () => {
    const [entry] = await entries()
    expect((await rates(a, 'mallory')).status).toBe(404)
    expect((await rateAction(a, { intent: 'approve', versionId: entry!.id }, 'mallory')).status).toBe(404)
    expect((await propose({ product: 'Sneaky', rate: '1' }, 'mallory')).status).toBe(404)
    const signedOut = await rates(a)
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toBe('/auth')
    // Mallory's own workspace sees nothing of Alpha's, and cannot approve Alpha's version through it.
    expect(await tab(b, 'mallory').entries()).toEqual([])
    const proposal = await propose({ entryId: entry!.id, product: '5-year auto loan', rate: '7' }, 'ed')
    expect(proposal.status).toBe(200)
    const waiting = (await entries())[0]!.proposed!
    expect((await rateAction(b, { intent: 'approve', versionId: waiting.id }, 'mallory')).status).toBe(404)
    // Nor link it from her calculator: the editor's schema only knows her workspace's entries.
    const saved = await act(
      services,
      calculatorAction,
      `/workspace/${b.workspaceId}/calculators/${b.calculatorId}`,
      b,
      { ...editorFields(), 'rateLink.rate': (await entries())[0]!.id },
      cookies.mallory,
    )
    expect(saved.status).toBe(400)
    expect((saved.data as { errors: Record<string, string> }).errors['rateLink.rate']).toMatch(/rate sheet/)
  })

  it('while a change waits, the approved rate stays in force', async () => {
    const [entry] = await entries()
    expect(entry).toMatchObject({ status: 'in-force', current: { rate: '6.125' }, proposed: { rate: '7' } })
  })

  it('links the rate input in the editor; the published embed shows the rate and "Rate as of"', async () => {
    const [entry] = await entries()
    const path = `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
    const saved = await act(
      services,
      calculatorAction,
      path,
      a,
      { ...editorFields(), 'rateLink.rate': entry!.id },
      cookies.ed,
    )
    expect(saved.data).toMatchObject({ ok: true })
    const editor = (await load(services, calculatorLoader, path, a, cookies.ed)).data as {
      revisions: { rateLinks: Record<string, string> }[]
      rates: { id: string; rate: string | null }[]
    }
    expect(editor.revisions[0]!.rateLinks).toEqual({ rate: entry!.id })
    expect(editor.rates).toEqual([expect.objectContaining({ id: entry!.id, rate: '6.125' })])
    const approved = await act(
      services,
      calculatorAction,
      path,
      a,
      await approveFields(services, a.calculatorId),
      cookies.ann,
    )
    expect(approved.status).toBe(200)

    const page = await embed()
    expect(new URLSearchParams(page.search).get('rate')).toBe('6.125')
    expect(page.rateNotes).toEqual({ rate: { text: expect.stringMatching(/^Rate as of \w+ \d+, \d{4}$/) } })
    // A visitor's link may still prefill another rate within limits: then no "Rate as of".
    const prefilled = await embed('?rate=5.5')
    expect(new URLSearchParams(prefilled.search).get('rate')).toBe('5.5')
    expect(prefilled.rateNotes).toEqual({})

    // The visitor's PDF prints the rate with its date too.
    const pdf = (await reportLoader({
      request: new Request(`http://localhost:3000/embed/c/${publicId}/report.pdf`),
      params: { publicId },
      context: routeContext(services),
    } as never)) as Response
    expect(pdf.status).toBe(200)
    const text = pdfTextLines(Buffer.from(await pdf.arrayBuffer())).join(' ')
    expect(text).toMatch(/6\.125% \(Rate as of \w+ \d+, \d{4}\)/)
  })

  it('an approved change reaches the embed at once: its HTML cache is cleared and the ETag changes', async () => {
    // The embed HTML cache (decision 0032) in front of the real loader, standing in for React Router.
    const embeds = createEmbedCache({ https: false, maxAge: 60, sharedMaxAge: 300, services: () => services })
    let renders = 0
    const server = createServer((req, res) => {
      void embeds.serve(req, res).then(async (served) => {
        if (served) return
        renders++
        const fill = embeds.fillFor(req)!
        const page = await load(services, embedLoader, fill.path, { publicId: fill.publicId! })
        const { search, rateNotes } = page.data as EmbedData
        const html = `<html><body><p>${search}</p><p>${JSON.stringify(rateNotes)}</p></body></html>`
        await embeds.fill(req, res, new Response(html, { status: page.status }), 'n')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/embed/c/${publicId}`
      const before = await fetch(url)
      expect(await before.text()).toContain('rate=6.125')
      expect((await fetch(url)).headers.get('etag')).toBe(before.headers.get('etag'))
      expect(renders).toBe(1)
      const waiting = (await entries())[0]!.proposed!
      expect((await rateAction(a, { intent: 'approve', versionId: waiting.id }, 'olive')).status).toBe(200)
      const after = await fetch(url)
      expect(await after.text()).toContain('rate=7')
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
      expect(renders).toBe(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('an expired entry gives an empty field with a help line, no "Rate as of"; a scheduled one is not shown early', async () => {
    const [entry] = await entries()
    expect(
      (
        await propose(
          {
            entryId: entry!.id,
            product: '5-year auto loan',
            rate: '7',
            effectiveOn: addDays(today, -10),
            expiresOn: addDays(today, 1),
          },
          'olive',
        )
      ).status,
    ).toBe(200)
    const version = (await entries())[0]!.proposed!
    expect((await rateAction(a, { intent: 'approve', versionId: version.id }, 'olive')).status).toBe(200)
    const tomorrow = addDays(today, 1)
    const shownToday = await loadPublished(services.db, publicId, today)
    const shownTomorrow = await loadPublished(services.db, publicId, tomorrow)
    if (shownToday.status !== 'published' || shownTomorrow.status !== 'published')
      throw new Error('not published')
    expect(shownToday.revision.defaults.rate).toBe('7')
    expect(shownTomorrow.revision.defaults.rate).toBe('')
    expect(shownTomorrow.rateAsOf).toEqual({})
    // The embed of an expired rate renders the field empty; a prefill still works.
    await services.db
      .update(rateSheetVersions)
      .set({ expiresOn: today })
      .where(eq(rateSheetVersions.id, version.id))
    const cleared = await propose(
      { entryId: entry!.id, product: '5-year auto loan', rate: '7', effectiveOn: addDays(today, 5) },
      'olive',
    )
    expect(cleared.status).toBe(200)
    const scheduled = (await entries())[0]!.proposed!
    expect((await rateAction(a, { intent: 'approve', versionId: scheduled.id }, 'olive')).status).toBe(200)
    expect((await entries())[0]!.status).toBe('scheduled')
    const page = await embed()
    expect(new URLSearchParams(page.search).get('rate')).toBe('')
    expect(page.rateNotes).toEqual({ rate: { text: 'Enter a rate to see your results.', help: true } })
    const prefilled = await embed('?rate=4.25')
    expect(new URLSearchParams(prefilled.search).get('rate')).toBe('4.25')
    expect(prefilled.rateNotes).toEqual({})
  })

  it('e-mails each owner and approver once a week before an expiry and once on the day', async () => {
    const day = addDays(today, 20)
    const [entry] = await entries()
    await propose(
      {
        entryId: entry!.id,
        product: 'Share certificate',
        rate: '4.5',
        effectiveOn: today,
        expiresOn: addDays(day, 7),
      },
      'olive',
    )
    const version = (await entries())[0]!.proposed!
    await rateAction(a, { intent: 'approve', versionId: version.id }, 'ann')
    const mails = () =>
      services.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'workspace'), like(outbox.ref, `rate-expiry:%:${version.id}:%`)))
    expect(await queueRateExpiryNotices(services.db, 'http://localhost:3000', addDays(day, -1))).toBe(0)
    // Two instances checking, twice: still one e-mail per person.
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', day)
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', day)
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', addDays(day, 1))
    const week = await mails()
    expect(week.map((row) => (row.payload as { to: string }).to).sort()).toEqual([
      'ann@example.com',
      'olive@example.com',
    ])
    const payload = week[0]!.payload as { subject: string; text: string }
    expect(payload.subject).toContain('Share certificate (4.5%)')
    expect(payload.text).toContain(`/workspace/${a.workspaceId}/rates`)
    expect(payload.text).toMatch(/expires on \w+ \d+, \d{4} \(UTC\), in 7 days/)
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', addDays(day, 7))
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', addDays(day, 7))
    await queueRateExpiryNotices(services.db, 'http://localhost:3000', addDays(day, 8))
    const all = await mails()
    expect(all).toHaveLength(4)
    const onTheDay = all.filter((row) => row.ref.startsWith('rate-expiry:day:'))
    expect(onTheDay).toHaveLength(2)
    expect((onTheDay[0]!.payload as { subject: string }).subject).toMatch(/^Rate expired today/)
    // The editor is not an approver: no mail for Ed.
    expect(all.some((row) => (row.payload as { to: string }).to === 'ed@example.com')).toBe(false)
  })
})
