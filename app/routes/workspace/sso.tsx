import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { DnsRecords } from '~/components/workspaces/dns-records'
import { SettingSwitch } from '~/components/workspaces/setting-switch'
import { SsoProviderForm } from '~/components/workspaces/sso-provider-form'
import { confirmLink } from '~/lib/account/step-up'
import { requireRecentSignIn, signedInRecently } from '~/lib/account/step-up.server'
import { getServices } from '~/lib/services.server'
import { connectSso, readWorkspaceSso, redirectUri, removeSso, setSsoRequired } from '~/lib/sso/sso.server'
import { checkDomainProof, proofRecord } from '~/lib/sso/domain-proof.server'
import { SAML_MFA_NOT_READ } from '~/lib/sso/provider-mfa'
import { setSsoMfaTrust } from '~/lib/sso/provider-mfa.server'
import { samlServiceProvider } from '~/lib/sso/saml.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { proposeAction } from './control-changes.server'
import type { Route } from './+types/sso'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Single sign-on | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

/** Owners only (the policy's 'sso.manage'): other members get 403, other tenants the guard's 404. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'sso.manage')
  const { db, config } = getServices(args.context)
  const [current, memberships, controlChanges] = await Promise.all([
    readWorkspaceSso(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    pendingControlChanges(db, access.workspace.id, access.actor, ['sso', 'sso-mfa-trust']),
  ])
  // The secret never leaves the server (readWorkspaceSso does not read it): the page only says that one is stored.
  const sso = current && {
    ...current,
    proofRecords: current.domains.map((domain) => proofRecord(domain, current.proofNonce)),
  }
  // Step-up (decision 0057): an older sign-in confirms the password before changing single sign-on.
  const needsConfirm = !(await signedInRecently(getServices(args.context), access.view))
  const picked = new URL(args.request.url).searchParams.get('protocol')
  const protocol = picked === 'saml' || picked === 'oidc' ? picked : (sso?.protocol ?? 'oidc')
  return data(
    {
      workspace: access.workspace,
      memberships,
      sso,
      protocol,
      redirectUri: redirectUri(config.baseUrl),
      serviceProvider: samlServiceProvider(config.baseUrl, access.workspace.id),
      needsConfirm,
      controlChanges,
    },
    { headers: noStore },
  )
}

const REQUIRED_FIRST =
  'Turn off “Require single sign-on” first: another approver or owner confirms that, then you can remove the provider.'

type Answer = { ok: boolean; notice: string; field?: string }
const answer = (result: Answer, status = 200) => data(result, { status, headers: noStore })
const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000)

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args, 'sso.manage')
  const services = getServices(args.context)
  const form = await args.request.formData()
  // Every change here is guarded (decision 0057): an older sign-in confirms first, then comes back to the page.
  await requireRecentSignIn(args, access.view)
  const intent = form.get('intent')
  const workspaceId = access.workspace.id
  if (intent === 'connect') {
    const done = await connectSso(services, args.request, workspaceId, access.actor, {
      protocol: form.get('protocol') === 'saml' ? 'saml' : 'oidc',
      issuer: text(form, 'issuer'),
      clientId: text(form, 'clientId'),
      clientSecret: text(form, 'clientSecret'),
      entityId: text(form, 'entityId'),
      entryPoint: text(form, 'entryPoint'),
      certificate: String(form.get('certificate') ?? '').slice(0, 20_000),
      metadata: String(form.get('metadata') ?? '').slice(0, 300_000),
      domains: text(form, 'domains'),
      role: form.get('role') === 'approver' ? 'approver' : 'editor',
    })
    if (!done.ok) return answer({ ok: false, notice: done.error, field: done.field }, 400)
    return answer({ ok: true, notice: 'Single sign-on saved.' })
  }
  if (intent === 'check-dns') {
    const done = await checkDomainProof(services, workspaceId, access.actor)
    if (!done.ok) return answer({ ok: false, notice: done.error, field: 'dns' }, 409)
    return answer({
      ok: true,
      notice: 'Domain verified: members at the domain may now sign in through your provider.',
    })
  }
  if (intent === 'require-sso') {
    // Turning it off waits for another approver or owner (decision 0070); turning it on is immediate.
    if (form.get('on') !== 'on' && (await readWorkspaceSso(services.db, workspaceId))?.required)
      return proposeAction(args, access, { control: 'sso' })
    const done = await setSsoRequired(services.db, workspaceId, form.get('on') === 'on', access.actor)
    if (!done.ok) return answer({ ok: false, notice: done.error }, 409)
    return answer({
      ok: true,
      notice:
        form.get('on') === 'on'
          ? 'Members of the domain now sign in only with single sign-on.'
          : 'Members of the domain may use a password again.',
    })
  }
  if (intent === 'trust-provider-mfa') {
    // Turning it on weakens the two-factor rule: it waits for another approver or owner (decision 0084).
    if (form.get('on') === 'on') return proposeAction(args, access, { control: 'sso-mfa-trust' })
    const done = await setSsoMfaTrust(services.db, workspaceId, false, access.actor)
    if (!done.ok) return answer({ ok: false, notice: done.error }, 409)
    return answer({ ok: true, notice: 'Members who sign in through the provider are asked their own code.' })
  }
  if (intent === 'remove') {
    // Removing the provider would end "Require single sign-on" without the confirmation turning it off needs.
    if ((await readWorkspaceSso(services.db, workspaceId))?.required)
      return answer({ ok: false, notice: REQUIRED_FIRST }, 409)
    await removeSso(services, workspaceId, access.actor)
    return answer({ ok: true, notice: 'Single sign-on removed.' })
  }
  return answer({ ok: false, notice: 'Unknown action.' }, 400)
}

export default function WorkspaceSso({ loaderData, actionData }: Route.ComponentProps) {
  const { workspace, memberships, sso } = loaderData
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'connect'
  const error = (field: string) =>
    actionData && !actionData.ok && actionData.field === field ? actionData.notice : undefined
  return (
    <div className="max-w-4xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Single sign-on" />
      {loaderData.needsConfirm ? (
        <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
          You signed in more than 10 minutes ago:{' '}
          <Link
            className="font-semibold text-brand-700 underline"
            to={confirmLink(`/workspace/${workspace.id}/sso`)}
          >
            confirm your password
          </Link>{' '}
          before changing single sign-on.
        </p>
      ) : null}
      {actionData ? (
        <p
          role="status"
          className={`mb-6 [overflow-wrap:anywhere] ${actionData.ok ? 'text-emerald-800' : 'font-semibold text-red-800'}`}
        >
          {actionData.notice}
        </p>
      ) : null}
      <SsoProviderForm
        protocol={loaderData.protocol}
        sso={sso}
        redirectUri={loaderData.redirectUri}
        serviceProvider={loaderData.serviceProvider}
        error={error}
        saving={saving}
      />
      {sso ? <Domain sso={sso} checking={navigation.formData?.get('intent') === 'check-dns'} /> : null}
      <PendingControlChanges changes={loaderData.controlChanges} workspaceId={workspace.id} />
      {sso ? (
        <section aria-labelledby="remove" className="mb-8 grid gap-3">
          <h2 id="remove" className="text-xl font-semibold text-slate-900">
            Remove single sign-on
          </h2>
          <p className="text-sm text-slate-700">
            Members keep their accounts; those without a password reset it to sign in.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="secondary">
              Remove single sign-on
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}

type Sso = NonNullable<Route.ComponentProps['loaderData']['sso']>

function Domain({ sso, checking }: { sso: Sso; checking: boolean }) {
  return (
    <section aria-labelledby="domain" className="mb-8 grid gap-3">
      <h2 id="domain" className="text-xl font-semibold text-slate-900">
        Domain
      </h2>
      {sso.verifiedAt ? (
        <p className="text-sm text-emerald-800" data-testid="domain-status">
          Verified ({sso.verifiedBy === 'admin' ? 'approved by Brightline Digital' : 'by its DNS record'}):{' '}
          {sso.domains.join(', ')}. Anyone at {sso.domains.length > 1 ? 'these domains' : 'this domain'} who
          signs in through your provider joins this workspace as{' '}
          {sso.role === 'approver' ? 'an approver' : 'an editor'}.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="domain-status">
            Waiting for proof that {sso.domains.join(', ')} {sso.domains.length > 1 ? 'are' : 'is'} yours:
            until then nobody signs in through the provider. Ask whoever runs your DNS to publish this TXT
            record{sso.domains.length > 1 ? ' at each domain' : ''}, then check it here.
          </p>
          <DnsRecords
            records={sso.proofRecords}
            caption="DNS records that prove the domains"
            testId="proof"
          />
          <Form method="post">
            <input type="hidden" name="intent" value="check-dns" />
            <Button type="submit" variant="secondary" disabled={checking}>
              {checking ? 'Checking the DNS record…' : 'Check the DNS record'}
            </Button>
          </Form>
        </>
      )}
      <SettingSwitch
        intent="require-sso"
        on={sso.required}
        label="Require single sign-on"
        hint="Members at the domain can no longer sign in with a password: they use “Sign in with single sign-on”."
        save="Save single sign-on setting"
      />
      {sso.protocol === 'oidc' ? (
        <SettingSwitch
          intent="trust-provider-mfa"
          on={sso.trustProviderMfa}
          label="Trust the provider’s second factor"
          hint="A member with two-factor sign-in is not asked her code after single sign-on when your provider says it asked a second factor (“mfa” in the ID token’s amr claim). Turning this on waits for another approver or owner."
          save="Save second-factor setting"
        />
      ) : (
        <p className="text-sm text-slate-700">{SAML_MFA_NOT_READ}</p>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
