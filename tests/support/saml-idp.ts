import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http, { type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import samlp from 'samlp'

/** A key pair and a self-signed certificate (two days), as an identity provider signs with. */
export function selfSigned(commonName: string) {
  const dir = mkdtempSync(join(tmpdir(), 'saml-idp-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
      ].concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The workspace SSO page's "connect" form for this provider, by SAML, new members joining as editors. */
export const samlConnectForm = (
  idp: { entityId: string; ssoUrl: string; cert: string },
  domains: string,
) => ({
  intent: 'connect',
  protocol: 'saml',
  entityId: idp.entityId,
  entryPoint: idp.ssoUrl,
  certificate: idp.cert,
  domains,
  role: 'editor',
})

/**
 * A real SAML 2.0 identity provider on loopback: samlp, the one Auth0 runs, not the library our side uses
 * (samlify), so the two implementations meet as a bank's provider and ours would. It has its own sign-in
 * screen (an e-mail address, no password), reads the AuthnRequest (HTTP-Redirect), sends a signed assertion
 * only to an ACS URL it was told (`trust`), and posts it back with an auto-submitting form. `mode` lets a
 * test make it misbehave: an assertion for another audience, one signed with a key nobody registered, or
 * one signed with SHA-1.
 */
export async function startSamlIdp(port: number) {
  const origin = `http://127.0.0.1:${port}`
  const entityId = `${origin}/saml/metadata`
  const ssoUrl = `${origin}/saml/sso`
  const keys = selfSigned('Loopback SAML IdP')
  const mode = {
    audience: null as string | null,
    signWith: null as { key: string; cert: string } | null,
    sha1: false,
  }
  /** The ACS URLs registered at this provider, as an IT team enters them. */
  const registered = new Set<string>()

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === '/saml/sso') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(
        loginPage(url.searchParams.get('SAMLRequest') ?? '', url.searchParams.get('RelayState') ?? ''),
      )
      return
    }
    // Its metadata, as samlp publishes it, at its entity ID.
    if (request.method === 'GET' && url.pathname === '/saml/metadata') {
      const shim = { originalUrl: url.pathname, headers: request.headers, protocol: 'http' }
      samlp.metadata({ issuer: entityId, cert: keys.cert, redirectEndpointPath: '/saml/sso' })(
        shim,
        expressLike(response),
      )
      return
    }
    if (request.method === 'POST' && url.pathname === '/saml/login') {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const form = new URLSearchParams(body)
        const email = form.get('email') ?? ''
        const signer = mode.signWith ?? keys
        const acsUrl = requestedAcs(form.get('SAMLRequest') ?? '')
        const respond = samlp.auth({
          issuer: entityId,
          cert: signer.cert,
          key: signer.key,
          ...(mode.audience ? { audience: mode.audience } : {}),
          destination: acsUrl,
          recipient: acsUrl,
          nameIdentifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
          signatureAlgorithm: mode.sha1 ? 'rsa-sha1' : 'rsa-sha256',
          digestAlgorithm: mode.sha1 ? 'sha1' : 'sha256',
          // Only to an ACS URL registered here: anything else gets 401, as at a real provider.
          getPostURL: (_audience: string, _dom: unknown, _req: unknown, done: Callback) =>
            done(null, registered.has(acsUrl) ? acsUrl : null),
        })
        const user = {
          id: email,
          emails: [{ value: email }],
          displayName: email.split('@')[0],
          name: { givenName: email.split('@')[0], familyName: 'Tester' },
        }
        const shim = { method: 'POST', query: {}, body: Object.fromEntries(form), user }
        respond(shim, expressLike(response), (error) => {
          response.statusCode = 500
          response.end(String(error))
        })
      })
      return
    }
    response.statusCode = 404
    response.end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    origin,
    entityId,
    ssoUrl,
    cert: keys.cert,
    mode,
    trust: (acsUrl: string) => registered.add(acsUrl),
    stop: () => close(server),
  }
}

type Callback = (error: unknown, url: string | null) => void

/** The two calls samlp makes on an Express response. */
function expressLike(response: http.ServerResponse) {
  return {
    set(name: string, value: string) {
      response.setHeader(name, value)
    },
    send(statusOrBody: number | string) {
      if (typeof statusOrBody === 'string' && !response.hasHeader('Content-Type'))
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (typeof statusOrBody === 'number') {
        response.statusCode = statusOrBody
        response.end()
      } else response.end(statusOrBody)
    },
  }
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The ACS URL an AuthnRequest (HTTP-Redirect: deflated, base64) asks the response to be posted to. */
function requestedAcs(samlRequest: string) {
  try {
    const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8')
    return /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1]?.replace(/&amp;/g, '&') ?? ''
  } catch {
    return ''
  }
}

function loginPage(samlRequest: string, relayState: string) {
  return `<!doctype html><html lang="en"><head><title>Loopback IdP: sign in</title></head><body>
<h1>Loopback identity provider</h1>
<form method="post" action="/saml/login">
<input type="hidden" name="SAMLRequest" value="${escape(samlRequest)}">
<input type="hidden" name="RelayState" value="${escape(relayState)}">
<label>Work e-mail <input name="email" type="email" autocomplete="username"></label>
<button type="submit">Sign in at the IdP</button>
</form></body></html>`
}

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/**
 * The provider's screens gone through as a browser would, signing in as `email`: what its auto-submitting
 * form posts, and where (the ACS URL).
 */
export async function loginAtSamlIdp(signInUrl: string, email: string) {
  const page = await (await fetch(signInUrl)).text()
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? ''
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&')
  const login = await fetch(new URL('/saml/login', signInUrl), {
    method: 'POST',
    body: new URLSearchParams({
      SAMLRequest: unescape(hidden('SAMLRequest')),
      RelayState: unescape(hidden('RelayState')),
      email,
    }),
  })
  const form = await login.text()
  if (login.status !== 200) return { status: login.status, action: null, fields: {} }
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1] ?? null
  const field = (name: string) => new RegExp(`name="${name}"\\s*value="([^"]*)"`).exec(form)?.[1] ?? ''
  return {
    status: login.status,
    action: action && unescape(action),
    fields: { SAMLResponse: field('SAMLResponse'), RelayState: unescape(field('RelayState')) },
  }
}
