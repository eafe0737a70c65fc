import path from 'node:path'
import { startServer, type RunningServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { createClient, type Answer } from './http'
import { elapsedSeconds, logTail, type ScenarioResult } from './report'
import { createTarget } from './target'
import { people, secret, seed, signIn } from './workspace-seed'

/**
 * Two editors saving and two approvers approving one calculator at once, across two servers on PostgreSQL
 * (one on PGlite: one process per data directory). Every answer is 200 or 409, revisions are numbered
 * 1…n without a gap, at most one is published, and each publish is recorded and e-mailed once.
 */
export async function concurrentApprovals(kind: DatabaseKind, rounds = 15): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const ids = await seed(target.location, { ...target.env, ...secret })
  const logFile = path.join(target.dataDir, 'server.log')
  const servers: RunningServer[] = []
  for (let i = 0; i < (kind === 'postgres' ? 2 : 1); i++)
    servers.push(await startServer({ ...target.env, ...secret, RATE_LIMIT_AUTH: '0' }, { logFile }))
  const cookies = await Promise.all(
    people.map((person, i) => signIn(servers[i % servers.length]!, person.email)),
  )
  const page = `/workspace/${ids.workspaceId}/calculators/${ids.calculatorId}.data`
  const answers: Answer[] = []
  let savedCount = 0
  let approvals = 0
  const post = async (lane: number, cookie: string, form: Record<string, string>) => {
    const server = servers[lane % servers.length]!
    const client = createClient(server.origin, { maxSockets: 4, keepAlive: false })
    const answer = await client.send({
      path: page,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: cookie,
        Origin: server.origin,
      },
      body: new URLSearchParams(form).toString(),
    })
    client.close()
    answers.push(answer)
    return answer
  }
  const editor = async (who: number) => {
    for (let round = 0; round < rounds; round++) {
      const form = { intent: 'save', name: `Car loan ${who}.${round}`, color: '#0f766e', accent: '#fbbf24' }
      const answer = await post(who + round, cookies[who]!, { ...form, font: 'system', lang: 'en' })
      if (answer.status === 200) savedCount++
    }
  }
  const approver = async (who: number) => {
    for (let round = 0; round < rounds; round++) {
      // The revision this approver last saw: the newest one it knows of, perhaps already superseded.
      let answer = await post(who + round, cookies[who]!, {
        intent: 'approve',
        revision: String(1 + savedCount),
      })
      // Told of a newer revision, it reviews that one and approves it, as a person would.
      const newer = answer.status === 409 ? /newer revision \(#(\d+)\)/.exec(answer.body)?.[1] : undefined
      if (newer) answer = await post(who + round, cookies[who]!, { intent: 'approve', revision: newer })
      if (answer.status === 200) approvals++
    }
  }
  await Promise.all([editor(1), editor(2), approver(0), approver(3)])
  await Promise.all(servers.map((server) => server.stop()))

  const statuses: Record<number, number> = {}
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1
  const fiveXx = answers.filter((answer) => answer.status >= 500 || answer.status === 0).length
  const other = answers.filter(
    (a) => a.status !== 200 && a.status !== 409 && a.status < 500 && a.status !== 0,
  )
  const numbers = await target.query<{ number: number; state: string }>(
    `select number, state from calculator_revisions where calculator_id = '${ids.calculatorId}' order by number`,
  )
  const [events] = await target.query<{ count: string; distinct: string }>(
    `select count(*) as count, count(distinct detail) as distinct from workspace_events
      where calculator_id = '${ids.calculatorId}' and action = 'Approved and published'`,
  )
  const [mails] = await target.query<{ count: string }>(
    `select count(*) as count from outbox where payload->>'subject' like 'Published:%'`,
  )
  const published = numbers.filter((row) => row.state === 'published').length
  if (fiveXx > 0) failures.push(`${fiveXx} answers were 5xx or none`)
  if (other.length > 0) failures.push(`unexpected answers: ${JSON.stringify(statuses)}`)
  if (numbers.some((row, i) => Number(row.number) !== i + 1))
    failures.push('revision numbers have a gap or a repeat')
  if (numbers.length !== 1 + savedCount) failures.push(`${numbers.length} revisions for ${savedCount} saves`)
  if (published > 1) failures.push(`${published} revisions published at once`)
  if (Number(events!.count) !== approvals || Number(events!.distinct) !== approvals)
    failures.push(`${events!.count} publish events (${events!.distinct} distinct) for ${approvals} approvals`)
  if (Number(mails!.count) !== approvals * people.length)
    failures.push(`${mails!.count} publish e-mails for ${approvals} approvals to ${people.length} members`)
  if (approvals === 0) failures.push('no approval succeeded: the race was not exercised')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: `4 clients saving and approving one calculator on ${servers.length} server(s)`,
    database: kind,
    requests: answers.length,
    accepted: answers.filter((answer) => answer.status === 200).length,
    lost: 0,
    fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes: `${savedCount} saves, ${approvals} publishes, ${statuses[409] ?? 0} answered 409, ${published} published now`,
    failures,
  }
}
