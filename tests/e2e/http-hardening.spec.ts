import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { freePort } from '../support/ports'
import { unique, verificationLinkFor } from './accounts-support'
import { expect, test } from './fixtures'

/** A request as a proxy or a script may send it: any target, any framing. */
function rawRequest(
  baseURL: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: AsyncIterable<Buffer> },
) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: hostname,
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          )
        },
      )
      request.on('error', reject)
      if (!options.body) return void request.end()
      void (async () => {
        for await (const chunk of options.body!)
          if (!request.write(chunk)) await new Promise((r) => request.once('drain', r))
        request.end()
      })().catch(() => {}) // the server may answer and close before the body is all sent
    },
  )
}

async function* megabytes(count: number, prefix: string) {
  yield Buffer.from(prefix)
  const block = Buffer.alloc(1024 * 1024, 'a')
  for (let i = 0; i < count; i++) yield block
}

test('a 50 MB chunked form post is refused with a 413 and nothing echoed', async ({ baseURL }) => {
  const response = await rawRequest(baseURL!, {
    method: 'POST',
    path: '/contact-us',
    headers: {
      Origin: baseURL!,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Transfer-Encoding': 'chunked',
    },
    body: megabytes(50, 'firstName=a&lastName=b&email=c%40d.ef&message='),
  })
  expect(response.status).toBe(413)
  expect(response.body.length).toBeLessThan(1000)
})

test('an address that cannot be read gets the styled error page with a 400', async ({
  page,
  consoleErrors,
}) => {
  for (const target of ['/%', '/50%-off', '/contact-us/%ff', '/x%c', 'http://evil.example/contact-us']) {
    const response = await rawRequest(test.info().project.use.baseURL!, { path: target })
    expect([target, response.status]).toEqual([target, 400])
    expect(response.body).toContain('<style')
    expect(response.body).toContain('Unexpected Application Error!')
  }
  const response = await page.goto('/50%-off')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  await expect(page.getByText('The address of this page could not be read.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  // The browser reports the 400 document itself as a failed resource; nothing else may fail.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes('400')))
})

async function signedInCookie(request: APIRequestContext) {
  const email = `cache-${unique()}@example.com`
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a long passphrase 1', name: '', callbackURL: '/' },
  })
  expect(signedUp.status()).toBe(200)
  const verified = await request.get(await verificationLinkFor(email), { maxRedirects: 0 })
  const cookie = verified
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .find((pair) => pair?.includes('session_token='))
  expect(cookie).toBeTruthy()
  return cookie!
}

test('nothing that depends on the session may be cached; public pages keep their caching', async ({
  playwright,
  baseURL,
}) => {
  const setup = await playwright.request.newContext({ baseURL })
  const cookie = await signedInCookie(setup)
  await setup.dispose()
  const signedIn = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: cookie } })
  const anonymous = await playwright.request.newContext({ baseURL })
  const personal = [
    '/admin',
    '/admin.data',
    '/admin/users',
    '/admin/users.data',
    '/admin/messages/00000000-0000-4000-8000-000000000000',
    '/admin/messages/00000000-0000-4000-8000-000000000000.data',
    '/admin/messages.csv',
    '/api/auth/list-sessions',
    '/api/auth/get-session',
    '/api/session',
    '/auth',
    '/contact-us',
    '/calculators/loan',
  ]
  for (const [who, context] of [
    ['signed in', signedIn],
    ['anonymous', anonymous],
  ] as const) {
    for (const url of personal) {
      const response = await context.get(url, { maxRedirects: 0 })
      const cacheControl = response.headers()['cache-control'] ?? ''
      expect([who, url, cacheControl]).toEqual([who, url, expect.stringMatching(/no-store/)])
      expect([who, url, cacheControl]).toEqual([who, url, expect.not.stringMatching(/public|max-age=[1-9]/)])
    }
  }
  const sessions = await signedIn.get('/api/auth/list-sessions')
  expect(sessions.status()).toBe(200)
  expect(sessions.headers()['cache-control']).toBe('private, no-store')
  expect((await anonymous.get('/about-us')).headers()['cache-control']).toBe('no-cache')
  expect((await anonymous.get('/robots.txt')).headers()['cache-control']).toBe('public, max-age=3600')
  expect((await anonymous.get('/favicon.svg')).headers()['cache-control']).toMatch(/^public, max-age=/)
  await signedIn.dispose()
  await anonymous.dispose()
})

test('the production build keeps the markup the paint-first rewrite depends on', async ({ request }) => {
  // docs/decisions/0008: a prerendered page whose markup React Router changed would be served unchanged.
  for (const url of ['/', '/pricing-breakdown']) {
    const html = await (await request.get(url)).text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).toMatch(/<script nonce="[^"]+" id="rr-boot" type="text\/plain">[\s\S]*import\(/)
    // Scripts are inserted once the browser reports the first contentful paint (decision 0018).
    expect(html).toContain('first-contentful-paint')
    expect(html.indexOf('data-early-click')).toBeLessThan(html.indexOf('</head>'))
  }
})

/** `node server.js` of the build on its own port and PGlite data directory; what it prints is kept in `log`. */
function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn('node', ['server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BUILD_DIR: process.env.BUILD_DIR || 'build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { child, log: '' }
  child.stdout.on('data', (chunk: Buffer) => (output.log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output.log += chunk.toString()))
  return output
}

async function untilHealthy(origin: string) {
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
}

async function stopServer(child: ReturnType<typeof spawn> | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

test('behind a TLS-terminating proxy with TRUST_PROXY=0, forms work from BASE_URL, and a mismatch is explained', async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  const publicOrigin = `https://localhost:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-proxy-'))
  const server = startServer(port, dataDir, { BASE_URL: publicOrigin, TRUST_PROXY: '0' })
  try {
    const local = `http://127.0.0.1:${port}`
    await untilHealthy(local)
    const form = new URLSearchParams({
      firstName: 'Proxy',
      lastName: 'Visitor',
      email: 'proxy@example.com',
      message: 'Sent through a TLS-terminating proxy.',
    }).toString()
    const post = (origin: string, host: string) =>
      rawRequest(local, {
        method: 'POST',
        path: '/contact-us',
        headers: { Host: host, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: (async function* () {
          yield Buffer.from(form)
        })(),
      })
    // The proxy passes the public Host and the browser's https Origin; the request itself is plain http.
    const proxied = await post(publicOrigin, `localhost:${port}`)
    expect(proxied.status).toBe(201)
    expect(proxied.body).toContain('Your message has been sent successfully.')
    // A host BASE_URL does not name: refused as before, and the log says what to set.
    const other = await post(`https://127.0.0.1:${port}`, `127.0.0.1:${port}`)
    expect(other.status).toBe(400)
    await expect
      .poll(() => server.log)
      .toContain(`Form posts from https://127.0.0.1:${port} arrive as http://127.0.0.1:${port}`)
    expect(server.log).toContain('set BASE_URL to the public origin')
  } finally {
    await stopServer(server.child)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a server stopped while its database is still opening waits for it and stops cleanly', async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-early-stop-'))
  const server = startServer(port, dataDir)
  // Stopped the moment it listens: the embedded database takes a second or more longer to open and migrate.
  server.child.stdout!.on('data', () => {
    if (server.log.includes('listening on') && !server.child.killed) server.child.kill('SIGTERM')
  })
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    server.child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let again: ReturnType<typeof startServer> | undefined
  try {
    expect(await exited).toEqual({ code: 0, signal: null })
    const { log } = server
    expect(log).toContain('SIGTERM received')
    // The stop came first, waited for the database to be ready, then closed it.
    expect(log.indexOf('SIGTERM received')).toBeLessThan(log.indexOf('Ready:'))
    expect(log.indexOf('Ready:')).toBeLessThan(log.indexOf('Stopped cleanly'))
    // What was opened was closed: the same data directory opens again.
    again = startServer(port, dataDir)
    await untilHealthy(`http://127.0.0.1:${port}`)
  } finally {
    await stopServer(server.child)
    await stopServer(again?.child)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
