import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '~/lib/rate-limit.server'
import { reportMail, type ReportMailPayload } from '~/lib/reports/report-mail.server'
import { pdfTextLines } from '~/lib/reports/pdf-text'
import { action as pageMail } from '~/routes/resources/calculator-report-mail'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices, routeContext, twoInstancesOnPostgres } from '../support/services'
import { formRequest } from './auth-support'
import { origin, settle } from './workspace-support'

const inputs = 'principal=250000&rate=5.5&months=360'
const spam = 'WIN A FREE CRUISE call 555-0100 now'
let address = 0

/** "E-mail my results" on our loan page, from a new client address each time unless one is given. */
function post(
  services: RunningServices,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  clientAddress = `198.51.100.${++address}`,
) {
  const request = formRequest(`${origin}/calculators/loan/report-mail`, fields)
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
  return settle(() =>
    pageMail({ request, params: { name: 'loan' }, context: routeContext(services, clientAddress) } as never),
  )
}

async function queued(services: RunningServices, to: string) {
  return rowsOf<{ payload: ReportMailPayload }>(
    await services.db.execute(
      sql`select payload from outbox where kind = 'report' and payload->>'to' = ${to}`,
    ),
  ).map(({ payload }) => payload)
}

describe.each(databaseKinds)(
  '"E-mail my results" cannot carry a stranger\'s text or flood an inbox on %s',
  (kind) => {
    let services: RunningServices
    beforeAll(async () => {
      services = await createTestServices(kind)
      await services.worker.stop()
    })
    afterAll(() => services?.close())

    it('puts no text of the request (its Referer) in the e-mail or its PDF', async () => {
      const to = 'referer@home.example'
      const referer = `https://evil.example/${encodeURIComponent(spam)}?${'x'.repeat(1500)}`
      const answer = await post(services, { email: to, consent: 'on', search: inputs }, { Referer: referer })
      expect(answer.status).toBe(200)
      const [payload, ...more] = await queued(services, to)
      expect(more).toHaveLength(0)
      const mail = await reportMail(payload!, { config: services.config })
      for (const text of [mail.text, mail.html, pdfTextLines(mail.attachments![0]!.content).join('\n')]) {
        expect(text).not.toContain('evil.example')
        expect(text).not.toContain('CRUISE')
      }
      expect(mail.text).toContain(`${services.config.baseUrl}/calculators/loan`)
    })

    it('sends one recipient at most 3 reports a day, whatever address asks', async () => {
      const to = 'flooded@home.example'
      for (let i = 0; i < 3; i++)
        expect((await post(services, { email: to, consent: 'on', search: inputs })).status).toBe(200)
      const refused = await post(services, { email: 'Flooded@Home.example', consent: 'on', search: inputs })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60)
      expect(await queued(services, to)).toHaveLength(3)
      // Another recipient is not held back.
      expect((await post(services, { email: 'other@home.example', consent: 'on' })).status).toBe(200)
      // The address is not stored in the clear in the limits table.
      const keys = rowsOf<{ key: string }>(await services.db.execute(sql`select key from rate_limits`))
      expect(keys.some(({ key }) => key.includes('flooded'))).toBe(false)
    })
  },
)

describe.runIf(databaseKinds.includes('postgres'))('the per-recipient limit across instances', () => {
  it('holds when the requests reach two instances on one PostgreSQL', async () => {
    const { instances, close } = await twoInstancesOnPostgres('report_recipient')
    try {
      for (const instance of instances) await instance.worker.stop()
      const to = 'two-instances@home.example'
      const answers = []
      for (let i = 0; i < 4; i++)
        answers.push((await post(instances[i % 2]!, { email: to, consent: 'on', search: inputs })).status)
      expect(answers).toEqual([200, 200, 200, 429])
    } finally {
      await close()
    }
  })
})
