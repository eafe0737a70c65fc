import path from 'node:path'
import { seedPublishedCalculator } from '../../bench/seed'
import { startServer } from '../../bench/support'
import type { DatabaseKind } from '../support/database'
import { createClient, type Answer } from './http'
import { malformedCases } from './malformed-cases'
import { elapsedSeconds, logTail, type ScenarioResult } from './report'
import { createTarget } from './target'

export const requestsPerEndpoint = 1000

type Endpoint = { path: string; statuses: number[] }

/** Every public POST endpoint, with the statuses a bad request may get there. */
const endpoints = (leadsTo: string): Endpoint[] => [
  { path: '/api/send-contact-email', statuses: [400, 413, 415] },
  { path: '/contact-us', statuses: [400, 413, 415] },
  { path: '/contact-us.data', statuses: [400, 413, 415] },
  { path: '/auth', statuses: [400, 401, 403, 413, 415, 422] },
  { path: '/auth.data', statuses: [400, 401, 403, 413, 415, 422] },
  { path: '/api/auth/sign-in/email', statuses: [400, 401, 403, 413, 415, 422] },
  { path: '/api/auth/sign-up/email', statuses: [400, 401, 403, 413, 415, 422] },
  // A published calculator's lead form: the JSON API, the form posted without JavaScript, React Router's data
  // path of the page, and the form as the embed's script sends it (decision 0104).
  { path: `/api/leads/${leadsTo}`, statuses: [400, 413, 415] },
  { path: `/embed/c/${leadsTo}`, statuses: [400, 413, 415] },
  { path: `/embed/c/${leadsTo}.data`, statuses: [400, 413, 415] },
  { path: `/embed/c/${leadsTo}/lead`, statuses: [400, 413, 415] },
]

// What a visitor or an integrator is told: the form's field messages, the API's and better-auth's reasons.
const clearMessages = [
  'is required',
  'Please enter a valid email address',
  'Message must be at least 10 characters long',
  'must be at most',
  'Company must be text',
  'Your message is too large to send',
  'Failed to send message',
  'larger than',
  'Send the message as application/json.',
  'The body is not valid JSON.',
  'The body must be a JSON object',
  'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
  'Email and password are required.',
  'Unknown action',
  'The form could not be read.',
  'Invalid email',
  'Password too short',
  'Invalid input',
  'Invalid JSON',
  'is not allowed',
  'Content-Type is required',
  // The password policy (issue 11): the malformed cases' password 'short' is on the breached list.
  'breached-password lists',
  'too easy to guess',
  // The lead form and API (app/lib/leads/lead-text.ts, api.server.ts).
  'Please enter your name.',
  'Please enter a valid e-mail address.',
  'Please tick the box so that we may contact you.',
  'Please use at most',
  'Send the lead as application/json.',
  'The lead is larger than 64 KB.',
  // The request guard (server/hostile-input.ts, issue 33 §5): a NUL anywhere is refused before any route.
  'The request contains a NUL character.',
]
const hasClearMessage = (answer: Answer) => clearMessages.some((message) => answer.body.includes(message))

/**
 * At least 1,000 malformed requests to each public POST endpoint: wrong types, missing fields, 1 MB values,
 * invalid UTF-8, 10,000-deep JSON, wrong content types, broken multipart, a lying Content-Length. None may
 * get a 5xx or go unanswered; each gets a 4xx of its endpoint with a message; the server stays up.
 */
export async function malformedRequests(kind: DatabaseKind): Promise<ScenarioResult[]> {
  const target = await createTarget(kind)
  const { publicId } = await seedPublishedCalculator(target.location, {
    leadRecipients: ['officer@bank-reliability.test'],
  })
  const logFile = path.join(target.dataDir, 'server.log')
  const server = await startServer(
    { ...target.env, RATE_LIMIT_CONTACT: '0', RATE_LIMIT_AUTH: '0', RATE_LIMIT_LEADS: '0' },
    { logFile },
  )
  const client = createClient(server.origin, { maxSockets: 16, timeoutMs: 60_000, keepAlive: false })
  const results: ScenarioResult[] = []
  for (const endpoint of endpoints(publicId)) {
    const startedAt = performance.now()
    const problems = new Map<string, number>()
    const note = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1)
    const rounds = Math.ceil(requestsPerEndpoint / malformedCases.length)
    const specs = Array.from({ length: rounds * malformedCases.length }, (_, i) =>
      malformedCases[i % malformedCases.length]!(Math.floor(i / malformedCases.length)),
    )
    const answers = await Promise.all(
      specs.map(async ({ label, ...spec }) => {
        const answer = await client.send({ ...spec, path: endpoint.path })
        if (answer.status === 0) note(`${label}: no answer (${answer.error})`)
        else if (!endpoint.statuses.includes(answer.status)) note(`${label}: ${answer.status}`)
        else if (!hasClearMessage(answer)) note(`${label}: ${answer.status} without a clear message`)
        return answer
      }),
    )
    const fiveXx = answers.filter((answer) => answer.status >= 500).length
    const failures = [...problems].map(([problem, count]) => `${endpoint.path} — ${problem} (×${count})`)
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort().join('/')
    results.push({
      scenario: `malformed POST ${endpoint.path}`,
      database: kind,
      requests: answers.length,
      accepted: answers.length - [...problems.values()].reduce((sum, count) => sum + count, 0),
      lost: 0,
      fiveXx,
      seconds: elapsedSeconds(startedAt),
      notes: `statuses ${statuses}`,
      failures,
    })
  }
  client.close()
  const last = results.at(-1)!
  const health = await fetch(`${server.origin}/healthz`).catch(() => undefined)
  if (health?.status !== 200 || server.process.exitCode !== null)
    last.failures.push('the server is down afterwards')
  await server.stop()
  if (results.some((result) => result.failures.length > 0))
    last.failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return results
}
