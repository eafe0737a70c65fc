import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { specialtyCalculators, specialtyCalculatorVersions, workspaceMembers } from '~/db/schema'
import { specialtyKitNote } from '~/lib/accessibility/report.server'
import loan from '~/lib/formulas/examples/loan.json'
import { loader as pdfLoader } from '~/routes/resources/workspace-conformance-pdf'
import { loader as reportLoader } from '~/routes/workspace/conformance'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { load, signedIn, workspaceWithCalculator } from './workspace-support'

/** The text a PDF draws: pdfkit writes each content stream Flate-compressed with hex strings in TJ arrays. */
function pdfText(pdf: Buffer) {
  const source = pdf.toString('latin1')
  const text: string[] = []
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const run of content.matchAll(/\[(.*?)\] TJ/g))
      text.push(
        [...run[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      )
  }
  return text.join(' ')
}

describe.each(databaseKinds)('accessibility conformance report on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: { workspaceId: string; calculatorId: string }
  let b: { workspaceId: string; calculatorId: string }
  let specialty: { workspaceId: string; calculatorId: string }
  const path = (workspace: { workspaceId: string; calculatorId: string }, file = 'conformance') =>
    `/workspace/${workspace.workspaceId}/calculators/${workspace.calculatorId}/${file}`
  const params = (workspace: { workspaceId: string; calculatorId: string }) => ({
    workspaceId: workspace.workspaceId,
    calculatorId: workspace.calculatorId,
  })

  beforeAll(async () => {
    services = await createTestServices(kind)
    for (const who of ['alice', 'bob', 'ed']) cookies[who] = await signedIn(services, `${who}@example.com`)
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'mortgage')
    b = await workspaceWithCalculator(services, cookies.bob!, 'Beta Credit', 'loan')
    const { user } = await import('~/db/schema')
    const { eq } = await import('drizzle-orm')
    const [ed] = await services.db.select().from(user).where(eq(user.email, 'ed@example.com'))
    await services.db
      .insert(workspaceMembers)
      .values({ workspaceId: a.workspaceId, userId: ed!.id, role: 'editor' })
    // A specialty calculator offered to every workspace, at version 1.
    const slug = `conformance_loan_${kind}`
    const [calculator] = await services.db.insert(specialtyCalculators).values({ slug }).returning()
    await services.db.insert(specialtyCalculatorVersions).values({
      calculatorId: calculator!.id,
      number: 1,
      definition: { ...loan, id: slug, name: { en: 'Ladder loan', es: 'Préstamo escalonado' } },
      createdByEmail: 'boss@brightline.example',
      publishedAt: new Date(),
      offer: 'catalogue',
    })
    specialty = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Two', `specialty:${slug}`)
  })
  afterAll(async () => {
    await services?.close()
  })

  it('lists every WCAG 2.2 A and AA criterion for the owner, judging contrast from the revision’s colours', async () => {
    const page = await load(services, reportLoader, path(a), params(a), cookies.alice)
    expect(page.status).toBe(200)
    const { report } = page.data as {
      report: { rows: { id: string; conformance: string; evidence: string[] }[] }
    }
    expect(report.rows).toHaveLength(55)
    expect(report.rows.find((row) => row.id === '4.1.1')).toBeUndefined()
    expect(report.rows.find((row) => row.id === '1.4.3')?.conformance).toBe('Supports')
    // Nothing is claimed without the check behind it.
    for (const row of report.rows.filter((candidate) => candidate.conformance === 'Supports'))
      expect(row.evidence.length, row.id).toBeGreaterThan(0)
  })

  it('downloads as a tagged, text-based PDF with the criteria in it', async () => {
    const request = new Request(`http://localhost:3000${path(a, 'conformance.pdf')}`, {
      headers: { cookie: cookies.alice! },
    })
    const { routeContext } = await import('../support/services')
    const response = (await pdfLoader({
      request,
      params: params(a),
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.toString('latin1')).toContain('/MarkInfo')
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en-US\)/)
    const text = pdfText(pdf)
    expect(text).toContain('1.4.3 Contrast (Minimum)')
    expect(text).toContain('2.5.8 Target Size (Minimum)')
  })

  it('says of a specialty calculator that its form is the same field kit, so the same evidence applies', async () => {
    const page = await load(services, reportLoader, path(specialty), params(specialty), cookies.alice)
    expect(page.status).toBe(200)
    const { report } = page.data as {
      report: { calculator: { title: string }; kit?: string; rows: unknown[] }
    }
    expect(report.calculator.title).toBe('Ladder loan')
    expect(report.kit).toBe(specialtyKitNote(1))
    expect(report.kit).toContain('built from the same field kit')
    expect(report.rows).toHaveLength(55)
    // A registry calculator's report says nothing of the kind.
    const registry = await load(services, reportLoader, path(a), params(a), cookies.alice)
    expect((registry.data as { report: { kit?: string } }).report.kit).toBeUndefined()
  })

  it('gives a member of another workspace a 404, a signed-out visitor nothing, and an editor a 403', async () => {
    for (const [handler, file] of [
      [reportLoader, 'conformance'],
      [pdfLoader, 'conformance.pdf'],
    ] as const) {
      const otherTenant = await load(services, handler, path(a, file), params(a), cookies.bob)
      expect(otherTenant.status).toBe(404)
      expect(JSON.stringify(otherTenant.data)).not.toContain('Alpha')
      const mixed = await load(
        services,
        handler,
        path({ ...b, calculatorId: a.calculatorId }, file),
        params({ ...b, calculatorId: a.calculatorId }),
        cookies.bob,
      )
      expect(mixed.status).toBe(404)
      const signedOut = await load(services, handler, path(a, file), params(a))
      expect(signedOut.status).toBe(302)
      expect(signedOut.location).toBe('/auth')
      const editor = await load(services, handler, path(a, file), params(a), cookies.ed)
      expect(editor.status).toBe(403)
    }
  })
})
