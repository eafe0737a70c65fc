import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfTextLines } from '~/lib/reports/pdf-text'
import { reportMailText } from '~/lib/reports/report-mail-text'
import { loader as embedLoader, meta as embedMeta } from '~/routes/embed/published-calculator'
import { action as publishedMail } from '~/routes/resources/published-report-mail'
import { action as brandAction } from '~/routes/workspace/brand'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext } from '../support/services'
import { formRequest } from './auth-support'
import { startSmtpServer, waitFor } from './contact-smtp'
import {
  act,
  approveFields,
  load,
  origin,
  settle,
  signedIn,
  workspaceWithCalculator,
} from './workspace-support'

// Issue 33 §3: what a client's customer receives names the client, never us nor the calculator's internal name.
const INTERNAL = 'Home loan payment calculator'

describe.each(databaseKinds)("a client's calculator, white-label, on %s", (kind) => {
  let services: RunningServices
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let publicId = ''
  let workspaceId = ''

  beforeAll(async () => {
    smtp = await startSmtpServer()
    services = await createTestServices(kind, { SMTP_URL: smtp.url })
    const cookie = await signedIn(services, 'lucia@example.com')
    const created = await workspaceWithCalculator(services, cookie, 'Banco Sol', 'loan')
    ;({ publicId, workspaceId } = created)
    const brandPath = `/workspace/${workspaceId}/brand`
    const brand = { companyName: 'Cooperativa Sol', supportEmail: 'ayuda@sol.example', supportPhone: '' }
    expect(
      (await act(services, brandAction, brandPath, { workspaceId }, { intent: 'save', ...brand }, cookie))
        .status,
    ).toBe(200)
    const form = new FormData()
    form.set('intent', 'logo')
    form.set(
      'logo',
      new File([readFileSync('tests/fixtures/logos/logo.png')], 'logo.png', { type: 'image/png' }),
    )
    const upload = new Request(`${origin}${brandPath}`, {
      method: 'POST',
      body: form,
      headers: { Origin: origin, Cookie: cookie },
    })
    expect(
      (
        await settle(() =>
          brandAction({ request: upload, params: { workspaceId }, context: routeContext(services) } as never),
        )
      ).status,
    ).toBe(200)

    const path = `/workspace/${workspaceId}/calculators/${created.calculatorId}`
    const params = { workspaceId, calculatorId: created.calculatorId }
    const draft = {
      intent: 'save',
      name: INTERNAL,
      'title.en': 'Your mortgage payment',
      'title.es': 'Su pago hipotecario',
      color: '#0f766e',
      accent: '#fbbf24',
      font: 'inter',
      lang: 'es',
      'lead.enabled': 'on',
      'lead.recipients': 'oficial@sol.example',
    }
    expect((await act(services, calculatorAction, path, params, draft, cookie)).status).toBe(200)
    expect(
      (
        await act(
          services,
          calculatorAction,
          path,
          params,
          await approveFields(services, created.calculatorId),
          cookie,
        )
      ).status,
    ).toBe(200)
  })
  afterAll(async () => {
    await services?.close()
    await smtp?.close()
  })

  it("names the client's company in the Spanish opt-in and consent, and its visible title, never the internal name", async () => {
    const page = await load(services, embedLoader, `/embed/c/${publicId}`, { publicId })
    expect(page.status).toBe(200)
    const data = page.data as { company: { name: string }; title: string; lead: { consent: string } }
    expect(reportMailText.es.optIn(data.company.name)).toBe(
      'Enviar también mis datos a Cooperativa Sol para que me contacte',
    )
    expect(data.lead.consent).toContain('Cooperativa Sol')
    expect(data.title).toBe('Su pago hipotecario')
    expect(embedMeta({ loaderData: data } as never)).toContainEqual({ title: 'Su pago hipotecario' })
    expect(JSON.stringify(page.data)).not.toContain(INTERNAL)
  })

  it("sends the visitor's e-mail from the company's name at our address, replying to the client's support", async () => {
    const to = 'socio@hogar.example'
    const request = formRequest(`${origin}/embed/c/${publicId}/report-mail`, {
      email: to,
      consent: 'on',
      search: 'principal=250000&rate=5.5&months=360',
    })
    const answer = await settle(() =>
      publishedMail({
        request,
        params: { publicId },
        context: routeContext(services, '198.51.100.7'),
      } as never),
    )
    expect(answer.status).toBe(200)
    await waitFor(() => smtp.received.some(({ rcptTo }) => rcptTo.includes(to)))
    const { mail } = smtp.received.find(({ rcptTo }) => rcptTo.includes(to))!
    const ourAddress = /<([^>]+)>/.exec(services.config.mailFrom)?.[1] ?? services.config.mailFrom
    expect(mail.from?.value).toEqual([{ name: 'Cooperativa Sol', address: ourAddress }])
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'ayuda@sol.example' }])
    expect(mail.subject).toBe('Su informe: Su pago hipotecario')
    const ourHost = new URL(services.config.baseUrl).host
    for (const body of [mail.text ?? '', mail.html || '']) {
      expect(body).toContain('Cooperativa Sol')
      expect(body).not.toContain(ourHost)
      expect(body).not.toContain('Brightline')
      expect(body).not.toContain(INTERNAL)
      expect(body).not.toMatch(/height=auto|page=|\/embed\//)
    }
    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!
    const lines = pdfTextLines(pdf.content)
    expect(lines[0]).toBe('Cooperativa Sol')
    expect(lines.join('\n')).toContain('Su pago hipotecario')
    expect(lines.join('\n')).not.toContain(INTERNAL)
    // The logo travels inside the mail (cid:, which the parser inlines), so the HTML names no host of ours.
    const logo = mail.attachments.find((attachment) => attachment.contentType === 'image/png')
    expect(logo?.contentId).toBeTruthy()
    expect(mail.html).toMatch(/^<p><img src="data:image\/png;base64,[^"]+" alt="Cooperativa Sol"/)
  })
})
