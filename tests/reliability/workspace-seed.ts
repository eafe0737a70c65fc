// A workspace of four accounts with one loan calculator, for the scenarios that drive the workspace pages.
import { openDatabase } from '../../app/db/client.server'
import { calculatorRevisions, calculators, user, workspaceMembers, workspaces } from '../../app/db/schema'
import { startServer, type RunningServer } from '../../bench/support'

const password = 'correct horse 1'
export const secret = { AUTH_SECRET: 'reliability-approvals-secret-of-32-characters' }
export const people = [
  { email: 'owner@approvals.test', role: 'owner' },
  { email: 'ed@approvals.test', role: 'editor' },
  { email: 'eve@approvals.test', role: 'editor' },
  { email: 'ann@approvals.test', role: 'approver' },
] as const
export const seededPublicId = 'a1b2c3d4e5f60718'

/**
 * The four accounts signed up through a server (better-auth hashes their passwords), then, with no server
 * running (PGlite: one process per data directory), verified and made members of one workspace with one loan
 * calculator.
 */
export async function seed(
  location: { pgliteDir?: string; databaseUrl?: string },
  env: Record<string, string>,
) {
  const server = await startServer({ ...env, RATE_LIMIT_AUTH: '0' })
  for (const person of people) {
    const response = await fetch(`${server.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({ email: person.email, password, name: '' }),
    })
    if (!response.ok) throw new Error(`sign-up of ${person.email} answered ${response.status}`)
  }
  await server.stop()
  const database = await openDatabase(location)
  try {
    const { db } = database
    const accounts = await db
      .update(user)
      .set({ emailVerified: true })
      .returning({ id: user.id, email: user.email })
    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id
    const [workspace] = await db.insert(workspaces).values({ name: 'Approvals Bank' }).returning()
    await db.insert(workspaceMembers).values(
      people.map((person) => ({
        workspaceId: workspace!.id,
        userId: idOf(person.email),
        role: person.role,
      })),
    )
    const [calculator] = await db
      .insert(calculators)
      .values({ workspaceId: workspace!.id, publicId: seededPublicId, type: 'loan', name: 'Car loan' })
      .returning()
    await db.insert(calculatorRevisions).values({
      calculatorId: calculator!.id,
      workspaceId: workspace!.id,
      number: 1,
      name: 'Car loan',
      brand: { color: '#0f766e', accent: '#fbbf24', font: 'system', lang: 'en' },
      defaults: {},
      limits: {},
      disclosure: '',
      allowedOrigins: [],
      lead: { enabled: false, cta: '', recipients: [], consent: '' },
      authorId: idOf(people[0].email),
    })
    return { workspaceId: workspace!.id, calculatorId: calculator!.id }
  } finally {
    await database.close()
  }
}

export async function signIn(server: RunningServer, email: string) {
  const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}
