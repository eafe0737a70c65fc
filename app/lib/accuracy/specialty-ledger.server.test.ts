import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { specialtyCalculators, specialtyCalculatorVersions, workspaces } from '~/db/schema'
import type { Database } from '~/db/client.server'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { specialtyCalculatorSchema } from '~/lib/formulas/definition-schema'
import { databaseKinds, openTestDatabase } from '../../../tests/support/database'
import { specialtyLedger } from './specialty-ledger.server'

const loan = specialtyCalculatorSchema.parse(
  JSON.parse(readFileSync(new URL('../formulas/examples/loan.json', import.meta.url), 'utf8')),
)

// Issue 37: the worked examples of a specialty calculator offered to every workspace are its ledger cases.
describe.each(databaseKinds)('the specialty part of the accuracy ledger on %s', (kind) => {
  let database: Database
  const slug = (name: string) => `${name}_${kind}`

  async function publish(
    name: string,
    versions: {
      definition: SpecialtyCalculator
      offer: 'none' | 'catalogue' | 'workspace'
      published?: boolean
    }[],
  ) {
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ name: `${name} CU` })
      .returning()
    const [calculator] = await database.db
      .insert(specialtyCalculators)
      .values({ slug: slug(name) })
      .returning()
    for (const [index, { definition, offer, published = true }] of versions.entries()) {
      await database.db.insert(specialtyCalculatorVersions).values({
        calculatorId: calculator!.id,
        number: index + 1,
        definition: { ...definition, id: slug(name) },
        createdByEmail: 'boss@brightline.example',
        publishedAt: published ? new Date() : null,
        offer,
        offerWorkspaceId: offer === 'workspace' ? workspace!.id : null,
      })
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const wrong = structuredClone(loan)
    wrong.examples = [{ ...loan.examples[0]!, expected: { monthly_payment: 1037.04 } }]
    await publish('ledger_loan', [
      { definition: wrong, offer: 'catalogue' },
      { definition: loan, offer: 'catalogue' },
      { definition: wrong, offer: 'catalogue', published: false },
    ])
    await publish('ledger_wrong', [{ definition: wrong, offer: 'catalogue' }])
    await publish('ledger_ours', [{ definition: loan, offer: 'workspace' }])
    await publish('ledger_hidden', [{ definition: loan, offer: 'none' }])
  })
  afterAll(async () => {
    await database?.close()
  })

  test("lists the newest published catalogue version with its examples' printed figures; never one workspace's", async () => {
    const ledger = await specialtyLedger(database.db)
    expect(ledger.map((each) => [each.type, each.version])).toEqual([
      [`specialty:${slug('ledger_loan')}@2`, 2],
      [`specialty:${slug('ledger_wrong')}@1`, 1],
    ])
    const [ours] = ledger
    expect(ours!.title).toBe('Loan payment')
    expect(ours!.cases).toHaveLength(6)
    expect(ours!.cases[0]).toEqual({
      title: 'Worked example 1',
      inputs: [
        { label: 'Loan amount', value: '$10,000' },
        { label: 'Annual interest rate (APR)', value: '8%' },
        { label: 'Term in months', value: '10' },
      ],
      figure: 'Monthly payment',
      expected: '$1,037.03',
      computed: '$1,037.03',
      difference: '0.00',
      pass: true,
      source: { basis: 'worked-example', document: loan.examples[0]!.source },
    })
    expect(ours!.cases.map((each) => [each.figure, each.expected, each.computed, each.pass])).toContainEqual([
      'APR',
      '6.5%',
      '6.50%',
      true,
    ])
    expect(ours!.cases.every((each) => each.pass)).toBe(true)
  })

  test('an expected figure a cent off fails, with the difference', async () => {
    const wrong = (await specialtyLedger(database.db)).find((each) => each.slug === slug('ledger_wrong'))
    expect(
      wrong!.cases.map(({ expected, computed, difference, pass }) => ({
        expected,
        computed,
        difference,
        pass,
      })),
    ).toEqual([{ expected: '$1,037.04', computed: '$1,037.03', difference: '-0.01', pass: false }])
  })
})
