import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, workspaceEvents } from '~/db/schema'
import { action as brandAction } from '~/routes/workspace/brand'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { act, origin, settle, signedIn, workspaceWithCalculator } from './workspace-support'

/*
 * Issue 35 §1: a change of the brand profile is one catalogue event (workspace.brand_changed): an audit entry
 * with the fields before and after, the logo by its SHA-256 (never its bytes), and a History line.
 */
describe.each(databaseKinds)('brand changes in the audit log on %s', (kind) => {
  let services: RunningServices
  let alice = ''
  let bob = ''
  let a: { workspaceId: string }
  const brandPath = () => `/workspace/${a.workspaceId}/brand`
  const params = () => ({ workspaceId: a.workspaceId })
  const save = (fields: Record<string, string>, cookie: string) =>
    act(services, brandAction, brandPath(), params(), { intent: 'save', ...fields }, cookie)
  const entries = () =>
    services.db
      .select({ actorEmail: auditEntries.actorEmail, data: auditEntries.data })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.workspaceId, a.workspaceId), eq(auditEntries.action, 'workspace.brand_changed')),
      )
      .orderBy(asc(auditEntries.seq))
  const blank = { companyName: '', supportEmail: '', supportPhone: '', showInFrame: false, logo: null }

  beforeAll(async () => {
    services = await createTestServices(kind)
    alice = await signedIn(services, 'alice@example.com')
    bob = await signedIn(services, 'bob@example.com')
    a = await workspaceWithCalculator(services, alice, 'Alpha Credit Union', 'loan')
  })
  afterAll(() => services?.close())

  it('records each change with its before and after, the logo as its hash, and nothing for a refused one', async () => {
    const fields = {
      companyName: 'Alpha CU',
      supportEmail: 'help@alpha.example',
      supportPhone: '(515) 555-0100',
    }
    expect((await save(fields, alice)).status).toBe(200)
    const bytes = readFileSync('tests/fixtures/logos/logo.png')
    const form = new FormData()
    form.set('intent', 'logo')
    form.set('logo', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }))
    const request = new Request(`${origin}${brandPath()}`, {
      method: 'POST',
      body: form,
      headers: { Origin: origin, Cookie: alice },
    })
    const uploaded = await settle(() =>
      brandAction({ request, params: params(), context: routeContext(services) } as never),
    )
    expect(uploaded.status).toBe(200)
    expect(
      (await act(services, brandAction, brandPath(), params(), { intent: 'remove-logo' }, alice)).status,
    ).toBe(200)
    // Another tenant's owner is refused, and leaves no entry.
    expect((await save({ companyName: 'Bob was here' }, bob)).status).toBe(404)

    const hash = createHash('sha256').update(bytes).digest('hex')
    // The phone is kept in one form (brand-form.ts), and recorded as kept.
    const named = { ...blank, ...fields, supportPhone: '+1 515 555 0100' }
    expect(await entries()).toEqual([
      { actorEmail: 'alice@example.com', data: { before: blank, after: named } },
      { actorEmail: 'alice@example.com', data: { before: named, after: { ...named, logo: hash } } },
      { actorEmail: 'alice@example.com', data: { before: { ...named, logo: hash }, after: named } },
    ])
    expect(JSON.stringify(await entries())).not.toContain(bytes.toString('base64').slice(0, 40))
    const history = await services.db
      .select({ action: workspaceEvents.action, detail: workspaceEvents.detail })
      .from(workspaceEvents)
      .where(
        and(eq(workspaceEvents.workspaceId, a.workspaceId), eq(workspaceEvents.action, 'Changed the brand')),
      )
    expect(history.map((line) => line.detail).sort()).toEqual(
      ['company name, support e-mail, support phone', 'logo', 'logo'].sort(),
    )
  })
})
