import { verify } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendorReviewRuns } from '~/db/schema'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import type { ScenarioOutcome } from '~/lib/vendor-review/outcome'
import { loader as fileLoader } from '~/routes/resources/vendor-review-file'
import { action } from '~/routes/workspace/vendor-review'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { overlaps, pageLines, pdfLayout } from '../support/pdf-layout'
import { createTestServices, routeContext } from '../support/services'
import { addCalculator, origin, settle, signedIn, workspaceWithCalculator } from './workspace-support'

/*
 * Issue 45 §1, "a schedule row by number" (decision 0093). The expected rows are the reference cases of
 * calculator-references.md ($2,500 at 8.24% for 12 months: row 1 interest 17.17, principal 200.58, balance
 * 2,299.42, a final payment of 217.72; $10,000 at 8% for 10 months: a final payment of 1,037.07) and row 2
 * worked by hand (2,299.42 × 0.0824 / 12 = 15.7893 → 15.79 interest; balance 2,299.42 − 201.96 = 2,097.46),
 * not the engine's own output.
 */
const header = [
  'scenario',
  'principal',
  'rate',
  'months',
  'start',
  'expected_monthly_payment',
  'expected_row_1_interest',
  'expected_row_1_principal',
  'expected_row_1_balance',
  'expected_row_2_balance',
  'expected_row_12_payment',
  'tolerance_row_12_payment',
  'expected_row_12_balance',
  'expected_row_10_payment',
  'expected_row_1_date',
]
const scheduleFile = [
  header.join(','),
  'REF-1,2500,8.24,12,2027-01-15,217.75,17.17,200.58,2299.42,2097.46,217.72,,0.00,,Jan 2027',
  'REF-2,10000,8,10,,1037.03,,,,,,,,1037.07,',
  // A cent too much interest in row 1, and the regular payment expected for the final one (3 cents off).
  'WRONG,2500,8.24,12,,217.75,17.18,,,,217.75,,,,',
  // The same final payment within a tolerance of 5 cents passes.
  'TOLERANT,2500,8.24,12,,,,,,,217.75,0.05,,,',
  // Six months have no row 12: this line is refused, the others run.
  'SHORT,2500,8.24,6,,,,,,,,,0.00,,',
].join('\r\n')

describe.each(databaseKinds)('schedule rows in the vendor review on %s', (kind) => {
  let services: RunningServices
  let cookie: string
  let workspaceId: string
  let loanId: string
  let cardId: string
  const page = () => `/workspace/${workspaceId}/vendor-review`

  beforeAll(async () => {
    services = await createTestServices(kind)
    cookie = await signedIn(services, `rows-${kind}@example.com`)
    ;({ workspaceId, calculatorId: loanId } = await workspaceWithCalculator(
      services,
      cookie,
      'Rows Bank',
      'loan',
    ))
    ;({ calculatorId: cardId } = await addCalculator(
      services,
      cookie,
      workspaceId,
      'credit-card-payoff',
      'Cards',
    ))
  })
  afterAll(() => services?.close())

  const run = (calculatorId: string, pasted: string) => {
    const body = new FormData()
    body.append('intent', 'run')
    body.append('calculatorId', calculatorId)
    body.append('pasted', pasted)
    const request = new Request(`${origin}${page()}`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: cookie },
      body,
    })
    return settle(() =>
      action({ request, params: { workspaceId }, context: routeContext(services) } as never),
    )
  }
  const bytesOf = async (runId: string, file: string) => {
    const request = new Request(`${origin}${page()}/runs/${runId}/${file}`, { headers: { cookie } })
    const response = (await fileLoader({
      request,
      params: { workspaceId, runId, file },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    return Buffer.from(await response.arrayBuffer())
  }

  it('compares schedule rows to the cent or a tolerance: passes, flags with differences, refuses a row past the schedule', async () => {
    const ran = await run(loanId, scheduleFile)
    expect(ran.status).toBe(302)
    const runId = new URL(ran.location!, origin).searchParams.get('run')!
    const [stored] = await services.db.select().from(vendorReviewRuns).where(eq(vendorReviewRuns.id, runId))
    expect(stored).toMatchObject({ scenarios: 5, passed: 3, flagged: 1, refused: 1 })
    const byScenario = new Map<string, ScenarioOutcome>(stored!.outcomes.map((row) => [row.scenario, row]))
    const checksOf = (scenario: string) =>
      byScenario
        .get(scenario)!
        .checks.map((check) => [check.label, check.computed, check.difference, check.pass])
    expect(checksOf('REF-1')).toEqual([
      ['Monthly payment', '$217.75', '0.00', true],
      ['Row 1 interest', '$17.17', '0.00', true],
      ['Row 1 principal', '$200.58', '0.00', true],
      ['Row 1 balance', '$2,299.42', '0.00', true],
      ['Row 2 balance', '$2,097.46', '0.00', true],
      ['Row 12 payment', '$217.72', '0.00', true],
      ['Row 12 balance', '$0.00', '0.00', true],
      ['Row 1 date', 'Jan 2027', '', true],
    ])
    expect(checksOf('REF-2')).toEqual([
      ['Monthly payment', '$1,037.03', '0.00', true],
      ['Row 10 payment', '$1,037.07', '0.00', true],
    ])
    // computed − expected
    expect(checksOf('WRONG')).toEqual([
      ['Monthly payment', '$217.75', '0.00', true],
      ['Row 1 interest', '$17.17', '-0.01', false],
      ['Row 12 payment', '$217.72', '-0.03', false],
    ])
    expect(byScenario.get('TOLERANT')).toMatchObject({
      status: 'pass',
      checks: [{ name: 'row_12_payment', difference: '-0.03', tolerance: '0.05', pass: true }],
    })
    expect(stored!.outcomes.find((row) => row.line === 6)).toMatchObject({
      status: 'refused',
      problems: [
        {
          line: 6,
          column: { index: 13, name: 'expected_row_12_balance' },
          message: 'Row 12 is past this scenario’s schedule, which has 6 rows.',
        },
      ],
    })

    // The CSV carries each row's figure as it carries a result, and its signature still verifies.
    const csv = await bytesOf(runId, 'result.csv')
    const publicPem = configuredReceiptKey(services.config).publicPem
    expect(verify(null, csv, publicPem, await bytesOf(runId, 'result.csv.sig'))).toBe(true)
    const lines = csv.toString('utf8').split('\r\n')
    const columns = lines.find((line) => line.startsWith('line,'))!.split(',')
    expect(columns).toEqual(
      expect.arrayContaining([
        'expected_row_1_interest',
        'computed_row_1_interest',
        'difference_row_1_interest',
        'tolerance_row_12_payment',
        'check_row_12_payment',
      ]),
    )
    const wrong = lines.find((line) => line.startsWith('4,WRONG,'))!.split(',')
    const cell = (name: string) => wrong[columns.indexOf(name)]
    expect([cell('expected_row_1_interest'), cell('computed_row_1_interest')]).toEqual(['17.18', '17.17'])
    expect([cell('difference_row_1_interest'), cell('check_row_1_interest')]).toEqual(['-0.01', 'flagged'])

    // The PDF names the rows as it names the results, and nothing is drawn over anything else.
    const pdf = await bytesOf(runId, 'result.pdf')
    expect(verify(null, pdf, publicPem, await bytesOf(runId, 'result.pdf.sig'))).toBe(true)
    const pages = pdfLayout(pdf)
    const text = pages.flatMap(pageLines)
    expect(text).toContain('Line 4 (WRONG): Row 1 interest 17.18 $17.17 -0.01 cent')
    expect(text).toContain('Line 2 (REF-1): Row 12 balance 0.00 $0.00 0.00 pass')
    expect(text.join('\n')).toContain('Row 12 is past this scenario’s schedule, which has 6 rows.')
    expect(pages.flatMap(overlaps)).toEqual([])
  })

  it('refuses the file whole, by line and column, for an unknown schedule column or a calculator without one', async () => {
    const before = (await services.db.select().from(vendorReviewRuns)).length
    const unknown = await run(loanId, 'principal,expected_row_12_balanse\n2500,0\n')
    expect(unknown.status).toBe(400)
    expect((unknown.data as { problems: unknown[] }).problems).toEqual([
      {
        line: 1,
        column: { index: 2, name: 'expected_row_12_balanse' },
        message:
          '“expected_row_12_balanse”: the schedule has no column “balanse”; its columns are month, date, payment, principal, interest, extra, balance.',
      },
    ])
    const card = await run(cardId, 'balance,expected_row_1_balance\n5000,4900\n')
    expect(card.status).toBe(400)
    expect(
      (card.data as { problems: { line: number; column: unknown; message: string }[] }).problems,
    ).toEqual([
      {
        line: 1,
        column: { index: 2, name: 'expected_row_1_balance' },
        message: expect.stringMatching(
          /^“expected_row_1_balance” expects a schedule row, and this calculator shows no schedule; its results are expected_/,
        ),
      },
    ])
    expect((await services.db.select().from(vendorReviewRuns)).length).toBe(before)
  })

  it('offers a loan template that names the schedule’s columns and runs as it is', async () => {
    const request = new Request(`${origin}${page()}/calculators/${loanId}/template.csv`, {
      headers: { cookie },
    })
    const response = (await fileLoader({
      request,
      params: { workspaceId, calculatorId: loanId, file: 'template.csv' },
      context: routeContext(services),
    } as never)) as Response
    const template = await response.text()
    const [head, units, help] = template.split('\r\n')
    expect(head).toContain(',expected_row_1_payment,expected_row_1_principal,')
    expect(head).toMatch(/,expected_row_60_balance$/)
    expect(units).toContain('Row 60 balance: dollars, compared to the cent (or add tolerance_row_60_balance)')
    expect(help).toMatch(/^"# Schedule rows/)
    expect(help).toContain('balance (Balance: dollars)')
    expect(help).toContain('date (Date: text, e.g.')
    const ran = await run(loanId, template)
    expect(ran.status).toBe(302)
    const runId = new URL(ran.location!, origin).searchParams.get('run')!
    const [stored] = await services.db.select().from(vendorReviewRuns).where(eq(vendorReviewRuns.id, runId))
    expect(stored).toMatchObject({ scenarios: 1, passed: 1, flagged: 0 })
    expect(stored!.outcomes[0]!.checks.map((check) => check.label)).toContain('Row 60 balance')
  })
})
