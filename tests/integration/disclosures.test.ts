import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disclosureDefaults, leads, outbox } from '~/db/schema'
import { SHIPPED_CONSENT, SHIPPED_DISCLOSURES } from '~/lib/disclosures/default-texts'
import { handleLeadApi } from '~/lib/leads/api.server'
import { leadMail, type LeadMailPayload } from '~/lib/leads/mail.server'
import { action as adminAction, loader as adminLoader } from '~/routes/_site/admin/disclosures'
import { loader as embedLoader } from '~/routes/embed/published-calculator'
import { loader as leadsCsvLoader } from '~/routes/resources/workspace-leads-csv'
import { loader as reviewLoader } from '~/routes/review'
import { action as calculatorAction, loader as calculatorLoader } from '~/routes/workspace/calculator'
import type { RunningServices } from '../../server/services'
import { databaseKinds } from '../support/database'
import { createTestServices } from '../support/services'
import {
  act,
  approveFields,
  fullLeadMails,
  load,
  signedIn,
  workspaceWithCalculator,
} from './workspace-support'

const draft = {
  intent: 'save',
  name: 'Home loans',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'en',
  'default.principal': '250000',
  'default.rate': '5.5',
  'default.months': '360',
  'lead.enabled': 'on',
  'lead.recipients': 'officer@bank.example',
}

const visitor = {
  name: 'Vera Visitor',
  email: 'vera@home.example',
  consent: true,
  inputs: { principal: '250000', rate: '5.5', months: '360' },
}

// Issue 24 §2: the texts are part of the revision; an admin default never changes what was approved.
describe.each(databaseKinds)('disclosures on %s', (kind) => {
  let services: RunningServices
  const cookies: Record<string, string> = {}
  let a: { workspaceId: string; calculatorId: string; publicId: string }
  let address = 0

  const path = () => `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
  const params = () => ({ workspaceId: a.workspaceId, calculatorId: a.calculatorId })
  const save = (fields: Record<string, string>, who = 'alice') =>
    act(services, calculatorAction, path(), params(), { ...draft, ...fields }, cookies[who])
  const approve = async () =>
    act(
      services,
      calculatorAction,
      path(),
      params(),
      await approveFields(services, a.calculatorId),
      cookies.alice,
    )
  const published = async () =>
    (await load(services, embedLoader, `/embed/c/${a.publicId}`, { publicId: a.publicId })).data as {
      disclosure: string
      lead: { consent: string }
    }
  // `cookie` is explicit: a signed-out caller passes none (a default parameter would sign it in as the admin).
  const changeDefault = (text: string, cookie: string | undefined) =>
    act(
      services,
      adminAction,
      '/admin/disclosures',
      {},
      { kind: 'disclosure', set: 'installment', lang: 'en', text },
      cookie,
    )

  beforeAll(async () => {
    services = await createTestServices(kind, { ADMIN_EMAILS: 'boss@brightline.example' })
    cookies.boss = await signedIn(services, 'boss@brightline.example')
    for (const name of ['alice', 'bob']) cookies[name] = await signedIn(services, `${name}@example.com`)
    a = await workspaceWithCalculator(services, cookies.alice!, 'Alpha Bank', 'loan')
    await fullLeadMails(services, a.workspaceId)
    await workspaceWithCalculator(services, cookies.bob!, 'Beta Credit', 'loan')
  })
  afterAll(async () => {
    await services?.close()
  })

  it('gives a client and a signed-out visitor nothing from the admin page, and lets them change nothing', async () => {
    for (const who of ['alice', 'bob', undefined]) {
      const answer = await load(services, adminLoader, '/admin/disclosures', {}, who && cookies[who])
      expect([who, answer.status]).toEqual([who, 302])
      expect(JSON.stringify(answer.data ?? '')).not.toContain('annual percentage')
      expect((await changeDefault('Hijacked {apr}', who && cookies[who])).status).toBe(302)
    }
    expect(await services.db.select().from(disclosureDefaults)).toEqual([])
  })

  it('copies the admin default in force into a draft saved without its own; the review link shows it', async () => {
    expect(
      (await changeDefault('Version one: {payment} for {term} at an APR of {apr}.', cookies.boss)).status,
    ).toBe(200)
    const admin = (await load(services, adminLoader, '/admin/disclosures', {}, cookies.boss)).data as {
      texts: { kind: string; set: string; lang: string; text: string }[]
      history: { authorEmail: string; text: string }[]
    }
    expect(admin.texts.find((t) => t.set === 'installment' && t.lang === 'en')?.text).toContain('Version one')
    expect(admin.texts.find((t) => t.set === 'deposit' && t.lang === 'es')?.text).toBe(
      SHIPPED_DISCLOSURES.deposit.es,
    )
    expect(admin.history).toMatchObject([{ authorEmail: 'boss@brightline.example' }])

    expect((await save({ disclosure: '', 'lead.consent': '' })).status).toBe(200)
    const editor = await load(services, calculatorLoader, path(), params(), cookies.alice)
    const latest = (editor.data as { revisions: { disclosure: string; lead: { consent: string } }[] })
      .revisions[0]!
    expect(latest.disclosure).toBe('Version one: {payment} for {term} at an APR of {apr}.')
    // The shipped line, with the workspace's company named where it says {company}.
    expect(SHIPPED_CONSENT.en).toContain('{company}')
    expect(latest.lead.consent).toBe(
      'I agree that Alpha Bank may contact me about my enquiry and keep my details and these figures for that purpose.',
    )

    const link = await act(
      services,
      calculatorAction,
      path(),
      params(),
      { intent: 'review-link' },
      cookies.alice,
    )
    const token = (link.data as { reviewUrl: string }).reviewUrl.split('/review/')[1]!
    const review = await load(services, reviewLoader, `/review/${token}`, { token })
    expect(review.data).toMatchObject({
      disclosure: latest.disclosure,
      lead: { consent: latest.lead.consent },
    })
  })

  it('publishes the approved texts; a later admin change leaves them until the client publishes again', async () => {
    expect((await approve()).status).toBe(200)
    expect((await published()).disclosure).toBe('Version one: {payment} for {term} at an APR of {apr}.')

    expect((await changeDefault('Version two: APR {apr}.', cookies.boss)).status).toBe(200)
    expect((await published()).disclosure).toContain('Version one')
    expect((await save({ disclosure: '' })).status).toBe(200)
    expect((await published()).disclosure).toContain('Version one')
    expect((await approve()).status).toBe(200)
    expect((await published()).disclosure).toBe('Version two: APR {apr}.')
  })

  it('stores with each lead the disclosure filled from its figures and the consent, word for word as shown', async () => {
    expect(
      (
        await save({
          disclosure: 'Acme: {payment} a month for {term} at {apr} APR.',
          'lead.consent': 'Call me, {company}.',
        })
      ).status,
    ).toBe(200)
    expect((await approve()).status).toBe(200)
    expect((await published()).lead.consent).toBe('Call me, Alpha Bank.')
    const answer = await handleLeadApi(
      {
        method: 'POST',
        contentType: 'application/json',
        body: new TextEncoder().encode(JSON.stringify(visitor)),
      },
      services,
      a.publicId,
      `198.51.100.${++address}`,
    )
    expect(answer.status).toBe(201)
    const [stored] = await services.db
      .select()
      .from(leads)
      .where(eq(leads.id, (answer.body as { id: string }).id))
    expect(stored!.consentText).toBe('Call me, Alpha Bank.')
    expect(stored!.snapshot).toMatchObject({
      disclosure: 'Acme: $1,419.47 a month for 360 months at 5.5% APR.',
      consent: 'Call me, Alpha Bank.',
    })

    // The loan officer's e-mail and the spreadsheet say what the visitor was shown and agreed to, too.
    const [queued] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `${stored!.id}:officer@bank.example`))
    const mail = leadMail('https://calculators.example', queued!.payload as LeadMailPayload)
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Acme: $1,419.47 a month for 360 months at 5.5% APR.')
      expect(body).toContain('Call me, Alpha Bank.')
    }
    const csv = String(
      (
        await load(
          services,
          leadsCsvLoader,
          `/workspace/${a.workspaceId}/leads.csv`,
          { workspaceId: a.workspaceId },
          cookies.alice,
        )
      ).data,
    )
    // The lead's team columns (Assigned to, Notes) come last, after what the visitor was shown.
    expect(csv.split('\r\n')[0]).toMatch(/,Disclosure shown,Consent shown,Assigned to,Notes$/)
    expect(csv).toContain(
      '"Acme: $1,419.47 a month for 360 months at 5.5% APR.","Call me, Alpha Bank.",,\r\n',
    )
  })

  it('switches an untouched default to the new language when the client changes it', async () => {
    const editor = await load(services, calculatorLoader, path(), params(), cookies.alice)
    const english = (editor.data as { defaultTexts: { disclosure: { en: string } } }).defaultTexts.disclosure
      .en
    expect(english).toBe('Version two: APR {apr}.')
    // The consent line as the editor shows it: saved in English, the company named.
    expect(
      (
        await save({
          lang: 'es',
          disclosure: english,
          'lead.consent':
            'I agree that Alpha Bank may contact me about my enquiry and keep my details and these figures for that purpose.',
        })
      ).status,
    ).toBe(200)
    const saved = await load(services, calculatorLoader, path(), params(), cookies.alice)
    const latest = (saved.data as { revisions: { disclosure: string; lead: { consent: string } }[] })
      .revisions[0]!
    expect(latest.disclosure).toBe(SHIPPED_DISCLOSURES.installment.es)
    expect(latest.lead.consent).toBe(
      'Acepto que Alpha Bank me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    )
    // The client's own wording is never replaced.
    expect((await save({ lang: 'es', disclosure: 'Texto propio {apr}.' })).status).toBe(200)
    const own = await load(services, calculatorLoader, path(), params(), cookies.alice)
    expect((own.data as { revisions: { disclosure: string }[] }).revisions[0]!.disclosure).toBe(
      'Texto propio {apr}.',
    )
  })

  it('lets a member of another workspace neither read nor replace the texts', async () => {
    const read = await load(services, calculatorLoader, path(), params(), cookies.bob)
    expect(read.status).toBe(404)
    expect(JSON.stringify(read.data ?? '')).not.toContain('Acme')
    expect((await save({ disclosure: 'Beta was here' }, 'bob')).status).toBe(404)
    expect((await published()).disclosure).toBe('Acme: {payment} a month for {term} at {apr} APR.')
  })
})
