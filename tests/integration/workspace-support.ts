import { desc, eq } from 'drizzle-orm'
import { calculatorRevisions, calculators, session, user, workspaces } from '~/db/schema'
import type { RunningServices } from '../../server/services'
import { routeContext } from '../support/services'
import { action as createWorkspaceAction } from '~/routes/workspace/index'
import { action as workspaceAction } from '~/routes/workspace/workspace'
import { action as membersAction, loader as membersLoader } from '~/routes/workspace/members'
import { cookieFrom, formRequest } from './auth-support'

export const origin = 'http://localhost:3000'

/** A verified account, signed in: its Cookie header. */
export async function signedIn(services: RunningServices, email: string) {
  await services.auth.api.signUpEmail({ body: { email, password: 'correct horse 1', name: '' } })
  await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
  const { headers } = await services.auth.api.signInEmail({
    body: { email, password: 'correct horse 1' },
    returnHeaders: true,
  })
  return cookieFrom(new Response(null, { headers }))
}

/** Moves the sign-in behind `cookie` `minutes` into the past, unconfirmed (step-up, decision 0057). */
export async function signedInAgo(services: RunningServices, cookie: string, minutes: number) {
  const found = await services.auth.api.getSession({ headers: new Headers({ cookie }) })
  await services.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000), confirmedAt: null })
    .where(eq(session.id, found!.session.id))
}

/**
 * A workspace created by the account behind `cookie`, with one calculator of `type` (revision 1, a draft), and
 * the calculator's public id (its embed's address).
 */
export async function workspaceWithCalculator(
  services: RunningServices,
  cookie: string,
  company: string,
  type: string,
) {
  const created = await act(services, createWorkspaceAction, '/workspace', {}, { name: company }, cookie)
  const workspaceId = created.location!.split('/').pop()!
  return addCalculator(services, cookie, workspaceId, type, `${company} ${type}`)
}

/**
 * The workspace's new-lead e-mails carry the visitor's details again, for tests that read them: a new
 * workspace's are a link only (decision 0080; the switch itself is tested in leads.test.ts).
 */
export async function fullLeadMails(services: RunningServices, workspaceId: string) {
  await services.db.update(workspaces).set({ leadMailLinkOnly: false }).where(eq(workspaces.id, workspaceId))
}

/** A calculator of `type` named `name` added to the workspace (a draft), with its public id. */
export async function addCalculator(
  services: RunningServices,
  cookie: string,
  workspaceId: string,
  type: string,
  name: string,
) {
  const added = await act(
    services,
    workspaceAction,
    `/workspace/${workspaceId}`,
    { workspaceId },
    { type, name },
    cookie,
  )
  const calculatorId = added.location!.split('/').pop()!
  const [row] = await services.db
    .select({ publicId: calculators.publicId })
    .from(calculators)
    .where(eq(calculators.id, calculatorId))
  return { workspaceId, calculatorId, publicId: row!.publicId }
}

type Handler = (args: never) => unknown
type Params = Record<string, string>

/** Runs a loader as a GET (or `.data` fetch) of `path` would; returns status and data, thrown or not. */
export async function load(
  services: RunningServices,
  handler: Handler,
  path: string,
  params: Params,
  cookie?: string,
) {
  const request = new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} })
  return settle(() => handler({ request, params, context: routeContext(services) } as never))
}

export async function act(
  services: RunningServices,
  handler: Handler,
  path: string,
  params: Params,
  fields: Record<string, string>,
  cookie?: string,
) {
  const request = formRequest(`${origin}${path}`, fields, cookie)
  return settle(() => handler({ request, params, context: routeContext(services) } as never))
}

type Settled = { status: number; data: unknown; headers: Headers; location: string | null }

export async function settle(run: () => unknown): Promise<Settled> {
  let value: unknown
  try {
    value = await run()
  } catch (error) {
    value = error
  }
  if (value instanceof Response) {
    const text = value.status >= 300 && value.status < 400 ? '' : await value.text()
    return {
      status: value.status,
      data: text,
      headers: value.headers,
      location: value.headers.get('location'),
    }
  }
  // React Router's data(): { type: 'DataWithResponseInit', data, init }
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const { data, init } = value as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers), location: null }
  }
  if (value instanceof Error) throw value
  return { status: 200, data: value, headers: new Headers(), location: null }
}

/** The approve form as the calculator page renders it: it names the newest revision, the one shown. */
export async function approveFields(services: RunningServices, calculatorId: string) {
  const [latest] = await services.db
    .select({ number: calculatorRevisions.number })
    .from(calculatorRevisions)
    .where(eq(calculatorRevisions.calculatorId, calculatorId))
    .orderBy(desc(calculatorRevisions.number))
    .limit(1)
  return { intent: 'approve', revision: String(latest!.number) }
}

/**
 * Confirms, as the member behind `cookie` (another approver or owner), every control change waiting in the
 * workspace (decision 0070): what a test of something else needs after turning a control off or removing the
 * last other approver.
 */
export async function confirmControlChanges(services: RunningServices, workspaceId: string, cookie: string) {
  const path = `/workspace/${workspaceId}/members`
  const page = await load(services, membersLoader, path, { workspaceId }, cookie)
  const { controlChanges } = page.data as { controlChanges: { id: string }[] }
  if (controlChanges.length === 0) throw new Error('no control change waits for confirmation')
  for (const change of controlChanges) {
    const confirmed = await act(
      services,
      membersAction,
      path,
      { workspaceId },
      { intent: 'confirm-control', changeId: change.id },
      cookie,
    )
    if (confirmed.status !== 200) throw new Error(`confirming a control change answered ${confirmed.status}`)
  }
}
