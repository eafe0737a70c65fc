import { redirect } from 'react-router'
import { getServices } from '~/lib/services.server'
import { samlBindingOf } from '~/lib/sso/saml-binding.server'
import { currentSamlProvider, signedWithSha1 } from '~/lib/sso/saml.server'
import type { Route } from './+types/saml-sp'

/**
 * A workspace's SAML service provider, at addresses that stay the same when its owner changes the settings
 * (decision 0069). GET /api/sso/saml/:workspaceId is the entity ID and answers with our metadata, for an IT team
 * that imports it; a sign-in's response is POSTed to …/acs, handed to the plugin's own ACS for the
 * workspace's current provider, which checks it (signature, audience, recipient, InResponseTo, replay);
 * a response naming SHA-1 is refused first (the plugin checks a signed Response's algorithm, not an assertion's),
 * and before that one posted in a browser that did not start its sign-in (saml-binding.server.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (new URL(request.url).pathname.endsWith('/acs')) throw redirect('/auth/sso')
  const provider = await currentSamlProvider(getServices(context).db, params.workspaceId)
  if (!provider) return new Response('No SAML sign-in is set up here.\n', notFound)
  return new Response(provider.metadata, {
    headers: { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const provider = await currentSamlProvider(services.db, params.workspaceId)
  if (!provider || !new URL(request.url).pathname.endsWith('/acs'))
    return new Response('No SAML sign-in is set up here.\n', notFound)
  const body = await request.text()
  const posted = new URLSearchParams(body)
  // Login CSRF (issue 43 §2): a response is taken only in the browser that started its sign-in.
  const binding = samlBindingOf(
    services.config.authSecret,
    posted.get('RelayState'),
    request.headers.get('Cookie'),
  )
  if (!binding.bound) {
    console.error(`SAML response refused for workspace ${params.workspaceId}: not started in this browser`)
    const reason = new URLSearchParams({
      error: 'invalid_saml_response',
      error_description: 'this sign-in was not started in this browser',
    })
    return redirect(`/auth/sso?${reason}`)
  }
  if (signedWithSha1(posted.get('SAMLResponse') ?? '')) {
    console.error(`SAML response refused for workspace ${params.workspaceId}: signed with SHA-1`)
    const reason = new URLSearchParams({
      error: 'invalid_saml_response',
      error_description: 'signed with SHA-1; the provider must sign with SHA-256',
    })
    return redirect(`/auth/sso?${reason}`)
  }
  const acs = `${services.config.baseUrl}/api/auth/sso/saml2/sp/acs/${encodeURIComponent(provider.providerId)}`
  const answer = await services.auth.handler(
    new Request(acs, { method: 'POST', headers: request.headers, body }),
  )
  const headers = new Headers(answer.headers)
  headers.append('Set-Cookie', binding.clear)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}

const notFound = { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }
