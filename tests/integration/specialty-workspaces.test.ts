import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as calculatorAction } from '~/routes/_site/admin/calculator'
import { action as listAction } from '~/routes/_site/admin/calculators'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as workspaceAction, loader as workspaceLoader } from '~/routes/workspace/workspace'
import { loader as editorLoader } from '~/routes/workspace/calculator'
import { action as membersAction } from '~/routes/workspace/members'
import { calculators, user, workspaceMembers } from '~/db/schema'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn } from './workspace-support'

const loanText = readFileSync(new URL('../../app/lib/formulas/examples/loan.json', import.meta.url), 'utf8')
const loan = JSON.parse(loanText) as object

// Issue 37 §2: a specialty calculator offered to one workspace is that workspace's alone.
describe.each(databaseKinds)('specialty calculators in workspaces on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  const workspaces: Record<string, string> = {}
  const slug = `ws_loan_${kind}`

  const newWorkspace = async (cookie: string, name: string) => {
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name }, cookie)
    return created.location!.split('/').pop()!
  }
  const add = (workspaceId: string, cookie: string | undefined) =>
    act(
      services,
      workspaceAction,
      `/workspace/${workspaceId}`,
      { workspaceId },
      { type: `specialty:${slug}`, name: 'Ladder' },
      cookie,
    )
  const offered = async (workspaceId: string, cookie: string | undefined) => {
    const page = await load(services, workspaceLoader, `/workspace/${workspaceId}`, { workspaceId }, cookie)
    return { status: page.status, text: JSON.stringify(page.data ?? '') }
  }

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    cookies.boss = await signedIn(services, 'boss@brightline.example')
    cookies.alice = await signedIn(services, 'alice@example.com')
    cookies.bob = await signedIn(services, 'bob@example.com')
    workspaces.a = await newWorkspace(cookies.alice, 'Alpha CU')
    workspaces.b = await newWorkspace(cookies.bob, 'Beta Bank')
    const created = await act(
      services,
      listAction,
      '/admin/calculators',
      {},
      { definition: JSON.stringify({ ...loan, id: slug }), offer: workspaces.a },
      cookies.boss,
    )
    const id = created.location!.split('/').pop()!
    const [version] = await services.db.query.specialtyCalculatorVersions.findMany()
    const published = await act(
      services,
      calculatorAction,
      `/admin/calculators/${id}`,
      { calculatorId: id },
      { intent: 'publish', versionId: version!.id, offer: workspaces.a },
      cookies.boss,
    )
    expect(published.status).toBe(200)
  })
  afterAll(async () => {
    await services?.close()
  })

  it('is listed and added in the workspace it is offered to, at its published version', async () => {
    expect((await offered(workspaces.a!, cookies.alice)).text).toContain(`specialty:${slug}`)
    const added = await add(workspaces.a!, cookies.alice)
    expect(added.status).toBe(302)
    const calculatorId = added.location!.split('/').pop()!
    const page = await load(
      services,
      editorLoader,
      `/workspace/${workspaces.a}/calculators/${calculatorId}`,
      { workspaceId: workspaces.a!, calculatorId },
      cookies.alice,
    )
    expect(page.status).toBe(200)
    const data = page.data as { type: string; inputs: { param: string }[]; pinned: number }
    expect(data.type).toBe(`specialty:${slug}@1`)
    expect(data.pinned).toBe(1)
    expect(data.inputs.map((input) => input.param)).toEqual(['principal', 'apr', 'months'])
  })

  it("is invisible and unusable for another workspace's member and a signed-out visitor", async () => {
    expect((await offered(workspaces.b!, cookies.bob)).text).not.toContain(slug)
    expect((await add(workspaces.b!, cookies.bob)).status).toBe(400)
    // Bob is no member of A: A's page and its add action refuse him.
    expect((await offered(workspaces.a!, cookies.bob)).text).not.toContain(slug)
    expect((await add(workspaces.a!, cookies.bob)).status).not.toBe(302)
    const signedOut = await offered(workspaces.a!, undefined)
    expect(signedOut.text).not.toContain(slug)
    expect((await add(workspaces.a!, undefined)).location ?? '').not.toContain('/calculators/')
  })

  it('is invisible and unusable for a removed member', async () => {
    cookies.carol = await signedIn(services, 'carol@example.com')
    const [carol] = await services.db.select().from(user).where(eq(user.email, 'carol@example.com'))
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: workspaces.a!, userId: carol!.id, role: 'editor' })
    const [calculator] = await services.db
      .select({ id: calculators.id })
      .from(calculators)
      .where(eq(calculators.workspaceId, workspaces.a!))
    const editor = () =>
      load(
        services,
        editorLoader,
        `/workspace/${workspaces.a}/calculators/${calculator!.id}`,
        { workspaceId: workspaces.a!, calculatorId: calculator!.id },
        cookies.carol,
      )
    // While a member, Carol sees the offer and the calculator: the refusals below are the removal's doing.
    expect((await offered(workspaces.a!, cookies.carol)).text).toContain(`specialty:${slug}`)
    expect((await editor()).status).toBe(200)
    const removed = await act(
      services,
      membersAction,
      `/workspace/${workspaces.a}/members`,
      { workspaceId: workspaces.a! },
      { intent: 'remove', userId: carol!.id },
      cookies.alice,
    )
    expect(removed.status).toBe(200)
    const page = await offered(workspaces.a!, cookies.carol)
    expect(page.status).toBe(404)
    expect(page.text).not.toContain(slug)
    expect((await add(workspaces.a!, cookies.carol)).status).toBe(404)
    const refused = await editor()
    expect(refused.status).toBe(404)
    expect(JSON.stringify(refused.data ?? '')).not.toContain(slug)
  })
})
