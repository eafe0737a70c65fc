import path from 'node:path'
import { startServer } from '../../bench/support'
import { freePort } from '../support/ports'
import type { DatabaseKind } from '../support/database'
import { burst } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, waitUntil, type ScenarioResult } from './report'
import { startSmtpSink } from './smtp-sink'
import type { Subject } from './subject'
import { createTarget, type Target } from './target'

/**
 * The e-mails, including those claimed by the killed server, must arrive within this of a restart: a generous
 * wait, not a measure of speed (the time taken is printed). The restarted server sends the whole backlog (~1,000
 * contact e-mails) in 17 s on a quiet machine; a clean-clone CI run at load 12, its server starved for 3.5 s at a
 * time, had 10 left after 60 s (2026-12-02, docs/testing.md), as the outage scenario's 180 s allows for.
 */
const deliveryDeadlineMs = 180_000

/**
 * A burst of `size` submissions; the server gets SIGKILL once half of them are answered and the mail
 * server holds e-mails it was sending, then starts again on the same data. Every submission answered
 * 201 before the kill must be stored, the database must open cleanly (health 200, a new one accepted), and
 * every one must be e-mailed after the restart, those the killed server had claimed included, once each.
 */
export async function crashMidBurst(
  kind: DatabaseKind,
  subjectOf: (target: Target) => Subject | Promise<Subject>,
  size: number,
): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const subject = await subjectOf(target)
  const logFile = path.join(target.dataDir, 'server.log')
  const smtp = await startSmtpSink(await freePort(), { holding: true })
  const env = { ...target.env, ...subject.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }
  const first = await startServer(env, { logFile })
  const client = createClient(first.origin, { maxSockets: 256, timeoutMs: 30_000, keepAlive: false })
  let killed: Promise<void> | undefined
  // Killed once half are answered and the worker is sending (a mail held), whichever comes last: under a
  // burst the first e-mail may start a moment after the first answers.
  const outcome = await burst(client, subject, size, (answered) => {
    if (!killed && answered >= size / 2 && smtp.held() > 0) killed = first.kill()
  })
  client.close()
  // Every answer came before an e-mail went out: kill it now all the same, so that the restart never shares
  // its data directory.
  if (!killed) failures.push('every submission was answered before an e-mail was being sent')
  await (killed ?? first.kill())
  if (first.process.signalCode !== 'SIGKILL')
    failures.push(`the server was not killed (${first.process.exitCode})`)
  const claimedAtKill = smtp.held()
  if (claimedAtKill === 0)
    failures.push('no e-mail was being sent at the kill: the claims were not exercised')
  smtp.stopHolding()

  const { healthy, afterRestart, deliverySeconds } = await restart(env, logFile, subject, (keys) =>
    [...outcome.createdKeys, ...keys].every((key) => smtp.deliveries.has(key)),
  )
  await smtp.close()
  const acceptedAfterRestart = afterRestart !== undefined
  if (afterRestart) {
    outcome.createdIds.push(afterRestart.id)
    outcome.createdKeys.push(afterRestart.key)
  }
  if (!healthy) failures.push('after the restart, /healthz is not 200: the database did not open')
  if (!acceptedAfterRestart) failures.push(`after the restart, a new ${subject.name} was not accepted`)
  const notMailed = outcome.createdKeys.filter((key) => !smtp.deliveries.has(key)).length
  if (deliverySeconds === undefined)
    failures.push(`${notMailed} not e-mailed within ${deliveryDeadlineMs / 1000} s of the restart`)
  const duplicates = [...smtp.deliveries.values()].filter((count) => count > 1).length
  if (duplicates > 0) failures.push(`${duplicates} e-mailed more than once`)

  const stored = await subject.stored()
  const lost = outcome.createdIds.filter((id) => !stored.has(id)).length
  const unanswered = size - outcome.answers.filter((answer) => answer.status !== 0).length
  const answeredBeforeKill = outcome.createdIds.length - (acceptedAfterRestart ? 1 : 0)
  if (outcome.fiveXx > 0) failures.push(`${outcome.fiveXx} answers were 5xx`)
  if (lost > 0) failures.push(`${lost} answered 201 are missing after the restart`)
  const otherAnswers = Object.keys(outcome.unexpected).filter((key) => !key.startsWith('no answer'))
  if (otherAnswers.length > 0) failures.push(`unexpected answers: ${JSON.stringify(outcome.unexpected)}`)
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: `${subject.name} SIGKILL mid-burst of ${size.toLocaleString('en-US')}, restart`,
    database: kind,
    requests: size,
    accepted: answeredBeforeKill,
    lost,
    fiveXx: outcome.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes:
      `${unanswered} cut off by the kill (${stored.size - outcome.createdIds.length} of them stored anyway); ` +
      `restart: health ${healthy ? 200 : 'down'}, new ${subject.name} ${acceptedAfterRestart ? 201 : 'refused'}; ` +
      `${claimedAtKill} e-mails in flight at the kill, all e-mailed ` +
      (deliverySeconds === undefined
        ? `NOT within ${deliveryDeadlineMs / 1000} s`
        : `${deliverySeconds.toFixed(1)} s after the restart`),
    failures,
  }
}

/**
 * Starts the server again on the same data: is it healthy, does it take a new submission, and how long
 * until every one is e-mailed (undefined: not within the deadline)?
 */
async function restart(
  env: Record<string, string>,
  logFile: string,
  subject: Subject,
  delivered: (newKeys: string[]) => boolean,
) {
  const restartedAt = performance.now()
  const server = await startServer(env, { logFile })
  try {
    const healthy = (await fetch(`${server.origin}/healthz`)).status === 200
    const token = crypto.randomUUID()
    const answer = await createClient(server.origin).send(subject.request(token))
    const id = answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined
    const afterRestart = id === undefined ? undefined : { id, key: subject.mailKey(id, token) }
    const inTime = await waitUntil(
      () => delivered(afterRestart ? [afterRestart.key] : []),
      deliveryDeadlineMs - (performance.now() - restartedAt),
      250,
    )
    return { healthy, afterRestart, deliverySeconds: inTime ? elapsedSeconds(restartedAt) : undefined }
  } finally {
    await server.stop()
  }
}
