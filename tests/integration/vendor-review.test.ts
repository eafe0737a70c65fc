import { execFileSync, spawnSync } from 'node:child_process'
import { verify } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEntries,
  calculatorRevisions,
  specialtyCalculators,
  specialtyCalculatorVersions,
  user,
  vendorReviewRuns,
  workspaceMembers,
} from '~/db/schema'
import loanDefinition from '~/lib/formulas/examples/loan.json'
import { configuredReceiptKey } from '~/lib/receipts/receipt-key.server'
import { monitorOutcomes } from '~/lib/vendor-review/monitor.server'
import { loader as fileLoader } from '~/routes/resources/vendor-review-file'
import { action, loader } from '~/routes/workspace/vendor-review'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { loanScenarioCsv, THREE_WRONG } from '../support/loan-scenarios'
import { routeContext } from '../support/services'
import { setUpTeams, type Teams, type Who } from './teams-support'
import { addCalculator, load, origin, settle } from './workspace-support'

const loanScenarios = () => ({ csv: loanScenarioCsv(50, THREE_WRONG), wrong: THREE_WRONG })

function multipart(url: string, fields: Record<string, string | File>, cookie?: string) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request(url, {
    method: 'POST',
    headers: { Origin: new URL(url).origin, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  })
}

describe.each(databaseKinds)('the vendor review on %s', (kind) => {
  let teams: Teams
  let services: RunningServices
  let cookies: Teams['cookies']
  let workspaceId: string
  let calculatorId: string
  const page = () => `/workspace/${workspaceId}/vendor-review`
  const params = () => ({ workspaceId })

  beforeAll(async () => {
    teams = await setUpTeams(kind, { RATE_LIMIT_AUTH: '20' })
    ;({ services, cookies } = teams)
    workspaceId = teams.a.workspaceId
    ;({ calculatorId } = await addCalculator(services, cookies.alice, workspaceId, 'loan', 'Consumer loans'))
  })
  afterAll(() => teams?.close())

  const post = (fields: Record<string, string | File>, who: Who = 'alice') =>
    settle(() =>
      action({
        request: multipart(`${origin}${page()}`, fields, cookies[who]),
        params: params(),
        context: routeContext(services),
      } as never),
    )
  const upload = (csv: string, who: Who = 'alice', name = 'loans.csv') =>
    post({ intent: 'run', calculatorId, file: new File([csv], name, { type: 'text/csv' }) }, who)
  const runOf = (location: string | null) => new URL(location!, origin).searchParams.get('run')!
  const file = (runId: string, name: string, who: Who = 'alice') =>
    settle(() =>
      fileLoader({
        request: new Request(`${origin}${page()}/runs/${runId}/${name}`, {
          headers: { cookie: cookies[who] },
        }),
        params: { workspaceId, runId, file: name },
        context: routeContext(services),
      } as never),
    )
  const bytesOf = async (runId: string, name: string) => {
    const request = new Request(`${origin}${page()}/runs/${runId}/${name}`, {
      headers: { cookie: cookies.alice },
    })
    const response = (await fileLoader({
      request,
      params: { workspaceId, runId, file: name },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    return Buffer.from(await response.arrayBuffer())
  }
  const runCount = async () =>
    (await services.db.select().from(vendorReviewRuns).where(eq(vendorReviewRuns.workspaceId, workspaceId)))
      .length

  it('runs 50 loan scenarios: 47 pass, the 3 wrong payments are flagged with their differences', async () => {
    const { csv, wrong } = loanScenarios()
    const ran = await upload(csv)
    expect(ran.status).toBe(302)
    const shown = await load(
      services,
      loader,
      `${page()}?run=${runOf(ran.location)}`,
      params(),
      cookies.alice,
    )
    const { run, runs } = shown.data as {
      run: {
        passed: number
        flagged: number
        refused: number
        outcomes: { line: number; status: string; checks: { difference: string; computed: string }[] }[]
      }
      runs: { id: string }[]
    }
    expect([run.passed, run.flagged, run.refused]).toEqual([47, 3, 0])
    const flagged = run.outcomes.filter((row) => row.status === 'flagged')
    // Lines 9, 25 and 43 of the file (the header is line 1); computed − expected.
    expect(flagged.map((row) => row.line)).toEqual([...wrong.keys()].map((index) => index + 2))
    expect(flagged.map((row) => row.checks[0]!.difference)).toEqual(['-0.01', '0.05', '-1.00'])
    expect(runs.map((listed) => listed.id)).toContain(runOf(ran.location))
    const [entry] = await services.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.action, 'vendor_review.ran')))
    expect(entry?.data).toMatchObject({ passed: 47, flagged: 3, refused: 0, scenarios: 50 })
  })

  it('signs the CSV and the PDF: each verifies with the receipts’ public key, and one changed byte fails', async () => {
    const ran = await upload(loanScenarios().csv)
    const runId = runOf(ran.location)
    const publicPem = configuredReceiptKey(services.config).publicPem
    const csv = await bytesOf(runId, 'result.csv')
    const csvSignature = await bytesOf(runId, 'result.csv.sig')
    expect(csvSignature).toHaveLength(64)
    expect(verify(null, csv, publicPem, csvSignature)).toBe(true)
    const changed = Buffer.from(csv)
    changed[changed.indexOf('47 passed')] = '4'.charCodeAt(0) + 1
    expect(verify(null, changed, publicPem, csvSignature)).toBe(false)
    const text = csv.toString('utf8')
    expect(text).toContain(`# Engine version: 1`)
    expect(text).toMatch(/# Input file: loans\.csv, SHA-256 [0-9a-f]{64}/)
    expect(text).toMatch(/# Run at: \d{4}-\d\d-\d\dT/)
    // The disclosure the calculator shows, filled from the first scenario's figures.
    expect(text).toMatch(/# Disclosure: as shown under the results of line 2: \S/)
    const pdf = await bytesOf(runId, 'result.pdf')
    const pdfSignature = await bytesOf(runId, 'result.pdf.sig')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(verify(null, pdf, publicPem, pdfSignature)).toBe(true)

    // The openssl binary, as the page documents it.
    const openssl = spawnSync('openssl', ['version'])
    if (openssl.status !== 0) return
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-review-'))
    try {
      fs.writeFileSync(path.join(dir, 'key.pem'), publicPem)
      fs.writeFileSync(path.join(dir, 'result.csv'), csv)
      fs.writeFileSync(path.join(dir, 'result.csv.sig'), csvSignature)
      fs.writeFileSync(path.join(dir, 'changed.csv'), changed)
      fs.writeFileSync(path.join(dir, 'result.pdf'), pdf)
      fs.writeFileSync(path.join(dir, 'result.pdf.sig'), pdfSignature)
      const args = (file: string, sig = 'result.csv.sig') => [
        'pkeyutl',
        '-verify',
        '-pubin',
        '-inkey',
        'key.pem',
        '-rawin',
        '-in',
        file,
        '-sigfile',
        sig,
      ]
      expect(execFileSync('openssl', args('result.csv'), { cwd: dir, encoding: 'utf8' })).toContain(
        'Signature Verified Successfully',
      )
      expect(spawnSync('openssl', args('changed.csv'), { cwd: dir }).status).not.toBe(0)
      expect(
        execFileSync('openssl', args('result.pdf', 'result.pdf.sig'), { cwd: dir, encoding: 'utf8' }),
      ).toContain('Signature Verified Successfully')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a malformed file whole: every bad line named, nothing stored', async () => {
    const before = await runCount()
    const malformed = [
      'scenario,principal,rate,months,expected_monthly_payment,expected_balloon',
      'a,25000,6.5,60,489.15',
      'b,25000,6.5,60,489.15,1,2',
      'c,25000,6.5',
      'd,25000,6.5,60,489.15,',
    ].join('\n')
    const ran = await upload(malformed)
    expect(ran.status).toBe(400)
    const { problems } = ran.data as {
      problems: { line: number; column?: { name: string }; message: string }[]
    }
    expect(problems.map((problem) => problem.line)).toEqual([1, 2, 3, 4])
    expect(problems[0]!.column?.name).toBe('expected_balloon')
    expect(problems[1]!.message).toBe('This row has 5 cells; the header has 6.')
    expect(await runCount()).toBe(before)
  })

  it('runs the good rows of a file with bad values, listing each bad one by line and column', async () => {
    await services.db
      .update(calculatorRevisions)
      .set({ limits: { principal: { max: 500_000 } } })
      .where(eq(calculatorRevisions.calculatorId, calculatorId))
    const csv = [
      'scenario,principal,rate,months,expected_monthly_payment,expected_total_interest,tolerance_total_interest',
      'ok,25000,6.5,60,489.15,4349.00,0.50',
      'rate,25000,150,60,489.15,,',
      'range,600000,6.5,60,1000,,',
      'amount,25000,6.5,60,about 489,,',
    ].join('\n')
    const ran = await post({ intent: 'run', calculatorId, pasted: csv })
    expect(ran.status).toBe(302)
    const shown = await load(
      services,
      loader,
      `${page()}?run=${runOf(ran.location)}`,
      params(),
      cookies.alice,
    )
    const { run } = shown.data as {
      run: {
        passed: number
        refused: number
        outcomes: { problems: { line: number; column?: { name: string }; message: string }[] }[]
      }
    }
    expect([run.passed, run.refused]).toEqual([1, 3])
    const problems = run.outcomes.flatMap((row) => row.problems)
    expect(problems.map((problem) => [problem.line, problem.column?.name])).toEqual([
      [3, 'rate'],
      [4, 'principal'],
      [5, 'expected_monthly_payment'],
    ])
    expect(problems[1]!.message).toContain('this workspace’s range')
  })

  it('runs a kept scenario set again, as a new run that names the first', async () => {
    const first = runOf((await upload(loanScenarios().csv)).location)
    const again = await post({ intent: 'rerun', runId: first })
    expect(again.status).toBe(302)
    const [run] = await services.db
      .select()
      .from(vendorReviewRuns)
      .where(eq(vendorReviewRuns.id, runOf(again.location)))
    expect(run).toMatchObject({ rerunOf: first, passed: 47, flagged: 3, fileName: 'loans.csv' })
  })

  it('runs kept scenario sets again after an engine change, mailing owners and approvers what changed (§2)', async () => {
    const kept = runOf((await upload(loanScenarios().csv)).location)
    const quiet = runOf((await upload(loanScenarioCsv(5), 'alice', 'five.csv')).location)
    // As if both had run on an older engine, which gave another payment on line 2 of the first set.
    const [stored] = await services.db.select().from(vendorReviewRuns).where(eq(vendorReviewRuns.id, kept))
    const outcomes = structuredClone(stored!.outcomes)
    const actual = outcomes[0]!.checks[0]!.computed
    outcomes[0]!.checks[0]!.computed = '$1.00'
    await services.db
      .update(vendorReviewRuns)
      .set({ engineVersion: 0, outcomes })
      .where(eq(vendorReviewRuns.id, kept))
    await services.db.update(vendorReviewRuns).set({ engineVersion: 0 }).where(eq(vendorReviewRuns.id, quiet))
    teams.mail.received.length = 0

    // Two instances at once: each set is run again once.
    const passes = await Promise.all([monitorOutcomes(services), monitorOutcomes(services)])
    expect(passes[0] + passes[1]).toBe(2)
    expect(await monitorOutcomes(services)).toBe(0)
    const again = await services.db
      .select()
      .from(vendorReviewRuns)
      .where(and(eq(vendorReviewRuns.workspaceId, workspaceId), eq(vendorReviewRuns.reason, 'engine-change')))
    expect(again.map((run) => run.rerunOf).sort()).toEqual([kept, quiet].sort())
    expect(again.every((run) => run.engineVersion === 1 && run.actorEmail === 'system (engine change)')).toBe(
      true,
    )
    const changed = await services.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.workspaceId, workspaceId),
          eq(auditEntries.action, 'vendor_review.outcomes_changed'),
        ),
      )
    expect(changed).toHaveLength(1)
    expect(changed[0]!.data).toMatchObject({
      previousRun: kept,
      engineBefore: 0,
      engineAfter: 1,
      changed: 1,
      changes: [{ line: 2, scenario: 'LOS-1000', figure: 'Monthly payment', before: '$1.00', after: actual }],
    })
    for (const who of ['alice', 'ann'] as const) {
      const sent = await teams.mailWith(`${who}@example.com`, /figures changed with engine version 1/)
      expect(sent.text).toContain(`Line 2 (LOS-1000), Monthly payment: $1.00 before, ${actual} now.`)
    }
    expect(teams.mail.received.filter((m) => /figures changed/.test(m.subject ?? ''))).toHaveLength(2)
  })

  it('gives another workspace’s member a 404, an editor and an admin a 403, a removed member and a signed-out visitor nothing', async () => {
    const runId = runOf((await upload(loanScenarios().csv)).location)
    const template = (who?: Who) =>
      settle(() =>
        fileLoader({
          request: new Request(`${origin}${page()}/calculators/${calculatorId}/template.csv`, {
            headers: who ? { cookie: cookies[who] } : {},
          }),
          params: { workspaceId, calculatorId, file: 'template.csv' },
          context: routeContext(services),
        } as never),
      )
    expect((await template('ann')).status).toBe(200)
    expect((await file(runId, 'result.csv', 'ann')).status).toBe(200)
    expect((await load(services, loader, page(), params(), cookies.bob)).status).toBe(404)
    expect((await file(runId, 'result.csv', 'bob')).status).toBe(404)
    expect((await template('bob')).status).toBe(404)
    expect((await upload(loanScenarios().csv, 'bob')).status).toBe(404)
    // Beta's own page never lists or serves Alpha's run.
    const beta = teams.b.workspaceId
    const betaPage = await load(
      services,
      loader,
      `/workspace/${beta}/vendor-review?run=${runId}`,
      { workspaceId: beta },
      cookies.bob,
    )
    expect(betaPage.status).toBe(200)
    expect((betaPage.data as { run: unknown; runs: unknown[] }).run).toBeNull()
    expect((betaPage.data as { runs: unknown[] }).runs).toEqual([])
    for (const who of ['ed', 'boss'] as const) {
      expect((await load(services, loader, page(), params(), cookies[who])).status).toBe(403)
      expect((await file(runId, 'result.pdf', who)).status).toBe(403)
      expect((await upload(loanScenarios().csv, who)).status).toBe(403)
    }
    const signedOut = await load(services, loader, page(), params())
    expect([signedOut.status, signedOut.location]).toEqual([302, '/auth'])
    const [ann] = await services.db.select().from(user).where(eq(user.email, 'ann@example.com'))
    await services.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, ann!.id)))
    expect((await load(services, loader, page(), params(), cookies.ann)).status).toBe(404)
    expect((await file(runId, 'result.csv', 'ann')).status).toBe(404)
    expect((await template('ann')).status).toBe(404)
  })

  it('runs scenarios of a specialty calculator through the same registry, from its own template', async () => {
    const slug = `vendor_loan_${kind}`
    const [specialty] = await services.db.insert(specialtyCalculators).values({ slug }).returning()
    await services.db.insert(specialtyCalculatorVersions).values({
      calculatorId: specialty!.id,
      number: 1,
      definition: { ...loanDefinition, id: slug, name: { en: 'Ladder loan', es: 'Préstamo escalonado' } },
      createdByEmail: 'boss@brightline.example',
      publishedAt: new Date(),
      offer: 'catalogue',
    })
    const added = await addCalculator(
      services,
      cookies.alice,
      workspaceId,
      `specialty:${slug}`,
      'Ladder loans',
    )
    const response = (await fileLoader({
      request: new Request(`${origin}${page()}/calculators/${added.calculatorId}/template.csv`, {
        headers: { cookie: cookies.alice },
      }),
      params: { workspaceId, calculatorId: added.calculatorId, file: 'template.csv' },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    const template = await response.text()
    expect(template.split('\r\n')[0]).toMatch(/^scenario,.*expected_/)
    const ran = await post({
      intent: 'run',
      calculatorId: added.calculatorId,
      file: new File([template], 'ladder.csv', { type: 'text/csv' }),
    })
    expect(ran.status).toBe(302)
    const [run] = await services.db
      .select()
      .from(vendorReviewRuns)
      .where(eq(vendorReviewRuns.id, runOf(ran.location)))
    expect(run).toMatchObject({ calculatorType: `specialty:${slug}@1`, scenarios: 1, passed: 1, flagged: 0 })
  })

  it('offers a template per calculator that runs as it is', async () => {
    const response = (await fileLoader({
      request: new Request(`${origin}${page()}/calculators/${calculatorId}/template.csv`, {
        headers: { cookie: cookies.alice },
      }),
      params: { workspaceId, calculatorId, file: 'template.csv' },
      context: routeContext(services),
    } as never)) as Response
    const template = await response.text()
    const [header, units] = template.split('\r\n')
    // The schedule's first and last rows come after the summary's figures (decision 0093).
    expect(header).toBe(
      'scenario,principal,rate,months,extra,start,expected_monthly_payment,expected_final_payment,expected_total_interest,expected_total_paid,expected_number_of_payments,expected_payoff_date,' +
        'expected_row_1_payment,expected_row_1_principal,expected_row_1_interest,expected_row_1_extra,expected_row_1_balance,' +
        'expected_row_60_payment,expected_row_60_principal,expected_row_60_interest,expected_row_60_extra,expected_row_60_balance',
    )
    expect(units).toMatch(/^# your own reference/)
    expect(units).toContain('percent (6.5 means 6.5%)')
    const ran = await upload(template, 'alice', 'template.csv')
    const [run] = await services.db
      .select()
      .from(vendorReviewRuns)
      .where(eq(vendorReviewRuns.id, runOf(ran.location)))
    expect(run).toMatchObject({ scenarios: 1, passed: 1 })
  })
})
