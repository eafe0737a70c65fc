import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadText } from '~/lib/leads/lead-text'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, load, signedIn, workspaceWithCalculator, approveFields } from './workspace-support'

// What a visitor of a client's site reads follows the calculator's language (issue 23 §4); the client's
// choices (chart, schedule, min/max) reach the view the embed renders.
const brand = { intent: 'save', name: 'Préstamos', color: '#0f766e', accent: '#fbbf24', font: 'inter' }

describe.each(databaseKinds)('a published Spanish calculator on %s', (kind) => {
  let services: RunningServices
  let publicId: string
  let cookie: string
  let path: string
  let params: { workspaceId: string; calculatorId: string }

  beforeAll(async () => {
    services = await createTestServices(kind)
    cookie = await signedIn(services, 'lucia@example.com')
    const ids = await workspaceWithCalculator(services, cookie, 'Banco Sol', 'loan')
    params = ids
    path = `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}`
    const save = {
      ...brand,
      lang: 'es',
      'max.principal': '15000',
      // The editor's display choices, as its checkboxes post them when left on.
      'display.chart': 'on',
      'display.schedule': 'on',
      'lead.enabled': 'on',
      'lead.recipients': 'oficial@sol.example',
      // What the editor fills in: the English default wording.
      'lead.cta': leadText.en.cta,
      'lead.consent': leadText.en.consent,
    }
    expect((await act(services, calculatorAction, path, params, save, cookie)).status).toBe(200)
    const approve = await approveFields(services, ids.calculatorId)
    expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
    publicId = ids.publicId
  })
  afterAll(async () => {
    await services?.close()
  })

  const embed = () => load(services, embedLoader, `/embed/c/${publicId}`, { publicId })

  it('shows the default call to action and consent line in Spanish, and carries the min/max to the view', async () => {
    const page = await embed()
    expect(page.status).toBe(200)
    const data = page.data as {
      lead: { cta: string; consent: string }
      limits: Record<string, { max?: number }>
      display: { chart: boolean; schedule: boolean }
    }
    expect(data.lead.cta).toBe(leadText.es.cta)
    expect(data.lead.consent).toBe(
      'Acepto que Banco Sol me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    )
    expect(data.limits.principal).toEqual({ max: 15000 })
    expect(data.display).toEqual({ chart: true, schedule: true })
  })

  it("keeps a client's own consent wording as written", async () => {
    const own = 'Acepto que Banco Sol me llame.'
    const fields = { ...brand, lang: 'es', 'lead.enabled': 'on' }
    const saved = await act(
      services,
      calculatorAction,
      path,
      params,
      { ...fields, 'lead.recipients': 'oficial@sol.example', 'lead.consent': own },
      cookie,
    )
    expect(saved.status).toBe(200)
    const approve = await approveFields(services, params.calculatorId)
    expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
    const data = (await embed()).data as { lead: { consent: string } }
    expect(data.lead.consent).toBe(own)
  })

  it('answers an archived calculator with the language of its last revision, for the notice', async () => {
    expect((await act(services, calculatorAction, path, params, { intent: 'archive' }, cookie)).status).toBe(
      200,
    )
    const page = await embed()
    expect(page.status).toBe(410)
    expect(page.data).toEqual({ gone: true, lang: 'es' })
  })
})
