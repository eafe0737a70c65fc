import { data, Form, useActionData, useNavigation } from 'react-router'
import { PendingControlChanges } from '~/components/workspaces/pending-control-changes'
import { pendingControlChanges } from '~/lib/controls/pending.server'
import { BrandFieldsForm } from '~/components/workspaces/brand/brand-fields-form'
import { Button } from '~/components/ui/button'
import { SendingDomain } from '~/components/workspaces/brand/sending-domain'
import { brandProfile } from '~/lib/brand/brand-profile.server'
import { readMailDomain } from '~/lib/brand/mail-domain.server'
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MIN_SIDE } from '~/lib/brand/logo-image'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import type { Route } from './+types/brand'
import { visitorChange } from './control-changes.server'
import { brandAction, requireBrandManager, type BrandResult } from './brand.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Brand | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  requireBrandManager(access)
  const { db } = getServices(args.context)
  const [profile, memberships, sendingDomain] = await Promise.all([
    brandProfile(db, access.workspace.id),
    listMemberships(db, access.actor.id),
    readMailDomain(db, access.workspace.id),
  ])
  if (!profile) throw notFound()
  const controlChanges = await pendingControlChanges(db, access.workspace.id, access.actor, [
    'brand',
    'brand-logo',
  ])
  return data(
    { workspace: access.workspace, memberships, profile, controlChanges, sendingDomain },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  requireBrandManager(access)
  const form = await args.request.formData()
  return brandAction({
    db: getServices(args.context).db,
    config: getServices(args.context).config,
    workspaceId: access.workspace.id,
    actor: access.actor,
    form,
    change: (proposal, now) => visitorChange(args, access, proposal, now),
  })
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, profile } = loaderData
  const result = useActionData<BrandResult>()
  useNoticeToast(result)
  const navigation = useNavigation()
  const uploading = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'logo'
  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Brand" />
      <p className="max-w-2xl text-slate-700">
        What your customers see as the owner of your calculators: in the calculator, its PDF report and every
        e-mail it sends them.
      </p>
      <PendingControlChanges changes={loaderData.controlChanges} workspaceId={workspace.id} />
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
      <SendingDomain view={loaderData.sendingDomain} error={result?.domainError} />
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
