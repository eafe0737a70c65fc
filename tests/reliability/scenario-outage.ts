import fs from 'node:fs'
import path from 'node:path'
import { freePort, startServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { contactBurst } from './burst'
import { createClient } from './http'
import { elapsedSeconds, logTail, waitUntil, type ScenarioResult } from './report'
import { startSmtpSink } from './smtp-sink'
import { createTarget } from './target'

/**
 * `size` contact messages at once with the rate limit off, while the SMTP server is down: every answer is
 * 201 and every 201 is a row. With `smtpComesBack`, the SMTP server then comes up on the port the site was
 * given, and every stored message must be e-mailed exactly once.
 */
export async function contactBurstScenario(
  kind: DatabaseKind,
  { size, smtpComesBack }: { size: number; smtpComesBack: boolean },
): Promise<ScenarioResult> {
  const startedAt = performance.now()
  const failures: string[] = []
  const target = await createTarget(kind)
  const logFile = path.join(target.dataDir, 'server.log')
  const smtpPort = await freePort() // chosen now, listened on only after the burst
  const server = await startServer(
    {
      ...target.env,
      RATE_LIMIT_CONTACT: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: 'owner@brightline-reliability.test',
      CONTACT_RETRY_BASE_MS: '1000',
    },
    { logFile },
  )
  const client = createClient(server.origin, { maxSockets: 256, keepAlive: false })
  const burstStartedAt = performance.now()
  const burst = await contactBurst(client, size)
  const burstSeconds = elapsedSeconds(burstStartedAt)
  client.close()
  const accepted = burst.createdIds.length
  if (accepted !== size) {
    failures.push(`${size - accepted} not answered 201: ${JSON.stringify(burst.unexpected)}`)
  }
  const failedWhileDown = new Set(
    fs.readFileSync(logFile, 'utf8').match(/(?<=Contact message )[0-9a-f-]{36}(?=: e-mail attempt)/g),
  ).size

  const smtp = smtpComesBack ? await startSmtpSink(smtpPort) : undefined
  const backAt = performance.now()
  const allDelivered =
    !smtp || (await waitUntil(() => burst.createdIds.every((id) => smtp.deliveries.has(id)), 180_000, 250))
  const deliverySeconds = elapsedSeconds(backAt)
  if (smtp) await new Promise((resolve) => setTimeout(resolve, 1000)) // a duplicate would arrive now
  await server.stop()
  await smtp?.close()
  const deliveries = smtp?.deliveries ?? new Map<string, number>()

  const stored = await target.storedIds()
  const lost = burst.createdIds.filter((id) => !stored.has(id)).length
  const notNotified = burst.createdIds.filter((id) => !deliveries.has(id)).length
  const duplicates = [...deliveries.values()].filter((count) => count > 1).length
  const strangers = [...deliveries.keys()].filter((id) => !stored.has(id)).length
  if (burst.fiveXx > 0) failures.push(`${burst.fiveXx} answers were 5xx`)
  if (stored.size !== accepted) failures.push(`${stored.size} rows stored for ${accepted} answers 201`)
  if (lost > 0) failures.push(`${lost} messages answered 201 are missing from the database`)
  if (smtp && (!allDelivered || notNotified > 0))
    failures.push(`${notNotified} messages never e-mailed (waited ${Math.round(deliverySeconds)} s)`)
  if (duplicates > 0) failures.push(`${duplicates} messages e-mailed more than once`)
  if (strangers > 0) failures.push(`${strangers} e-mails for messages that are not stored`)
  if (smtp && failedWhileDown === 0)
    failures.push('no e-mail attempt failed while SMTP was down: the outage was not exercised')
  if (failures.length > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return {
    scenario: `burst of ${size.toLocaleString('en-US')}${smtpComesBack ? ', SMTP down then back' : ''}`,
    database: kind,
    requests: size,
    accepted,
    lost,
    fiveXx: burst.fiveXx,
    seconds: elapsedSeconds(startedAt),
    notes:
      `burst ${burstSeconds.toFixed(1)} s (${Math.round(size / burstSeconds)}/s), ${stored.size} rows` +
      (smtp
        ? `; ${failedWhileDown} failed an e-mail attempt while SMTP was down; ${smtp.mails()} e-mails, ` +
          `${duplicates} duplicates, all in ${deliverySeconds.toFixed(1)} s once back`
        : ''),
    failures,
  }
}
