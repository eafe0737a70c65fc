import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '~/db/schema'
import { action as embedAction, loader as embedLoader } from '~/routes/embed/published-calculator'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

/** Leads on, and no default saved for any input: the calculator shows its own defaults. */
const withoutDefaults = {
  intent: 'save',
  name: 'Plain loans',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'en',
  'lead.enabled': 'on',
  'lead.recipients': 'officer@plain.example',
}

describe.each(databaseKinds)('a lead sent without JavaScript on %s', (kind) => {
  let services: RunningServices
  let publicId: string

  beforeAll(async () => {
    services = await createTestServices(kind)
    const cookie = await signedIn(services, 'carol@example.com')
    const created = await workspaceWithCalculator(services, cookie, 'Plain Bank', 'loan')
    const { workspaceId, calculatorId } = created
    const path = `/workspace/${workspaceId}/calculators/${calculatorId}`
    const params = { workspaceId, calculatorId }
    expect((await act(services, calculatorAction, path, params, withoutDefaults, cookie)).status).toBe(200)
    const approve = await approveFields(services, calculatorId)
    expect((await act(services, calculatorAction, path, params, approve, cookie)).status).toBe(200)
    publicId = created.publicId
  })
  afterAll(async () => {
    await services?.close()
  })

  /** The form as the browser posts it: the visitor's fields plus the hidden inputs the page was served with. */
  async function postForm(search = '') {
    const page = await load(services, embedLoader, `/embed/c/${publicId}${search}`, { publicId })
    const { inputs } = (page.data as { lead: { inputs: Record<string, string> } }).lead
    const hidden = Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`input.${name}`, value]))
    const name = `Nina ${search || 'defaults'}`
    const posted = await act(
      services,
      embedAction,
      `/embed/c/${publicId}${search}`,
      { publicId },
      {
        ...hidden,
        name,
        email: 'nina@home.example',
        consent: 'on',
      },
    )
    expect(posted.data).toEqual({ sent: true })
    const [lead] = await services.db.select().from(leads).where(eq(leads.name, name))
    return lead!.snapshot
  }

  it("carries the calculator's own defaults and their figures when nothing was prefilled or typed", async () => {
    expect(await postForm()).toEqual({
      type: 'loan',
      lang: 'en',
      engineVersion: 1,
      inputs: { principal: '25000', rate: '6.5', months: '60', extra: '0' },
      labelledInputs: expect.arrayContaining([{ name: 'principal', label: 'Loan amount', value: '$25,000' }]),
      results: expect.arrayContaining([{ label: 'Monthly payment', value: '$489.15' }]),
      // The disclosure and the consent line exactly as the form showed them (issue 24 §2).
      disclosure: expect.stringContaining(
        'Payment of $489.15 for 60 months at an annual percentage rate (APR) of 6.5%',
      ),
      consent:
        'I agree that Plain Bank may contact me about my enquiry and keep my details and these figures for that purpose.',
    })
  })

  it('carries a prefilled input with the defaults of the others', async () => {
    const snapshot = await postForm('?principal=10000')
    expect(snapshot.inputs).toEqual({ principal: '10000', rate: '6.5', months: '60', extra: '0' })
    expect(snapshot.results).toContainEqual({ label: 'Monthly payment', value: '$195.66' })
  })
})
