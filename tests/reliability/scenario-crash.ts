import path from 'node:path'
import { startServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { burstSize, contactBurst, contactMessage } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, type ScenarioResult } from './report'
import { createTarget } from './target'

/**
 * A burst of 2,000 contact messages; the server gets SIGKILL once half of them are answered, then starts
 * again on the same data. Every message answered 201 before the kill must be stored, and the database must
 * open cleanly (health 200, a new message accepted).
 */
export async function crashMidBurst(kind: DatabaseKind): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const logFile = path.join(target.dataDir, 'server.log')
  const env = { ...target.env, RATE_LIMIT_CONTACT: '0' }
  const first = await startServer(env, { logFile })
  const client = createClient(first.origin, { maxSockets: 256, timeoutMs: 30_000, keepAlive: false })
  let killed: Promise<void> | undefined
  const burst = await contactBurst(client, burstSize, (answered) => {
    if (answered === burstSize / 2) killed = first.kill()
  })
  client.close()
  await killed
  if (first.process.signalCode !== 'SIGKILL')
    failures.push(`the server was not killed (${first.process.exitCode})`)

  const { healthy, idAfterRestart } = await restart(env, logFile)
  const acceptedAfterRestart = idAfterRestart !== undefined
  if (idAfterRestart) burst.createdIds.push(idAfterRestart)
  if (!healthy) failures.push('after the restart, /healthz is not 200: the database did not open')
  if (!acceptedAfterRestart) failures.push('after the restart, a new message was not accepted')

  const stored = await target.storedIds()
  const lost = burst.createdIds.filter((id) => !stored.has(id)).length
  const unanswered = burstSize - burst.answers.filter((answer) => answer.status !== 0).length
  const answeredBeforeKill = burst.createdIds.length - (acceptedAfterRestart ? 1 : 0)
  if (burst.fiveXx > 0) failures.push(`${burst.fiveXx} answers were 5xx`)
  if (lost > 0) failures.push(`${lost} messages answered 201 are missing after the restart`)
  const otherAnswers = Object.keys(burst.unexpected).filter((key) => !key.startsWith('no answer'))
  if (otherAnswers.length > 0) failures.push(`unexpected answers: ${JSON.stringify(burst.unexpected)}`)
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: 'SIGKILL mid-burst, restart',
    database: kind,
    requests: burstSize,
    accepted: answeredBeforeKill,
    lost,
    fiveXx: burst.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes:
      `${unanswered} cut off by the kill (${stored.size - burst.createdIds.length} of them stored anyway); ` +
      `restart: health ${healthy ? 200 : 'down'}, new message ${acceptedAfterRestart ? 201 : 'refused'}`,
    failures,
  }
}

/** Starts the server again on the same data: is it healthy, and does it take a new message? */
async function restart(env: Record<string, string>, logFile: string) {
  const server = await startServer(env, { logFile })
  try {
    const healthy = (await fetch(`${server.origin}/healthz`)).status === 200
    const answer = await createClient(server.origin).send(contactMessage('after the restart'))
    const idAfterRestart = answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined
    return { healthy, idAfterRestart }
  } finally {
    await server.stop()
  }
}
