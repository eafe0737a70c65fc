import path from 'node:path'
import { freePort, startServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { burstSize, contactBurst, contactMessage } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, waitUntil, type ScenarioResult } from './report'
import { startSmtpSink } from './smtp-sink'
import { createTarget } from './target'

/** The owner's e-mails, including those claimed by the killed server, must arrive within this of a restart. */
const deliveryDeadlineMs = 60_000

/**
 * A burst of 2,000 contact messages; the server gets SIGKILL once half of them are answered, while the mail
 * server holds the e-mails it was sending, then starts again on the same data. Every message answered 201
 * before the kill must be stored, the database must open cleanly (health 200, a new message accepted), and
 * every message must be e-mailed within 60 s of the restart, those the killed server had claimed included.
 */
export async function crashMidBurst(kind: DatabaseKind): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const logFile = path.join(target.dataDir, 'server.log')
  const smtp = await startSmtpSink(await freePort(), { holding: true })
  const env = {
    ...target.env,
    RATE_LIMIT_CONTACT: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONTACT_TO: 'owner@brightline-reliability.test',
  }
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
  const claimedAtKill = smtp.held()
  if (claimedAtKill === 0)
    failures.push('no e-mail was being sent at the kill: the claims were not exercised')
  smtp.stopHolding()

  const { healthy, idAfterRestart, deliverySeconds } = await restart(env, logFile, (ids) =>
    [...burst.createdIds, ...ids].every((id) => smtp.deliveries.has(id)),
  )
  await smtp.close()
  const acceptedAfterRestart = idAfterRestart !== undefined
  if (idAfterRestart) burst.createdIds.push(idAfterRestart)
  if (!healthy) failures.push('after the restart, /healthz is not 200: the database did not open')
  if (!acceptedAfterRestart) failures.push('after the restart, a new message was not accepted')
  const notMailed = burst.createdIds.filter((id) => !smtp.deliveries.has(id)).length
  if (deliverySeconds === undefined)
    failures.push(`${notMailed} messages not e-mailed within ${deliveryDeadlineMs / 1000} s of the restart`)

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
      `restart: health ${healthy ? 200 : 'down'}, new message ${acceptedAfterRestart ? 201 : 'refused'}; ` +
      `${claimedAtKill} e-mails in flight at the kill, all e-mailed ` +
      (deliverySeconds === undefined
        ? 'NOT within 60 s'
        : `${deliverySeconds.toFixed(1)} s after the restart`),
    failures,
  }
}

/**
 * Starts the server again on the same data: is it healthy, does it take a new message, and how long until
 * every message is e-mailed (undefined: not within the deadline)?
 */
async function restart(
  env: Record<string, string>,
  logFile: string,
  delivered: (newIds: string[]) => boolean,
) {
  const restartedAt = performance.now()
  const server = await startServer(env, { logFile })
  try {
    const healthy = (await fetch(`${server.origin}/healthz`)).status === 200
    const answer = await createClient(server.origin).send(contactMessage('after the restart'))
    const idAfterRestart = answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined
    const inTime = await waitUntil(
      () => delivered(idAfterRestart ? [idAfterRestart] : []),
      deliveryDeadlineMs - (performance.now() - restartedAt),
      250,
    )
    return { healthy, idAfterRestart, deliverySeconds: inTime ? elapsedSeconds(restartedAt) : undefined }
  } finally {
    await server.stop()
  }
}
