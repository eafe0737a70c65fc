import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, user, workspaceMembers } from '~/db/schema'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as membersAction } from '~/routes/workspace/members'
import { action as saveAction } from '~/routes/workspace/save'
import { action as workspaceAction } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

const draft = {
  intent: 'save',
  name: 'Our CD',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'es',
  'default.rate': '4.1',
  disclosure: 'Member FDIC.',
  allowedOrigins: 'https://bank.example',
}
const origins = (n: number) => Array.from({ length: n }, (_, i) => `https://s${i}.example`).join('\n')
const addresses = (n: number) => Array.from({ length: n }, (_, i) => `r${i}@bank.example`).join('\n')

// Every text field of the calculator editor, one over its limit, with the message that names it.
const editorCases: [field: string, value: string, message: string][] = [
  ['name', 'n'.repeat(101), 'Name must be at most 100 characters.'],
  ['disclosure', 'd'.repeat(1001), 'Disclosure must be at most 1,000 characters.'],
  ['default.deposit', '5'.repeat(41), 'Default for Depósito must be at most 40 characters.'],
  ['min.rate', '1'.repeat(41), 'Minimum for Tasa de interés (%) must be at most 40 characters.'],
  ['max.rate', '9'.repeat(41), 'Maximum for Tasa de interés (%) must be at most 40 characters.'],
  ['allowedOrigins', origins(21), 'List at most 20 sites.'],
  ['lead.cta', 'c'.repeat(81), 'Call to action must be at most 80 characters.'],
  ['lead.consent', 'k'.repeat(501), 'Consent text must be at most 500 characters.'],
  ['lead.recipients', addresses(11), 'List at most 10 recipients.'],
]

describe.each(databaseKinds)('workspace text fields on %s', (kind) => {
  let services: RunningServices
  let cookie: string
  let a: { workspaceId: string; calculatorId: string }

  beforeAll(async () => {
    services = await createTestServices(kind)
    cookie = await signedIn(services, 'alice@example.com')
    a = await workspaceWithCalculator(services, cookie, 'Alpha Bank', 'cd')
  })
  afterAll(async () => {
    await services?.close()
  })

  const saveDraft = (fields: Record<string, string>) =>
    act(
      services,
      calculatorAction,
      `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`,
      a,
      fields,
      cookie,
    )

  it.each(editorCases)(
    'the editor refuses a too long %s, names it, and keeps what was typed',
    async (field, value, message) => {
      const refused = await saveDraft({ ...draft, [field]: value })
      const body = refused.data as { errors: Record<string, string>; fields: Record<string, string> }
      expect([refused.status, body.errors]).toEqual([400, { [field]: message }])
      expect(body.fields[field]).toBe(value)
      expect(body.fields.disclosure).toBe(field === 'disclosure' ? value : draft.disclosure)
    },
  )

  it('refuses a too long company, calculator or invitee on every other form, with the value kept', async () => {
    const long = 'x'.repeat(101)
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: long }, cookie)
    expect([created.status, created.data]).toEqual([
      400,
      { error: 'Company name must be at most 100 characters.', name: long },
    ])

    const added = await act(
      services,
      workspaceAction,
      `/workspace/${a.workspaceId}`,
      { workspaceId: a.workspaceId },
      { type: 'loan', name: long },
      cookie,
    )
    expect([added.status, added.data]).toEqual([
      400,
      { errors: { name: 'Name must be at most 100 characters.' }, name: long },
    ])

    const saved = await act(
      services,
      saveAction,
      '/workspace/save?type=cd&lang=es',
      {},
      { company: long, name: long },
      cookie,
    )
    expect([saved.status, saved.data]).toEqual([
      400,
      {
        errors: {
          name: 'Name must be at most 100 characters.',
          company: 'Company name must be at most 100 characters.',
        },
        name: long,
        company: long,
      },
    ])

    const email = `${'e'.repeat(243)}@example.com`
    const invited = await act(
      services,
      membersAction,
      `/workspace/${a.workspaceId}/members`,
      { workspaceId: a.workspaceId },
      { intent: 'invite', email, role: 'editor' },
      cookie,
    )
    expect([invited.status, invited.data]).toEqual([
      400,
      { ok: false, notice: 'E-mail must be at most 254 characters.', field: 'email', email },
    ])
  })

  it('shows HTML in a calculator name as text in the approval and publication e-mails', async () => {
    const approver = await signedIn(services, 'ann@example.com')
    const [ann] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: a.workspaceId, userId: ann!.id, role: 'approver' })
    const name = '<img src=x onerror=alert(1)> & <b>CD</b>'
    expect((await saveDraft({ ...draft, name })).status).toBe(200)
    expect((await saveDraft({ intent: 'request-approval' })).status).toBe(200)
    const approved = await act(
      services,
      calculatorAction,
      `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`,
      a,
      await approveFields(services, a.calculatorId),
      approver,
    )
    expect(approved.status).toBe(200)

    const mails = (await services.db.select().from(outbox).where(eq(outbox.kind, 'workspace')))
      .map((row) => row.payload as { to: string; subject: string; html: string; text: string })
      .filter((mail) => mail.subject.includes('<b>CD</b>'))
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`).sort()).toEqual([
      `alice@example.com: Approval requested: ${name}`,
      `alice@example.com: Published: ${name}`,
      `ann@example.com: Approval requested: ${name}`,
      `ann@example.com: Published: ${name}`,
    ])
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<img|<b>/)
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;CD&lt;/b&gt;')
    }
  })
})
