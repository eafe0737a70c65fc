import { createElement } from 'react'
import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  useParams,
} from 'react-router'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorUsageDays, leads, outbox, user, workspaceMembers } from '~/db/schema'
import PublishedCalculator, {
  action as embedAction,
  loader as embedLoader,
} from '~/routes/embed/published-calculator'
import { action as reportMailAction } from '~/routes/resources/published-report-mail'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import { loader as previewLoader } from '~/routes/workspace/preview'
import { databaseKinds } from '../support/database'
import { routeContext } from '../support/services'
import { calcParams, calcPath, setUpTeams, validDraft, type Teams, type Who } from './teams-support'
import { act, approveFields, load, origin, settle } from './workspace-support'

type Fetched = { site?: string; cookie?: string; query?: string }

/*
 * Issue 44 §2, decision 0096: a member previews Alpha Bank's published calculator on a sample page. The
 * preview page is the workspace's members' only; the embed is a preview (no view beacon, no lead kept or mailed,
 * no report counted) only for a signed-in member of Alpha framed by our own origin. Anyone else, and a member
 * on another site, gets the ordinary embed, counted as any visitor's.
 */
describe.each(databaseKinds)('the uncounted preview of a published calculator on %s', (kind) => {
  let teams: Teams
  const previewPath = () => `/workspace/${teams.a.workspaceId}/calculators/${teams.a.calculatorId}/preview`
  const previewPage = (who?: Who, workspaceId = teams.a.workspaceId) =>
    load(
      teams.services,
      previewLoader,
      `/workspace/${workspaceId}/calculators/${teams.a.calculatorId}/preview`,
      { workspaceId, calculatorId: teams.a.calculatorId },
      who && teams.cookies[who],
    )
  const embedPath = (query = '?preview=1') => `/embed/c/${teams.a.publicId}${query}`
  const headersOf = ({ site = 'same-origin', cookie }: Fetched) => ({
    'Sec-Fetch-Site': site,
    'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    ...(cookie ? { Cookie: cookie } : {}),
  })
  const embed = (fetched: Fetched = {}) =>
    settle(() =>
      embedLoader({
        request: new Request(`${origin}${embedPath(fetched.query)}`, { headers: headersOf(fetched) }),
        params: { publicId: teams.a.publicId },
        context: routeContext(teams.services),
      } as never),
    )
  // The loader sends the flag only to a preview (every visitor’s page carries its data, within 30 KB).
  const previewed = async (fetched: Fetched) =>
    ((await embed(fetched)).data as { preview?: true }).preview ?? false
  /** The embed's document as the server renders it (React Router's static handler, the route's own module). */
  async function rendered(fetched: Fetched) {
    const routes = [
      {
        id: 'embed',
        path: '/embed/c/:publicId',
        loader: embedLoader as never,
        // As framework mode hands a route's component its data.
        Component: function Embed() {
          const props = { loaderData: useLoaderData(), params: useParams(), actionData: undefined }
          return createElement(PublishedCalculator, props as never)
        },
      },
    ]
    const handler = createStaticHandler(routes)
    const request = new Request(`${origin}${embedPath(fetched.query)}`, { headers: headersOf(fetched) })
    const context = await handler.query(request, { requestContext: routeContext(teams.services) as never })
    if (context instanceof Response) throw new Error(`answered ${context.status}`)
    const page = createElement(StaticRouterProvider, { router: createStaticRouter(routes, context), context })
    // The whole document, lazy calculator views included, as the server sends it once all is ready.
    return new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = []
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk))
          done()
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'))
          done()
        },
      })
      const stream = renderToPipeableStream(page, {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
      })
    })
  }
  const lead = (fetched: Fetched, fields: Record<string, string>) =>
    settle(() =>
      embedAction({
        request: new Request(`${origin}${embedPath(fetched.query)}`, {
          method: 'POST',
          headers: {
            ...headersOf(fetched),
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: origin,
          },
          body: new URLSearchParams(fields),
        }),
        params: { publicId: teams.a.publicId },
        context: routeContext(teams.services),
      } as never),
    )
  const visitor = {
    name: 'Vera Visitor',
    email: 'vera@home.example',
    consent: 'on',
    'input.deposit': '8000',
  }
  const count = async () => {
    await teams.services.usage.flush()
    const [usage] = await teams.services.db
      .select()
      .from(calculatorUsageDays)
      .where(eq(calculatorUsageDays.calculatorId, teams.a.calculatorId))
    const stored = await teams.services.db
      .select()
      .from(leads)
      .where(eq(leads.calculatorId, teams.a.calculatorId))
    const mails = await teams.services.db.select({ kind: outbox.kind }).from(outbox)
    return {
      views: usage?.views ?? 0,
      engaged: usage?.engaged ?? 0,
      reports: usage?.reports ?? 0,
      leads: stored.length,
      leadMails: mails.filter((mail) => mail.kind === 'lead').length,
    }
  }

  beforeAll(async () => {
    teams = await setUpTeams(kind)
    const { services, a, cookies } = teams
    const fields = { ...validDraft, 'lead.enabled': 'on', 'lead.recipients': 'officer@bank.example' }
    expect(
      (await act(services, calculatorAction, calcPath(a), calcParams(a), fields, cookies.alice)).status,
    ).toBe(200)
    const approve = await approveFields(services, a.calculatorId)
    expect(
      (await act(services, calculatorAction, calcPath(a), calcParams(a), approve, cookies.alice)).status,
    ).toBe(200)
  }, 180_000)
  afterAll(() => teams?.close())

  it('shows the preview page to Alpha’s owner, editor and approver, with the published title, colour and company', async () => {
    for (const who of ['alice', 'ed', 'ann'] as const) {
      const page = await previewPage(who)
      expect(page.status, who).toBe(200)
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      expect(page.data).toMatchObject({
        calculator: { id: teams.a.calculatorId, publicId: teams.a.publicId },
        published: { color: '#0f766e', lang: 'es' },
        archived: false,
        company: { name: 'Alpha Bank' },
      })
    }
  })

  it('gives another workspace’s owner, our admin from outside and a signed-out visitor no preview page', async () => {
    expect((await previewPage('bob')).status).toBe(404)
    // Bob's own workspace in the address, Alpha's calculator: the same 404 as a calculator that does not exist.
    expect((await previewPage('bob', teams.b.workspaceId)).status).toBe(404)
    expect((await previewPage('boss')).status).toBe(403)
    const signedOut = await previewPage()
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toMatch(/^\/auth/)
  })

  it('makes the embed a preview only for a member, framed by our own origin, and never cached', async () => {
    const member = await embed({ cookie: teams.cookies.alice })
    expect(member.status).toBe(200)
    expect(member.data).toMatchObject({ preview: true, hostEvents: null })
    expect(member.headers.get('cache-control')).toBe('private, no-store')
    expect(member.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
    expect(await previewed({ cookie: teams.cookies.ed })).toBe(true)
    // The flag without the member, or the member without the flag or on another site: the ordinary embed.
    for (const fetched of [
      {},
      { cookie: teams.cookies.bob },
      { cookie: teams.cookies.boss },
      { cookie: teams.cookies.alice, site: 'cross-site' },
      { cookie: teams.cookies.alice, site: 'same-site' },
      { cookie: teams.cookies.alice, query: '' },
      { cookie: teams.cookies.alice, query: '?preview=yes' },
    ])
      expect(await previewed(fetched), JSON.stringify({ ...fetched, cookie: !!fetched.cookie })).toBe(false)
    const ordinary = await embed({ cookie: teams.cookies.bob })
    expect(ordinary.status).toBe(200)
    expect(ordinary.headers.get('cache-control')).toBe('no-store')
    expect(ordinary.headers.get('content-security-policy')).toBe('frame-ancestors https://bank.example')
  })

  it('renders the member’s preview without the view beacon, and the same address for anyone else with it', async () => {
    const before = await count()
    const preview = await rendered({ cookie: teams.cookies.alice })
    expect(preview).toContain('data-testid="lead-form-preview"')
    expect(preview).not.toContain('/api/embed-views/')
    for (const fetched of [
      {},
      { cookie: teams.cookies.bob },
      { cookie: teams.cookies.alice, site: 'cross-site' },
    ])
      expect(await rendered(fetched)).toContain('/api/embed-views/')
    // Rendering counts nothing either way: only the beacon does (decision 0029).
    expect(await count()).toEqual(before)
  })

  it('checks a lead sent from the preview as a visitor’s, and neither keeps nor mails it', async () => {
    const before = await count()
    const refused = await lead({ cookie: teams.cookies.alice }, { ...visitor, consent: '' })
    expect(refused.status).toBe(400)
    const sent = await lead({ cookie: teams.cookies.alice }, visitor)
    expect(sent).toMatchObject({ status: 200, data: { sent: true, preview: true } })
    expect(await count()).toEqual(before)
    // From another site, the flag is no preview: the lead is kept and mailed as any visitor's.
    const real = await lead({ cookie: teams.cookies.alice, site: 'cross-site' }, visitor)
    expect(real).toMatchObject({ status: 200, data: { sent: true } })
    expect((real.data as { preview?: boolean }).preview).toBeUndefined()
    const after = await count()
    expect(after.leads).toBe(before.leads + 1)
    expect(after.leadMails).toBeGreaterThan(before.leadMails)
  })

  it('sends an e-mailed report from the preview without counting it or making the opted-in lead', async () => {
    const before = await count()
    const report = (fetched: Fetched) =>
      settle(() =>
        reportMailAction({
          request: new Request(
            `${origin}/embed/c/${teams.a.publicId}/report-mail${fetched.query ?? '?preview=1'}`,
            {
              method: 'POST',
              headers: {
                ...headersOf(fetched),
                'Content-Type': 'application/x-www-form-urlencoded',
                Origin: origin,
              },
              body: new URLSearchParams({
                email: 'alice@example.com',
                consent: 'on',
                name: 'Alice',
                optIn: 'on',
                search: 'deposit=9000',
              }),
            },
          ),
          params: { publicId: teams.a.publicId },
          context: routeContext(teams.services, '198.51.100.9'),
        } as never),
      )
    expect(await report({ cookie: teams.cookies.alice })).toMatchObject({ status: 200, data: { sent: true } })
    const after = await count()
    expect(after).toMatchObject({ reports: before.reports, leads: before.leads })
    expect(await report({ cookie: teams.cookies.bob })).toMatchObject({ status: 200, data: { sent: true } })
    expect((await count()).reports).toBe(before.reports + 1)
  })

  it('shuts a removed member out of the page and the preview at once', async () => {
    expect((await previewPage('ed')).status).toBe(200)
    const [ed] = await teams.services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    const removed = await act(
      teams.services,
      membersAction,
      `/workspace/${teams.a.workspaceId}/members`,
      { workspaceId: teams.a.workspaceId },
      { intent: 'remove', userId: ed!.id },
      teams.cookies.alice,
    )
    expect(removed.status).toBe(200)
    const members = await teams.services.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, ed!.id))
    expect(members).toEqual([])
    expect((await previewPage('ed')).status).toBe(404)
    expect(await previewed({ cookie: teams.cookies.ed })).toBe(false)
    expect(previewPath()).toContain(teams.a.calculatorId)
  })
})
