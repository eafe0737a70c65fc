import { handleLeadApi } from '~/lib/leads/api.server'
import { action as calculatorAction } from '~/routes/workspace/calculator'
import { loader as leadsLoader } from '~/routes/workspace/leads'
import type { RunningServices } from '../../server/services'
import type { DatabaseKind } from '../support/database'
import { createTestServices } from '../support/services'
import { startMailCatcher } from './auth-support'
import { act, approveFields, load, signedIn, workspaceWithCalculator } from './workspace-support'

/** The editor's fields for a Spanish loan calculator that takes leads for one recipient. */
export const loanDraft = {
  intent: 'save',
  name: 'Home loans',
  color: '#0f766e',
  accent: '#fbbf24',
  font: 'serif',
  lang: 'es',
  'default.principal': '200000',
  'default.rate': '6',
  'default.months': '360',
  'min.rate': '3',
  'max.rate': '9',
  'lead.enabled': 'on',
  'lead.recipients': 'officer@bank.example',
}

export const visitor = {
  name: 'Vera Visitor',
  email: 'vera@home.example',
  phone: '+1 515 555 0100',
  preferredTime: 'Mornings',
  message: 'Can you beat 6 %?',
  consent: true,
  inputs: { principal: '250000', rate: '5.5', months: '360' },
}

export const json = (body: unknown, type = 'application/json') => ({
  method: 'POST',
  contentType: type,
  body: new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)),
})

export interface LeadsWorld {
  services: RunningServices
  mail: Awaited<ReturnType<typeof startMailCatcher>>
  /** Signed-in cookies of alice (Alpha Bank's owner) and bob (Beta Credit's owner). */
  cookies: Record<'alice' | 'bob', string>
  a: { workspaceId: string; calculatorId: string; publicId: string }
  b: { workspaceId: string }
  close: () => Promise<void>
}

/** Two workspaces with a loan calculator each, on one database, mailing through a catcher. */
export async function setUpLeads(kind: DatabaseKind, env: Record<string, string> = {}): Promise<LeadsWorld> {
  const mail = await startMailCatcher()
  const services = await createTestServices(kind, { SMTP_URL: mail.url, ...env })
  const cookies = {
    alice: await signedIn(services, 'alice@example.com'),
    bob: await signedIn(services, 'bob@example.com'),
  }
  const created = await workspaceWithCalculator(services, cookies.alice, 'Alpha Bank', 'loan')
  const b = await workspaceWithCalculator(services, cookies.bob, 'Beta Credit', 'loan')
  return {
    services,
    mail,
    cookies,
    a: created,
    b,
    close: async () => {
      await services.close()
      await mail.close()
    },
  }
}

let address = 0
/** A lead posted to the JSON API, each from an address of its own (the limit per address is tested apart). */
export function postLead(services: RunningServices, publicId: string, body: unknown, type?: string) {
  const n = address++
  return handleLeadApi(
    json(body, type),
    services,
    publicId,
    `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`,
  )
}

/** Saves `loanDraft` on Alpha's calculator and approves it: the published embed takes leads. */
export async function publishLoan({ services, cookies, a }: LeadsWorld) {
  const path = `/workspace/${a.workspaceId}/calculators/${a.calculatorId}`
  const params = { workspaceId: a.workspaceId, calculatorId: a.calculatorId }
  const step = async (fields: Record<string, string>) => {
    const answer = await act(services, calculatorAction, path, params, fields, cookies.alice)
    if (answer.status !== 200) throw new Error(`${fields.intent} failed: ${answer.status}`)
  }
  await step(loanDraft)
  await step(await approveFields(services, a.calculatorId))
}

/** Alpha Bank's lead inbox (`search`: a query string or `.data`) as `who` reads it. */
export const alphaInbox = ({ services, cookies, a }: LeadsWorld, who: 'alice' | 'bob', search = '') =>
  load(
    services,
    leadsLoader,
    `/workspace/${a.workspaceId}/leads${search}`,
    { workspaceId: a.workspaceId },
    cookies[who],
  )
