import { verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptId } from '~/lib/receipts/receipt.server'
import { loader as reportLoader } from '~/routes/resources/published-report-pdf'
import { loader as keyLoader } from '~/routes/resources/receipt-key'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { pdfAttachments } from '../support/pdf-attachments'
import { overlaps, pageLines, pdfLayout } from '../support/pdf-layout'
import { createTestServices, routeContext } from '../support/services'
import { act, approveFields, signedIn, workspaceWithCalculator } from './workspace-support'

// A client's published calculator's PDF (issue 33 §1): the workspace's company as its brand (never the
// calculator's internal name), the client's page the visitor was on (never our frame's address), the
// visitor's scenarios within the client's limits, Spanish throughout.
describe.each(databaseKinds)('a published calculator’s PDF on %s', (kind) => {
  let services: RunningServices
  let publicId = ''

  beforeAll(async () => {
    services = await createTestServices(kind)
    const cookie = await signedIn(services, 'carla@example.com')
    const created = await workspaceWithCalculator(services, cookie, 'Acme Credit Union', 'loan')
    publicId = created.publicId
    const path = `/workspace/${created.workspaceId}/calculators/${created.calculatorId}`
    const params = { workspaceId: created.workspaceId, calculatorId: created.calculatorId }
    const draft = {
      intent: 'save',
      name: 'Home loan payment calculator',
      color: '#0f766e',
      accent: '#fbbf24',
      font: 'serif',
      lang: 'es',
      'default.principal': '200000',
      'default.rate': '6',
      'default.months': '360',
      'min.rate': '3',
      'max.rate': '9',
    }
    expect((await act(services, calculatorAction, path, params, draft, cookie)).status).toBe(200)
    const approve = await approveFields(services, created.calculatorId)
    expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
  })
  afterAll(async () => {
    await services?.close()
  })

  async function download(query: string, referer?: string) {
    const headers = referer ? { referer } : undefined
    const response = (await reportLoader({
      request: new Request(`http://localhost:3000/embed/c/${publicId}/report.pdf?${query}`, { headers }),
      params: { publicId },
      context: routeContext(services),
    } as never)) as Response
    expect(response.status).toBe(200)
    const pdf = Buffer.from(await response.arrayBuffer())
    const pages = pdfLayout(pdf)
    return { pdf, pages, text: pages.flatMap(pageLines).join('\n') }
  }

  it('carries a signed receipt that verifies with the published key, and names no site or brand of ours', async () => {
    const { pdf, text } = await download('principal=250000&rate=5.5&months=360')
    const files = pdfAttachments(pdf)
    const json = files['receipt.json']!
    const sig = Buffer.from(files['receipt.sig']!.toString(), 'base64')
    const keyResponse = (await keyLoader({
      request: new Request('http://localhost:3000/.well-known/brightline-receipt-key.pem'),
      params: {},
      context: routeContext(services),
    } as never)) as Response
    const publicPem = await keyResponse.text()
    expect(verify(null, json, publicPem, sig)).toBe(true)
    const receipt = JSON.parse(json.toString('utf8')) as { results: Record<string, string> }
    // The figures the client's Spanish report prints, signed as printed.
    expect(Object.values(receipt.results)).toContain('$1,419.47')
    const changed = Buffer.from(json.toString('utf8').replace('1,419.47', '1,419.48'), 'utf8')
    expect(verify(null, changed, publicPem, sig)).toBe(false)
    const id = receiptId(json.toString('utf8'))
    expect(text).toContain(`Recibo ${id} · versión del motor 1`)
    expect(text.replaceAll('\n', ' ')).toContain('adjunto como los archivos receipt.json y receipt.sig.')
    // White-label (issue 33): neither our name nor our address, on the page or in the attached files.
    for (const content of [text, json.toString('utf8'), pdf.toString('latin1')]) {
      expect(content).not.toMatch(/brightline/i)
      expect(content).not.toContain('localhost:3000')
      expect(content).not.toContain('/accuracy')
    }
  })

  it('carries the company, the client’s page without its query, and reads in Spanish', async () => {
    const page = encodeURIComponent('https://www.acme.example/prestamos?utm_source=mail')
    const frame = `http://localhost:3000/embed/c/${publicId}?height=auto&page=${page}`
    const { pages, text } = await download('principal=250000&rate=5.5&months=360', frame)
    expect(text.split('\n')[0]).toBe('Acme Credit Union')
    expect(text).not.toContain('Home loan payment calculator')
    expect(text).toMatch(/Preparado el \d+ de \w+ de \d{4} desde https:\/\/www\.acme\.example\/prestamos\n/)
    expect(text).not.toMatch(/height=auto|embed\/c|utm_source/)
    expect(text).toContain('Sus datos')
    expect(text).toContain('$1,419.47')
    expect(pages.length).toBeLessThanOrEqual(9)
    for (const each of pages) expect(overlaps(each)).toEqual([])
  })

  it('prints nothing for "from" when the page is not known', async () => {
    const { text } = await download(
      'principal=250000&rate=5.5&months=360',
      `http://localhost:3000/embed/c/${publicId}`,
    )
    expect(text).toMatch(/Preparado el \d+ de \w+ de \d{4}\n/)
    expect(text).not.toContain('desde')
  })

  it('compares the visitor’s scenarios, each kept within the client’s limits', async () => {
    const scenarios = ['principal=250000&rate=5.5&months=360', 'principal=250000&rate=12&months=180']
    const query = scenarios.map((scenario) => `scenario=${encodeURIComponent(scenario)}`).join('&')
    const { text } = await download(`principal=250000&rate=5.5&months=360&${query}`)
    expect(text).toContain('Escenarios: datos')
    expect(text).toContain('Escenario 2')
    // A rate above the client's 9 % maximum is not taken: the revision's 6 % stands in for it.
    expect(text).not.toContain('12%')
    expect(text).toMatch(/Diferencias: .*5\.5% frente a 6%/)
  })
})
