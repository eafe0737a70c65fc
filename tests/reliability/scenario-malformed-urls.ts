import path from 'node:path'
import { startServer } from '../../bench/support'
import { createClient, type RequestSpec } from './http'
import { elapsedSeconds, logTail, type ScenarioResult } from './report'
import { createTarget } from './target'

const bases = [
  '',
  '/contact-us',
  '/admin',
  '/admin/messages',
  '/calculators/loan',
  '/embed/cd-calculator',
  '/api/auth',
]
const broken = ['/%', '/50%-off', '/%ff', '/x%c', '/%zz', '/%E0%80', '/%ED%A0%80', '/%%', '/a%2', '/%c0%af']
const suffixes = ['', '.data', '?q=1']
const absolute = [
  'http://evil.example/contact-us',
  'https://127.0.0.1/admin',
  'http://localhost/%',
  '*',
  'http://[::1]/about-us?x=1',
]
// Node's HTTP parser answers this one itself, with a bare 400, before the site sees it.
const refusedByNode = 'example.com:443'
const multipart = {
  'Content-Type': 'multipart/form-data; boundary=b',
}

/** At least 200 request targets that cannot be routed, in GET, HEAD and POST. */
export function malformedTargets(): Array<RequestSpec & { label: string; styled: boolean }> {
  const specs: Array<RequestSpec & { label: string; styled: boolean }> = []
  for (const base of bases)
    for (const piece of broken)
      for (const suffix of suffixes) {
        const target = `${base}${piece}${suffix}`
        specs.push({ label: `GET ${target}`, method: 'GET', path: target, styled: true })
      }
  for (const target of absolute) {
    specs.push({ label: `GET ${target}`, method: 'GET', path: target, styled: true })
    specs.push({ label: `HEAD ${target}`, method: 'HEAD', path: target, styled: false })
  }
  specs.push({ label: `GET ${refusedByNode}`, method: 'GET', path: refusedByNode, styled: false })
  for (const piece of broken) {
    specs.push({
      label: `POST /contact-us${piece}`,
      method: 'POST',
      path: `/contact-us${piece}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'firstName=a',
      styled: true,
    })
  }
  return specs
}

/**
 * Request targets no route can take (a stray `%`, invalid UTF-8, absolute-form, `*`): each is a 400 with the
 * site's styled error page, never a 5xx, and the log line stays one line. Then inputs to admin URLs that
 * once failed: a NUL in the CSV search and a broken multipart body to the admin actions.
 */
export async function malformedUrls(): Promise<ScenarioResult[]> {
  const target = await createTarget('pglite')
  const logFile = path.join(target.dataDir, 'server.log')
  const server = await startServer(target.env, { logFile })
  const client = createClient(server.origin, { maxSockets: 8, timeoutMs: 60_000, keepAlive: false })
  const startedAt = performance.now()
  const failures: string[] = []
  const specs = malformedTargets()
  const answers = await Promise.all(specs.map((spec) => client.send(spec)))
  answers.forEach((answer, i) => {
    const { label, styled } = specs[i]!
    if (answer.status !== 400) failures.push(`${label}: ${answer.status || answer.error}`)
    else if (styled && !(answer.body.includes('<style') && answer.body.includes('could not be read')))
      failures.push(`${label}: 400 without the site's error page`)
  })
  const admin = [
    { label: 'GET /admin/messages.csv?q=%00', method: 'GET', path: '/admin/messages.csv?q=%00' },
    ...['/admin?index', '/admin.data?index', '/admin/users.data', '/admin/messages/x.data'].map((url) => ({
      label: `broken multipart to ${url}`,
      method: 'POST',
      path: url,
      headers: multipart,
      body: '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nretr',
    })),
  ]
  const adminAnswers = await Promise.all(admin.map((spec) => client.send(spec)))
  adminAnswers.forEach((answer, i) => {
    if (answer.status === 0 || answer.status >= 500)
      failures.push(`${admin[i]!.label}: ${answer.status || answer.error}`)
  })
  client.close()
  const all = [...answers, ...adminAnswers]
  const fiveXx = all.filter((answer) => answer.status >= 500).length
  if (server.process.exitCode !== null) failures.push('the server is down afterwards')
  await server.stop()
  const failed = failures.length
  if (failed > 0) failures.push(`server log:\n${logTail(logFile)}`)
  await target.dispose()
  return [
    {
      scenario: 'malformed request targets',
      database: 'pglite',
      requests: all.length,
      accepted: all.length - failed,
      lost: 0,
      fiveXx,
      seconds: elapsedSeconds(startedAt),
      notes: `statuses ${[...new Set(all.map((answer) => answer.status))].sort().join('/')}`,
      failures,
    },
  ]
}
