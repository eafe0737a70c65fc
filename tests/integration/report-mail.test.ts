import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { leads } from '~/db/schema'
import { pdfTextLines } from '~/lib/reports/pdf-text'
import { startOutboxWorker } from '~/lib/outbox/worker.server'
import { rowsOf } from '~/lib/rate-limit.server'
import { action as pageMail } from '~/routes/resources/calculator-report-mail'
import { action as publishedMail } from '~/routes/resources/published-report-mail'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { loader as usageLoader } from '~/routes/workspace/usage'
import { loader as usageCsvLoader } from '~/routes/resources/workspace-usage-csv'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { formRequest } from './auth-support'
import { freePort } from '../support/ports'
import { startSmtpServer, waitFor } from './contact-smtp'
import {
  act,
  approveFields,
  load,
  origin,
  settle,
  signedIn,
  workspaceWithCalculator,
  fullLeadMails,
} from './workspace-support'

const loanDraft = (lang: 'en' | 'es', leadsOn: boolean) => ({
  intent: 'save',
  name: lang === 'es' ? 'Préstamos' : 'Home loans',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang,
  'default.principal': '200000',
  'default.rate': '6',
  'default.months': '360',
  'min.rate': '3',
  'max.rate': '9',
  ...(leadsOn ? { 'lead.enabled': 'on', 'lead.recipients': 'officer@bank.example' } : {}),
})

// 250,000 at 5.5 % over 30 years: $1,419.47 a month, on the page and in the PDF.
const inputs = 'principal=250000&rate=5.5&months=360'
let address = 0

async function post(
  services: RunningServices,
  target: { name: string } | { publicId: string },
  fields: Record<string, string>,
  clientAddress = `198.51.100.${++address}`,
) {
  const path =
    'name' in target ? `/calculators/${target.name}/report-mail` : `/embed/c/${target.publicId}/report-mail`
  const request = formRequest(`${origin}${path}`, fields)
  const handler = 'name' in target ? pageMail : publishedMail
  return settle(() =>
    handler({ request, params: target, context: routeContext(services, clientAddress) } as never),
  )
}

async function reportRows(services: RunningServices, to: string) {
  return rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    await services.db.execute(
      sql`select status, attempts, last_error from outbox where kind = 'report' and payload->>'to' = ${to}`,
    ),
  )
}

async function publish(
  services: RunningServices,
  cookie: string,
  company: string,
  lang: 'en' | 'es',
  leadsOn: boolean,
) {
  const created = await workspaceWithCalculator(services, cookie, company, 'loan')
  await fullLeadMails(services, created.workspaceId)
  const path = `/workspace/${created.workspaceId}/calculators/${created.calculatorId}`
  const params = { workspaceId: created.workspaceId, calculatorId: created.calculatorId }
  expect((await act(services, calculatorAction, path, params, loanDraft(lang, leadsOn), cookie)).status).toBe(
    200,
  )
  const approve = await approveFields(services, created.calculatorId)
  expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
  return created
}

describe.each(databaseKinds)('e-mailing a report on %s', (kind) => {
  let services: RunningServices
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const cookies: Record<string, string> = {}
  let a: Awaited<ReturnType<typeof publish>>
  let b: Awaited<ReturnType<typeof publish>>
  const mailsTo = (to: string) => smtp.received.filter(({ rcptTo }) => rcptTo.includes(to))

  beforeAll(async () => {
    smtp = await startSmtpServer()
    services = await createTestServices(kind, { SMTP_URL: smtp.url, RATE_LIMIT_LEADS: '3' })
    for (const name of ['alice', 'bob']) cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await publish(services, cookies.alice!, 'Alpha Bank', 'es', true)
    b = await publish(services, cookies.bob!, 'Beta Credit', 'en', false)
  })
  afterAll(async () => {
    await services?.close()
    await smtp?.close()
  })

  it('sends the report of our page once, as a PDF attachment with the figures, counted in no workspace', async () => {
    const to = 'page-visitor@home.example'
    const answer = await post(services, { name: 'loan' }, { email: to, consent: 'on', search: inputs })
    expect(answer).toMatchObject({ status: 200, data: { sent: true, to } })
    await waitFor(async () => (await reportRows(services, to))[0]?.status === 'sent')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const received = mailsTo(to)
    expect(received).toHaveLength(1)
    const { mail } = received[0]!
    expect(mail.subject).toBe('Your report: Loan Calculator')
    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: 'loan-report.pdf' })
    const text = pdfTextLines(pdf!.content).join('\n')
    expect(text).toContain('$1,419.47')
    expect(text).toContain('Brightline Digital')
  })

  it('answers field errors in the calculator language', async () => {
    const en = await post(services, { name: 'loan' }, { email: 'not-an-address', search: inputs })
    expect(en).toMatchObject({
      status: 400,
      data: {
        errors: {
          email: 'Please enter a valid e-mail address.',
          consent: 'Please tick the box so that we may e-mail you the report.',
        },
      },
    })
    const es = await post(services, { name: 'loan' }, { email: '', search: `${inputs}&lang=es` })
    expect(es).toMatchObject({
      status: 400,
      data: {
        errors: {
          email: 'Escriba un correo electrónico válido.',
          consent: 'Marque la casilla para que podamos enviarle el informe.',
        },
      },
    })
    // A published calculator speaks its revision's language; the opt-in lead needs a name.
    const published = await post(services, a, { email: 'x@home.example', consent: 'on', optIn: 'on' })
    expect(published).toMatchObject({ status: 400, data: { errors: { name: 'Escriba su nombre.' } } })
  })

  it('makes a lead on a published calculator with leads on when the visitor opts in, and not otherwise', async () => {
    const leadsOf = (workspaceId: string, email: string) =>
      services.db
        .select()
        .from(leads)
        .where(and(eq(leads.workspaceId, workspaceId), eq(leads.email, email)))
    const optedIn = 'opted-in@home.example'
    const answer = await post(services, a, {
      email: optedIn,
      name: 'Olga Optin',
      consent: 'on',
      optIn: 'on',
      search: inputs,
      pageUrl: 'https://alpha.example/loans?secret=1',
    })
    expect(answer).toMatchObject({ status: 200, data: { sent: true, to: optedIn } })
    const [lead, ...more] = await leadsOf(a.workspaceId, optedIn)
    expect(more).toHaveLength(0)
    expect(lead).toMatchObject({ name: 'Olga Optin', pageUrl: 'https://alpha.example/loans' })
    expect(lead!.snapshot.inputs).toMatchObject({ principal: '250000', rate: '5.5' })
    await waitFor(async () => (await reportRows(services, optedIn))[0]?.status === 'sent')
    const report = mailsTo(optedIn)
    expect(report).toHaveLength(1)
    expect(report[0]!.mail.subject).toBe('Su informe: Calculadora de préstamos')
    // The PDF carries the workspace's company, never the calculator's internal name (decision 0044).
    const pdfText = pdfTextLines(report[0]!.mail.attachments[0]!.content)
    expect(pdfText[0]).toBe('Alpha Bank')
    expect(pdfText.join('\n')).not.toContain('Préstamos')
    // White-label: a client's member reads no address of ours in the mail, nor the page's query.
    for (const body of [report[0]!.mail.text, report[0]!.mail.html || '']) {
      expect(body).toContain('Le enviamos en PDF el informe de Calculadora de préstamos que solicitó.')
      expect(body).not.toContain(services.config.baseUrl)
      expect(body).not.toContain('/embed/')
      expect(body).not.toContain('secret=1')
    }
    await waitFor(() => smtp.received.some(({ mail }) => mail.replyTo?.value[0]?.address === optedIn))

    const quiet = 'no-optin@home.example'
    expect(await post(services, a, { email: quiet, consent: 'on', search: inputs })).toMatchObject({
      status: 200,
    })
    expect(await leadsOf(a.workspaceId, quiet)).toHaveLength(0)
    // Leads off: the box is ignored, the report still goes.
    const leadsOff = 'leads-off@home.example'
    const off = await post(services, b, { email: leadsOff, name: 'Leo', consent: 'on', optIn: 'on' })
    expect(off).toMatchObject({ status: 200 })
    expect(await leadsOf(b.workspaceId, leadsOff)).toHaveLength(0)
    await waitFor(async () => (await reportRows(services, leadsOff))[0]?.status === 'sent')
  })

  it('counts reports sent in the usage of its own workspace only', async () => {
    const usageOf = async (workspace: typeof a, cookie: string) => {
      const params = { workspaceId: workspace.workspaceId }
      const page = await load(
        services,
        usageLoader,
        `/workspace/${workspace.workspaceId}/usage`,
        params,
        cookie,
      )
      const rows = (page.data as { rows: { reports: number }[] }).rows
      const csv = await load(
        services,
        usageCsvLoader,
        `/workspace/${workspace.workspaceId}/usage.csv`,
        params,
        cookie,
      )
      return { reports: rows.reduce((sum, row) => sum + row.reports, 0), csv: String(csv.data) }
    }
    const before = await usageOf(a, cookies.alice!)
    expect(await post(services, a, { email: 'count@home.example', consent: 'on' })).toMatchObject({
      status: 200,
    })
    const alpha = await usageOf(a, cookies.alice!)
    expect(alpha.reports).toBe(before.reports + 1)
    expect(alpha.csv.split('\n')[0]).toContain('Reports sent')
    const beta = await usageOf(b, cookies.bob!)
    expect(beta.reports).toBe(1)
    // Bob sees nothing of Alpha's workspace.
    const denied = await load(
      services,
      usageLoader,
      `/workspace/${a.workspaceId}/usage`,
      { workspaceId: a.workspaceId },
      cookies.bob,
    )
    expect(denied.status).not.toBe(200)
    expect(JSON.stringify(denied.data)).not.toContain('reports')
  })

  it('answers 429 with Retry-After past the leads limit of one address', async () => {
    const fields = { email: 'busy@home.example', consent: 'on' }
    for (let i = 0; i < 3; i++) expect((await post(services, b, fields, '192.0.2.99')).status).toBe(200)
    const refused = await post(services, b, fields, '192.0.2.99')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.data).toMatchObject({ error: expect.stringContaining('Too many requests') })
    expect(await reportRows(services, 'busy@home.example')).toHaveLength(3)
  })
})

describe.each(databaseKinds)('when the mail server is down on %s', (kind) => {
  it('retries the report until it is sent, once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const port = await freePort()
    const services = await createTestServices(kind, { SMTP_URL: `smtp://127.0.0.1:${port}` })
    await services.worker.stop()
    const worker = startOutboxWorker({ ...services, retryBaseMs: 100, retryCapMs: 400, pollMs: 50 })
    try {
      const to = 'outage@home.example'
      expect(
        await post(services, { name: 'loan' }, { email: to, consent: 'on', search: inputs }),
      ).toMatchObject({
        status: 200,
      })
      await waitFor(async () => (await reportRows(services, to))[0]?.last_error != null)
      expect((await reportRows(services, to))[0]!.last_error).toMatch(/ECONNREFUSED/)
      const smtp = await startSmtpServer(port)
      try {
        await waitFor(async () => (await reportRows(services, to))[0]?.status === 'sent')
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(smtp.received.filter(({ rcptTo }) => rcptTo.includes(to))).toHaveLength(1)
        expect(smtp.received[0]!.mail.attachments[0]!.contentType).toBe('application/pdf')
      } finally {
        await smtp.close()
      }
    } finally {
      await worker.stop()
      await services.close()
    }
  })
})
