import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STARTERS, CREDIT_UNION_TEMPLATES } from '~/lib/specialty/starters'
import type { LedgerSpecialty } from '~/lib/accuracy/types'
import { loader as ledgerLoader } from '~/routes/_site/accuracy-specialty'
import { action as calculatorAction } from '~/routes/_site/admin/calculator'
import { action as listAction } from '~/routes/_site/admin/calculators'
import { loader as editorLoader } from '~/routes/workspace/calculator'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as workspaceAction } from '~/routes/workspace/workspace'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn } from './workspace-support'

// Issue 46 §2: "The eight templates publish with their examples passing; the ledger lists them." Each template
// goes the admin's way (created from the "Or start from" list, published to the catalogue), a workspace adds
// it, and /accuracy/specialty lists it with every worked example's figure passing.
describe.each(databaseKinds)('the credit-union templates on %s', (kind) => {
  let services: RunningServices
  let boss: string
  let alice: string
  let workspaceId: string

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    boss = await signedIn(services, 'boss@brightline.example')
    alice = await signedIn(services, 'alice@example.com')
    const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: 'Alpha CU' }, alice)
    workspaceId = created.location!.split('/').pop()!
    for (const starter of CREDIT_UNION_TEMPLATES) {
      const made = await act(
        services,
        listAction,
        '/admin/calculators',
        {},
        { starter, offer: 'catalogue' },
        boss,
      )
      expect(made.status, starter).toBe(302)
      const id = made.location!.split('/').pop()!
      const version = await services.db.query.specialtyCalculatorVersions.findFirst({
        where: (versions, { eq }) => eq(versions.calculatorId, id),
      })
      const published = await act(
        services,
        calculatorAction,
        `/admin/calculators/${id}`,
        { calculatorId: id },
        { intent: 'publish', versionId: version!.id, offer: 'catalogue' },
        boss,
      )
      expect(published.status, starter).toBe(200)
    }
  })
  afterAll(async () => {
    await services?.close()
  })

  it('lists all eight in the accuracy ledger, every worked example passing', async () => {
    const page = await load(services, ledgerLoader, '/accuracy/specialty', {}, undefined)
    expect(page.status).toBe(200)
    const ledger = (page.data as { calculators: LedgerSpecialty[] }).calculators
    const slugs = CREDIT_UNION_TEMPLATES.map((key) => STARTERS[key].document.id)
    expect(ledger.map((each) => each.slug).sort()).toEqual([...slugs].sort())
    for (const key of CREDIT_UNION_TEMPLATES) {
      const { document } = STARTERS[key]
      const listed = ledger.find((each) => each.slug === document.id)!
      expect(listed.title).toBe(document.name.en)
      expect(listed.version).toBe(1)
      const figures = document.examples.reduce(
        (sum, example) => sum + Object.keys(example.expected).length,
        0,
      )
      expect(listed.cases, key).toHaveLength(figures)
      expect(
        listed.cases.filter((each) => !each.pass).map((each) => `${each.figure}: ${each.computed}`),
        key,
      ).toEqual([])
    }
    const heloc = ledger.find((each) => each.slug === 'heloc_interest_only')!
    expect(heloc.cases[0]).toMatchObject({
      figure: 'Monthly payment during the draw period',
      expected: '$66.67',
      computed: '$66.67',
    })
  })

  it('can be taken by a workspace as a specialty calculator, at its published version', async () => {
    for (const key of CREDIT_UNION_TEMPLATES) {
      const slug = STARTERS[key].document.id
      const added = await act(
        services,
        workspaceAction,
        `/workspace/${workspaceId}`,
        { workspaceId },
        { type: `specialty:${slug}`, name: STARTERS[key].label },
        alice,
      )
      expect(added.status, key).toBe(302)
      const calculatorId = added.location!.split('/').pop()!
      const editor = await load(
        services,
        editorLoader,
        `/workspace/${workspaceId}/calculators/${calculatorId}`,
        { workspaceId, calculatorId },
        alice,
      )
      expect(editor.status, key).toBe(200)
      expect((editor.data as { type: string }).type).toBe(`specialty:${slug}@1`)
    }
  })
})
