import { data, Form, useActionData, useNavigation } from 'react-router'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { BrandFieldsForm } from '~/components/workspaces/brand/brand-fields-form'
import { Button } from '~/components/ui/button'
import { SendingDomain } from '~/components/workspaces/brand/sending-domain'
import { WordingForm } from '~/components/workspaces/brand/wording-form'
import { brandProfile } from '~/lib/brand/brand-profile.server'
import { readMailDomain } from '~/lib/brand/mail-domain.server'
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MIN_SIDE } from '~/lib/brand/logo-image'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { creditUnionWordingOn } from '~/lib/workspaces/wording.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import type { Route } from './+types/brand'
import { visitorChange } from './control-changes.server'
import {
  brandAction,
  requireBrandManager,
  requireBrandPageAccess,
  wordingAction,
  type BrandResult,
} from './brand.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Brand | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  requireBrandPageAccess(access)
  const { db } = getServices(args.context)
  // An editor opens the page for the wording only: the brand profile and sending domain stay the owners'.
  const manager = access.can('settings.manage')
  const [profile, memberships, sendingDomain, wording] = await Promise.all([
    manager ? brandProfile(db, access.workspace.id) : null,
    listMemberships(db, access.actor.id),
    manager ? readMailDomain(db, access.workspace.id) : null,
    creditUnionWordingOn(db, access.workspace.id),
  ])
  if (manager && !profile) throw notFound()
  const controlChanges = await pendingControlChanges(
    db,
    access.workspace.id,
    access.actor,
    manager ? ['brand', 'brand-logo', 'wording'] : ['wording'],
  )
  return data(
    { workspace: access.workspace, memberships, profile, controlChanges, sendingDomain, wording },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  requireBrandPageAccess(access)
  const form = await args.request.formData()
  const change: Parameters<typeof brandAction>[0]['change'] = (proposal, now) =>
    visitorChange(args, access, proposal, now)
  const { db } = getServices(args.context)
  if (form.get('intent') === 'wording') return wordingAction(access, db, form, change)
  requireBrandManager(access)
  return brandAction({
    db,
    config: getServices(args.context).config,
    workspaceId: access.workspace.id,
    actor: access.actor,
    form,
    change,
  })
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, profile, sendingDomain } = loaderData
  const result = useActionData<BrandResult>()
  useNoticeToast(result)
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Brand" />
      <p className="max-w-2xl text-slate-700">
        What your customers see as the owner of your calculators: in the calculator, its PDF report and every
        e-mail it sends them.
      </p>
      <PendingControlChanges changes={loaderData.controlChanges} workspaceId={workspace.id} />
      {profile ? <BrandProfile profile={profile} result={result} /> : null}
      <WordingForm on={loaderData.wording} />
      {/* The owners' part: an owner without a sending domain yet gets the form to name one. */}
      {profile ? <SendingDomain view={sendingDomain} error={result?.domainError} /> : null}
    </div>
  )
}

type Profile = NonNullable<Route.ComponentProps['loaderData']['profile']>

/** The company's name, contacts and logo: the owners' part of the page. */
function BrandProfile({ profile, result }: { profile: Profile; result: BrandResult | undefined }) {
  const navigation = useNavigation()
  const uploading = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'logo'
  return (
    <>
      <BrandFieldsForm profile={profile} errors={result?.errors} />
      <h2 className="mt-10 text-xl font-bold">Logo</h2>
      <div className="mt-3 flex min-h-16 items-center gap-4" data-testid="brand-logo">
        {profile.logo ? (
          <>
            <img
              src={profile.logo.url}
              alt={`${profile.companyName} logo`}
              width={profile.logo.width}
              height={profile.logo.height}
              className="h-12 w-auto max-w-60 rounded border border-slate-200 bg-white object-contain p-1"
            />
            <Form method="post">
              <input type="hidden" name="intent" value="remove-logo" />
              <Button type="submit" variant="secondary" size="sm">
                Remove logo
              </Button>
            </Form>
          </>
        ) : (
          <p className="text-sm text-slate-700">No logo yet: your company name is shown instead.</p>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid max-w-xl gap-2">
        <input type="hidden" name="intent" value="logo" />
        <label htmlFor="logo" className="text-sm font-semibold text-slate-900">
          Upload a logo
        </label>
        <input
          id="logo"
          name="logo"
          type="file"
          required
          accept="image/png,image/jpeg,image/webp"
          aria-describedby="logo-hint logo-error"
          aria-invalid={result?.logoError ? true : undefined}
          className="text-sm"
        />
        <p id="logo-hint" className="text-sm text-slate-600">
          PNG, JPEG or WebP, up to {LOGO_MAX_BYTES / 1024} KB, each side {LOGO_MIN_SIDE} to {LOGO_MAX_SIDE}{' '}
          pixels. A wide logo on a transparent or white background shows best.
        </p>
        <p id="logo-error" className="min-h-5 text-sm text-red-700" role="alert">
          {result?.logoError ?? ''}
        </p>
        <div>
          <Button type="submit" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Upload logo'}
          </Button>
        </div>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
