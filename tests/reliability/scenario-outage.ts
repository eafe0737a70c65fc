import fs from 'node:fs'
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
 * What the mail server does during the burst: `returns` (down during the burst, then up on the port the site
 * was given), `up` (up throughout).
 */
export type SmtpDuringBurst = 'returns' | 'up'

/**
 * `size` submissions at once with the rate limit off: every answer is 201 and every 201 is a row, and every
 * stored submission is then e-mailed exactly once.
 */
export async function burstScenario(
  kind: DatabaseKind,
  subjectOf: (target: Target) => Subject | Promise<Subject>,
  { size, smtp: during }: { size: number; smtp: SmtpDuringBurst },
): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const subject = await subjectOf(target)
  const logFile = path.join(target.dataDir, 'server.log')
  const smtpPort = await freePort() // chosen now, listened on only after the burst unless up throughout
  const early = during === 'up' ? await startSmtpSink(smtpPort) : undefined
  const server = await startServer(
    {
      ...target.env,
      ...subject.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RETRY_BASE_MS: '1000',
    },
    { logFile },
  )
  // A busy 2-core machine may take a minute over a burst: a generous wait, not a measure of speed.
  const client = createClient(server.origin, { maxSockets: 256, timeoutMs: 120_000, keepAlive: false })
  const burstStartedAt = performance.now()
  const outcome = await burst(client, subject, size)
  const burstSeconds = elapsedSeconds(burstStartedAt)
  client.close()
  const accepted = outcome.createdIds.length
  if (accepted !== size) {
    failures.push(`${size - accepted} not answered 201: ${JSON.stringify(outcome.unexpected)}`)
  }
  // The outbox sends after the answers, so its first attempts may still be under way when the burst ends:
  // SMTP comes back only once one has failed (and been logged), or the outage was never exercised.
  const failedAttempts = () => subject.failedAttempts(fs.readFileSync(logFile, 'utf8')).size
  if (during === 'returns') await waitUntil(() => failedAttempts() > 0, 120_000, 250)
  const failedWhileDown = failedAttempts()

  const smtp = early ?? (await startSmtpSink(smtpPort))
  const backAt = performance.now()
  const allDelivered = await waitUntil(
    () => outcome.createdKeys.every((key) => smtp.deliveries.has(key)),
    180_000,
    250,
  )
  const deliverySeconds = elapsedSeconds(during === 'up' ? burstStartedAt : backAt)
  await new Promise((resolve) => setTimeout(resolve, 1000)) // a duplicate would arrive now
  await server.stop()
  await smtp.close()
  const deliveries = smtp.deliveries

  const stored = await subject.stored()
  const storedKeys = new Set(stored.values())
  const lost = outcome.createdIds.filter((id) => !stored.has(id)).length
  const notNotified = outcome.createdKeys.filter((key) => !deliveries.has(key)).length
  const duplicates = [...deliveries.values()].filter((count) => count > 1).length
  const strangers = [...deliveries.keys()].filter((key) => !storedKeys.has(key)).length
  if (outcome.fiveXx > 0) failures.push(`${outcome.fiveXx} answers were 5xx`)
  if (stored.size !== accepted) failures.push(`${stored.size} rows stored for ${accepted} answers 201`)
  if (lost > 0) failures.push(`${lost} answered 201 are missing from the database`)
  if (!allDelivered || notNotified > 0)
    failures.push(`${notNotified} never e-mailed (waited ${Math.round(deliverySeconds)} s)`)
  if (duplicates > 0) failures.push(`${duplicates} e-mailed more than once`)
  if (strangers > 0) failures.push(`${strangers} e-mails for submissions that are not stored`)
  if (during === 'returns' && failedWhileDown === 0)
    failures.push('no e-mail attempt failed while SMTP was down: the outage was not exercised')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  const mailNotes = {
    returns:
      `; ${failedWhileDown} failed an e-mail attempt while SMTP was down; ${smtp.mails()} e-mails, ` +
      `${duplicates} duplicates, all in ${deliverySeconds.toFixed(1)} s once back`,
    up: `; ${smtp.mails()} e-mails, ${duplicates} duplicates, all in ${deliverySeconds.toFixed(1)} s from the start`,
  }[during]
  return {
    scenario:
      `${subject.name} burst of ${size.toLocaleString('en-US')}` +
      { returns: ', SMTP down then back', up: ', each e-mailed' }[during],
    database: kind,
    requests: size,
    accepted,
    lost,
    fiveXx: outcome.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes: `burst ${burstSeconds.toFixed(1)} s (${Math.round(size / burstSeconds)}/s), ${stored.size} rows${mailNotes}`,
    failures,
  }
}
