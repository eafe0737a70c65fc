import { X509Certificate } from 'node:crypto'
import { eq } from 'drizzle-orm'
// samlify is CommonJS: Node's ESM loader gives its exports as the default only.
import samlify from 'samlify'
import type { Db } from '~/db/client.server'
import { ssoProvider, workspaceSso } from '~/db/schema'

/**
 * SAML 2.0 for a workspace (decision 0069): the plugin (@better-auth/sso, on samlify) does the protocol; this
 * module turns what an owner types into the plugin's configuration, and names the two addresses the client's
 * IT team enters at its identity provider. Those addresses are the workspace's, not the provider row's: a
 * changed configuration is a new provider row (decision 0056), yet the IdP's settings stay right.
 */

const HTTP_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'

/** What the client's IT team enters at its identity provider: our entity ID (audience) and the ACS URL. */
export function samlServiceProvider(baseUrl: string, workspaceId: string) {
  // Under /api/: the ACS receives a form posted from the provider's page, which the site's pages refuse
  // (server/request-guard.ts); /api/ routes check their own input.
  const entityId = `${baseUrl}/api/sso/saml/${workspaceId}`
  return { entityId, acsUrl: `${entityId}/acs` }
}

export type SamlInput = { entityId: string; entryPoint: string; certificate: string; metadata?: string }
export type SamlField = 'entityId' | 'entryPoint' | 'certificate' | 'metadata'
export type CertificateSummary = { subject: string; validTo: string; fingerprint: string }

/** One PEM certificate, however it was pasted (with or without its armour lines, spaces, line breaks). */
function readCertificate(pasted: string): { pem: string; summary: CertificateSummary } | { error: string } {
  const body = pasted
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim()
  const problem = {
    error:
      'Paste the identity provider’s signing certificate (X.509, PEM or base64), as its metadata shows it.',
  }
  if (!body || body.length > 20_000 || !/^[A-Za-z0-9+/]+=*$/.test(body)) return problem
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`
  try {
    return { pem, summary: summarize(new X509Certificate(pem)) }
  } catch {
    return problem
  }
}

function summarize(certificate: X509Certificate): CertificateSummary {
  const commonName = /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1]
  return {
    subject: commonName ?? certificate.subject.replace(/\n/g, ', '),
    validTo: new Date(certificate.validTo).toISOString(),
    fingerprint: certificate.fingerprint256,
  }
}

function certificateSummary(pem: string | undefined): CertificateSummary | null {
  if (!pem) return null
  try {
    return summarize(new X509Certificate(pem))
  } catch {
    return null
  }
}

const url = (value: string) => {
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null
  } catch {
    return null
  }
}

/**
 * The three values read from the provider's metadata (an EntityDescriptor with an IDPSSODescriptor, as ADFS,
 * Entra ID or Okta publish it), by samlify, the plugin's own SAML library.
 */
function fromMetadata(xml: string): SamlInput | { error: string; field: SamlField } {
  const unreadable = {
    error:
      'We could not read this metadata: paste the XML your provider publishes for SAML 2.0 (its EntityDescriptor).',
    field: 'metadata' as const,
  }
  if (xml.length > 300_000) return unreadable
  try {
    const meta = samlify.IdentityProvider({ metadata: xml }).entityMeta
    if (!meta.getEntityID()) return unreadable
    const signOn = meta.getSingleSignOnService('redirect')
    const certificates = meta.getX509Certificate('signing')
    const certificate = Array.isArray(certificates) ? certificates[0] : certificates
    if (typeof signOn !== 'string' || !signOn)
      return { error: 'This metadata names no sign-in URL for the HTTP-Redirect binding.', field: 'metadata' }
    if (!certificate) return { error: 'This metadata names no signing certificate.', field: 'metadata' }
    return { entityId: meta.getEntityID() ?? '', entryPoint: signOn, certificate }
  } catch {
    return unreadable
  }
}

/**
 * The owner's three SAML fields, checked, or the first problem with its field. Pasted metadata, when given,
 * supplies all three (the fields then show what was read from it).
 */
export function parseSamlInput(
  typed: SamlInput,
): { entityId: string; entryPoint: string; pem: string } | { error: string; field: SamlField } {
  if (!typed.metadata?.trim()) return checkSamlValues(typed)
  const read = fromMetadata(typed.metadata.trim())
  if ('error' in read) return read
  const checked = checkSamlValues(read)
  // A problem with a value the metadata gave is the metadata's.
  return 'error' in checked ? { error: `In the metadata: ${checked.error}`, field: 'metadata' } : checked
}

function checkSamlValues(
  input: SamlInput,
): { entityId: string; entryPoint: string; pem: string } | { error: string; field: SamlField } {
  const entityId = input.entityId.trim()
  if (!entityId || entityId.length > 500 || !url(entityId))
    return {
      error:
        'Enter the identity provider’s entity ID (its issuer), e.g. https://sts.windows.net/… or http://www.okta.com/….',
      field: 'entityId',
    }
  const entryPoint = url(input.entryPoint.trim())
  if (!entryPoint || entryPoint.length > 500)
    return {
      error:
        'Enter the identity provider’s sign-in URL (SAML 2.0, HTTP-Redirect), e.g. https://login.bank.com/saml2.',
      field: 'entryPoint',
    }
  const certificate = readCertificate(input.certificate)
  if ('error' in certificate) return { error: certificate.error, field: 'certificate' }
  if (Date.parse(certificate.summary.validTo) < Date.now())
    return {
      error: `This certificate expired on ${certificate.summary.validTo.slice(0, 10)}: paste the one your provider signs with now.`,
      field: 'certificate',
    }
  return { entityId, entryPoint, pem: certificate.pem }
}

/**
 * The plugin's `samlConfig` for a workspace: assertions must be signed (SHA-256), the e-mail address comes as
 * the NameID or an `email` attribute, and our side is described by metadata naming the workspace's stable
 * entity ID and ACS URL, which the plugin then puts in its AuthnRequest and checks the response against.
 */
export function pluginSamlConfig(
  baseUrl: string,
  workspaceId: string,
  idp: { entityId: string; entryPoint: string; pem: string },
) {
  const sp = samlServiceProvider(baseUrl, workspaceId)
  const metadata = samlify
    .SPMetadata({
      entityID: sp.entityId,
      authnRequestsSigned: false,
      wantAssertionsSigned: true,
      nameIDFormat: [EMAIL_NAME_ID],
      assertionConsumerService: [{ Binding: HTTP_POST, Location: sp.acsUrl }],
    })
    .getMetadata()
  return {
    entryPoint: idp.entryPoint,
    cert: idp.pem,
    idpMetadata: { entityID: idp.entityId },
    spMetadata: { entityID: sp.entityId, metadata },
    audience: sp.entityId,
    // Where a refusal lands when its relay state is gone (a replayed response): the page that says why.
    callbackUrl: `${baseUrl}/auth/sso`,
    wantAssertionsSigned: true,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    identifierFormat: EMAIL_NAME_ID,
  }
}

/**
 * How pages name a connection's identity provider: its issuer for OpenID Connect; for SAML its own entity ID,
 * since the plugin's `issuer` of a SAML provider names our side.
 */
export function providerName(issuer: string, samlConfig: string | null) {
  return samlConfig ? entityIdOf(parseSamlConfig(samlConfig)) : issuer
}

type StoredSamlConfig = { entryPoint?: string; cert?: string; idpMetadata?: { entityID?: string } }
const parseSamlConfig = (json: string) => JSON.parse(json) as StoredSamlConfig
const entityIdOf = (config: StoredSamlConfig) => config.idpMetadata?.entityID ?? ''

/** What the owner's page shows of a stored SAML configuration (all of it public: no secret in SAML). */
export function readSamlConfig(json: string | null) {
  if (!json) return null
  const config = parseSamlConfig(json)
  return {
    entityId: entityIdOf(config),
    entryPoint: config.entryPoint ?? '',
    pem: config.cert ?? '',
    certificate: certificateSummary(config.cert),
  }
}

/** The workspace's provider if it signs in by SAML: its id (for the plugin's ACS) and our metadata. */
export async function currentSamlProvider(db: Db, workspaceId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(workspaceId)) return null
  const [row] = await db
    .select({ providerId: ssoProvider.providerId, saml: ssoProvider.samlConfig })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(eq(workspaceSso.workspaceId, workspaceId))
  if (!row?.saml) return null
  const config = JSON.parse(row.saml) as { spMetadata?: { metadata?: string } }
  return { providerId: row.providerId, metadata: config.spMetadata?.metadata ?? '' }
}

const SHA1 = /xmldsig#(rsa-|dsa-|hmac-)?sha1["'\s]/

/**
 * Whether a response (the base64 SAMLResponse as posted) names SHA-1 for a signature or a digest. The plugin
 * checks the algorithm of a signed Response only, not of a signed assertion inside it, so this refuses SHA-1
 * wherever it appears: an element that cannot make a response pass only makes it fail.
 */
export function signedWithSha1(samlResponse: string) {
  return SHA1.test(Buffer.from(samlResponse.replace(/\s+/g, ''), 'base64').toString('utf8'))
}
