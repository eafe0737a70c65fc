import { data, Link } from 'react-router'
import { SamplePage } from '~/components/workspaces/sample-page'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import type { Route } from './+types/preview'
import { previewOf } from './preview.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Preview: ${loaderData?.calculator.name ?? 'Calculator'} | Brightline Digital` },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The workspace's own members only (decision 0096); another workspace's calculator is the same 404. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'calculator.preview')
  const { db } = getServices(args.context)
  const [preview, memberships] = await Promise.all([
    previewOf(db, access.workspace.id, args.params.calculatorId),
    listMemberships(db, access.actor.id),
  ])
  if (!preview) throw notFound()
  return data(
    { workspace: access.workspace, memberships, ...preview, year: new Date().getUTCFullYear() },
    { headers: noStore },
  )
}

export default function CalculatorPreview({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, calculator, published, archived, company, year } = loaderData
  const editor = `/workspace/${workspace.id}/calculators/${calculator.id}`
  const shown = published && !archived ? published : null
  return (
    <div className="pt-6 pb-10">
      <WorkspaceHeader
        workspace={workspace}
        memberships={memberships}
        title={`Preview: ${calculator.name}`}
      />
      <div className="mb-6 grid max-w-3xl gap-2 text-slate-700">
        <p>
          Your published calculator on a plain page in your colours, as your site’s visitors would see it. Try
          it: views here are not counted, and a lead sent from here is checked, then neither kept nor sent. An
          e-mailed report goes to the address you type.
        </p>
        <p>
          <Link to={editor} className="font-semibold text-brand-700 underline">
            Back to {calculator.name}
          </Link>
        </p>
      </div>
      {shown ? (
        <SamplePage
          company={company}
          calculator={{
            publicId: calculator.publicId,
            title: shown.title,
            color: shown.color,
            lang: shown.lang,
          }}
          year={year}
        />
      ) : (
        <p
          className="max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
          data-testid="preview-unpublished"
        >
          {archived
            ? 'This calculator is archived: visitors are not served it, so there is nothing to preview.'
            : 'This calculator is not published yet. Approve and publish it on its page: the preview shows what your visitors are served.'}
        </p>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
