import path from 'node:path'
import { startServer, type RunningServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { createClient, type Answer } from './http'
import { elapsedSeconds, logTail, type ScenarioResult } from './report'
import { leadRequest } from './subject'
import { createTarget } from './target'
import { people, secret, seed, seededPublicId, signIn } from './workspace-seed'

const takesLeads = (html: string) => html.includes('name="consent"')

/**
 * A client turns leads off while visitors view the embed and send leads through two servers on PostgreSQL (one
 * on PGlite). The publish is made on the first server; the second shows it at once (target 1 s, failing past
 * 5 s on a loaded machine). Every lead answered
 * 201 is stored; every lead sent once both servers show the new revision is refused; no answer is a 5xx.
 */
export async function publishLeadsOff(kind: DatabaseKind): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const ids = await seed(target.location, { ...target.env, ...secret })
  const logFile = path.join(target.dataDir, 'server.log')
  const env = { ...target.env, ...secret, RATE_LIMIT_AUTH: '0', RATE_LIMIT_LEADS: '0' }
  const servers: RunningServer[] = []
  for (let i = 0; i < (kind === 'postgres' ? 2 : 1); i++) servers.push(await startServer(env, { logFile }))
  const first = servers[0]!
  const last = servers.at(-1)!
  const owner = await signIn(first, people[0].email)
  const embed = `/embed/c/${seededPublicId}`
  const publish = async (revision: number, leads: boolean) => {
    const forms: Record<string, string>[] = [
      {
        intent: 'save',
        name: 'Car loan',
        color: '#0f766e',
        accent: '#fbbf24',
        font: 'system',
        lang: 'en',
        ...(leads ? { 'lead.enabled': 'on', 'lead.recipients': 'officer@approvals.test' } : {}),
      },
      { intent: 'approve', revision: String(revision) },
    ]
    for (const form of forms) {
      const response = await fetch(
        `${first.origin}/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}.data`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Cookie: owner,
            Origin: first.origin,
          },
          body: new URLSearchParams(form).toString(),
        },
      )
      if (response.status !== 200) throw new Error(`${form.intent} answered ${response.status}`)
    }
  }
  const page = async (server: RunningServer) => (await fetch(server.origin + embed)).text()
  const until = async (check: () => Promise<boolean>) => {
    const deadline = performance.now() + 20_000
    while (!(await check())) {
      if (performance.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return true
  }

  // Revision 2 takes leads; wait till every server shows it (the first publish, before the traffic).
  await publish(2, true)
  for (const server of servers) await until(async () => takesLeads(await page(server)))

  let running = true
  const views: Answer[] = []
  const leads: Array<Answer & { sentAt: number }> = []
  const viewer = async (server: RunningServer) => {
    const client = createClient(server.origin, { maxSockets: 1, keepAlive: true })
    while (running) views.push(await client.send({ path: embed }))
    client.close()
  }
  const visitor = async (server: RunningServer, lane: number) => {
    const client = createClient(server.origin, { maxSockets: 1, keepAlive: true })
    for (let i = 0; running; i++) {
      const sentAt = performance.now()
      const answer = await client.send(leadRequest(seededPublicId, `${lane}-${i}`))
      leads.push({ ...answer, sentAt })
    }
    client.close()
  }
  const traffic = servers.flatMap((server, i) => [
    viewer(server),
    viewer(server),
    viewer(server),
    visitor(server, 2 * i),
    visitor(server, 2 * i + 1),
  ])
  await new Promise((resolve) => setTimeout(resolve, 2_000))

  // Revision 3 turns leads off, published on the first server; the last one must follow.
  await publish(3, false)
  const publishedAt = performance.now()
  const followed = await until(async () => !takesLeads(await page(last)))
  const visibleMs = Math.round(performance.now() - publishedAt)
  const everywhereAt = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  running = false
  await Promise.all(traffic)
  await Promise.all(servers.map((server) => server.stop()))

  const all = [...views, ...leads]
  const fiveXx = all.filter((answer) => answer.status >= 500 || answer.status === 0).length
  const accepted = leads.filter((answer) => answer.status === 201)
  const acceptedIds = accepted.map((answer) => (JSON.parse(answer.body) as { id: string }).id)
  const stored = new Set((await target.query<{ id: string }>('select id from leads')).map((row) => row.id))
  const lost = acceptedIds.filter((id) => !stored.has(id)).length
  const lateAccepted = accepted.filter((answer) => answer.sentAt > everywhereAt).length
  const refusedAfter = leads.filter((answer) => answer.sentAt > everywhereAt && answer.status === 404).length
  if (!followed) failures.push('the last server still showed the lead form 20 s after the publish')
  // The target is 1 s (a figure, in the notes); a failure here means the peers were not told and the time to
  // live (15 s) did the work. `workspace-two-instances.test.ts` proves the NOTIFY itself.
  else if (visibleMs > 5_000) failures.push(`the publish took ${visibleMs} ms to show on the last server`)
  if (fiveXx > 0) failures.push(`${fiveXx} answers were 5xx or none`)
  if (lost > 0) failures.push(`${lost} leads answered 201 were not stored`)
  if (lateAccepted > 0) failures.push(`${lateAccepted} leads were taken after leads were off everywhere`)
  if (refusedAfter === 0) failures.push('no lead was sent once leads were off: the switch was not exercised')
  if (accepted.length === 0) failures.push('no lead was taken before the switch')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: `leads turned off under traffic on ${servers.length} server(s)`,
    database: kind,
    requests: all.length,
    accepted: accepted.length,
    lost,
    fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes: `publish shown on the last server after ${visibleMs} ms; ${views.length} views; ${refusedAfter} leads refused after`,
    failures,
  }
}
