import { Form, Link } from 'react-router'
import { Field, TextareaField } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/input'
import type { CertificateSummary } from '~/lib/sso/saml.server'
import type { readWorkspaceSso } from '~/lib/sso/sso.server'

/** The stored connection as the loader reads it (readWorkspaceSso). */
type Stored = NonNullable<Awaited<ReturnType<typeof readWorkspaceSso>>>
type Protocol = Stored['protocol']

type Props = {
  /** The protocol shown: the stored one, or the one the owner picked (?protocol=). */
  protocol: Protocol
  sso: Stored | null
  redirectUri: string
  serviceProvider: { entityId: string; acsUrl: string }
  error: (field: string) => string | undefined
  saving: boolean
}

const PROTOCOLS: { id: Protocol; label: string }[] = [
  { id: 'oidc', label: 'OpenID Connect' },
  { id: 'saml', label: 'SAML 2.0' },
]

/**
 * The owner's connection to the client's identity provider (decisions 0056, 0069): the protocol is picked
 * by a link, so the page works before its script and each form holds only its own fields.
 */
export function SsoProviderForm({ protocol, sso, redirectUri, serviceProvider, error, saving }: Props) {
  const same = sso?.protocol === protocol ? sso : null
  return (
    <section aria-labelledby="provider" className="mb-8 grid gap-3">
      <h2 id="provider" className="text-xl font-semibold text-slate-900">
        Your organization’s identity provider
      </h2>
      <nav aria-label="Protocol" className="flex flex-wrap gap-2">
        {PROTOCOLS.map((each) => (
          <Link
            key={each.id}
            to={`?protocol=${each.id}`}
            replace
            preventScrollReset
            aria-current={each.id === protocol ? 'page' : undefined}
            className={
              each.id === protocol
                ? 'rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white'
                : 'rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50'
            }
          >
            {each.label}
          </Link>
        ))}
      </nav>
      {sso && sso.protocol !== protocol ? (
        <p className="text-sm text-slate-700">
          Saving replaces the {sso.protocol === 'saml' ? 'SAML 2.0' : 'OpenID Connect'} connection in use now.
        </p>
      ) : null}
      {protocol === 'oidc' ? (
        <p className="text-sm text-slate-700">
          Register this site at your identity provider as a web application with the redirect URI{' '}
          <code className="break-all rounded bg-slate-100 px-1" data-testid="redirect-uri">
            {redirectUri}
          </code>{' '}
          and the scopes openid, email and profile. We read the rest from the issuer’s discovery document.
        </p>
      ) : (
        <div className="grid gap-1 text-sm text-slate-700">
          <p>Add this site at your identity provider as a SAML 2.0 application with:</p>
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="font-semibold">Entity ID (audience, identifier)</dt>
            <dd>
              <code className="break-all rounded bg-slate-100 px-1" data-testid="saml-entity-id">
                {serviceProvider.entityId}
              </code>
            </dd>
            <dt className="font-semibold">ACS URL (reply URL)</dt>
            <dd>
              <code className="break-all rounded bg-slate-100 px-1" data-testid="saml-acs-url">
                {serviceProvider.acsUrl}
              </code>
            </dd>
            <dt className="font-semibold">Name ID</dt>
            <dd>the person’s e-mail address (or an attribute named “email”)</dd>
          </dl>
          <p>
            Assertions must be signed (SHA-256). These addresses stay the same when you change the settings
            below; once saved, the entity ID also serves our metadata, for providers that import it.
          </p>
        </div>
      )}
      <Form method="post" className="grid max-w-xl gap-1" key={`${protocol}-${sso?.providerId ?? 'new'}`}>
        <input type="hidden" name="intent" value="connect" />
        <input type="hidden" name="protocol" value={protocol} />
        {protocol === 'oidc' ? (
          <>
            <Field
              label="Issuer URL"
              name="issuer"
              type="url"
              required
              defaultValue={same?.issuer}
              error={error('issuer')}
              hint="e.g. https://login.bank.com — where /.well-known/openid-configuration lives."
            />
            <Field
              label="Client ID"
              name="clientId"
              required
              defaultValue={same?.clientId}
              error={error('clientId')}
              autoComplete="off"
            />
            <Field
              label="Client secret"
              name="clientSecret"
              type="password"
              autoComplete="new-password"
              required={!same?.hasSecret}
              error={error('clientSecret')}
              hint={
                same?.hasSecret ? 'A secret is stored and never shown. Leave empty to keep it.' : undefined
              }
            />
          </>
        ) : (
          <>
            <TextareaField
              label="Provider metadata (optional)"
              name="metadata"
              rows={3}
              spellCheck={false}
              className="font-mono text-xs"
              error={error('metadata')}
              hint="Paste the XML your provider publishes (e.g. FederationMetadata.xml) and we read the three values below from it; or type them."
            />
            <Field
              label="Identity provider entity ID"
              name="entityId"
              type="url"
              defaultValue={same?.saml?.entityId}
              error={error('entityId')}
              hint="Also called issuer or identifier, e.g. https://sts.windows.net/…/ or http://www.okta.com/…"
            />
            <Field
              label="Sign-in URL"
              name="entryPoint"
              type="url"
              defaultValue={same?.saml?.entryPoint}
              error={error('entryPoint')}
              hint="The provider’s SAML 2.0 single sign-on URL (HTTP-Redirect binding)."
            />
            <TextareaField
              label="Signing certificate"
              name="certificate"
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              defaultValue={same?.saml?.pem}
              error={error('certificate')}
              hint={certificateHint(same?.saml?.certificate ?? null)}
            />
          </>
        )}
        <Field
          label="E-mail domains"
          name="domains"
          required
          defaultValue={sso?.domains.join(', ')}
          error={error('domains')}
          hint="Separated by commas, e.g. bank.com, staff.bank.com. A changed list must be verified again."
        />
        <div className="mb-4 grid gap-1">
          <Label htmlFor="sso-role">Role of someone who joins through single sign-on</Label>
          <select
            id="sso-role"
            name="role"
            defaultValue={sso?.role ?? 'editor'}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="editor">Editor (can change drafts)</option>
            <option value="approver">Approver (can also approve and publish)</option>
          </select>
        </div>
        <Button type="submit" className="justify-self-start" disabled={saving}>
          {saving ? 'Checking the provider…' : same ? 'Save changes' : 'Connect'}
        </Button>
      </Form>
    </section>
  )
}

function certificateHint(certificate: CertificateSummary | null) {
  if (!certificate)
    return 'The X.509 certificate your provider signs with, as in its metadata (PEM or base64).'
  const fingerprint = certificate.fingerprint.split(':').slice(0, 6).join(':')
  return `In use: ${certificate.subject}, valid until ${certificate.validTo.slice(0, 10)}, SHA-256 ${fingerprint}…`
}
