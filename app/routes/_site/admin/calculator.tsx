import { useMemo } from 'react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { ExampleList } from '~/components/specialty/example-list'
import { ProblemList } from '~/components/specialty/problem-list'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/calculator'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'
import { checkedLatest, findOr404, publishLatest, saveEdit } from './calculator.server'
import { workspaceChoices } from '~/lib/specialty/specialty.server'
import { CalculatorBuilder } from '~/components/specialty/builder/calculator-builder'
import { fromDocument } from '~/lib/specialty/builder-model'
import { OfferField } from '~/components/specialty/offer-field'

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: loaderData ? `${loaderData.name} · Calculators` : 'Calculators',
    description: 'Edit, check and publish a specialty calculator',
    path: '/admin/calculators',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const found = await findOr404(getServices(args.context).db, args.params.calculatorId)
  const latest = found.versions[0]!
  return {
    id: found.calculator.id,
    slug: found.calculator.slug,
    name: (latest.definition as { name?: { en?: string } }).name?.en ?? found.calculator.slug,
    workspace: found.workspace,
    latest: { id: latest.id, number: latest.number, published: latest.publishedAt !== null },
    // To whom a version may be offered when it is published: the catalogue or one workspace.
    workspaces: await workspaceChoices(getServices(args.context).db),
    text: JSON.stringify(latest.definition, null, 2),
    ...checkedLatest(found),
    versions: found.versions.map((version) => ({
      id: version.id,
      number: version.number,
      createdAt: version.createdAt,
      createdByEmail: version.createdByEmail,
      publishedAt: version.publishedAt,
      offer: version.offer,
      offerWorkspace: found.workspace?.id === version.offerWorkspaceId ? found.workspace.name : null,
      offerWorkspaceId: version.offerWorkspaceId,
    })),
  }
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireAdmin(args)
  const { db } = getServices(args.context)
  const found = await findOr404(db, args.params.calculatorId)
  const form = await args.request.formData()
  if (form.get('intent') === 'publish')
    return publishLatest(db, found, String(form.get('versionId') ?? ''), String(form.get('offer') ?? ''))
  return saveEdit(db, found, String(form.get('definition') ?? ''), user)
}

export default function AdminCalculator({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()
  useNoticeToast(answer)
  // A successful save or publish reloads the saved text (formatted, defaults written out) into the editor.
  return <Editor key={`${loaderData.latest.id}:${loaderData.text}`} loaderData={loaderData} answer={answer} />
}

function Editor({
  loaderData,
  answer,
}: Pick<Route.ComponentProps, 'loaderData'> & { answer: ReturnType<typeof useActionData<typeof action>> }) {
  const { id, name, slug, workspace, latest, versions, outcomes, workspaces } = loaderData
  const workspaceName = (id: string | null) =>
    workspaces.find((each) => each.id === id)?.name ?? 'a workspace'
  const busy = useNavigation().state === 'submitting'
  // The checker runs on the server (its schema is not shipped to the browser): a refused save lists its own.
  const problems = answer && !answer.ok ? answer.problems : loaderData.problems
  const refused = (answer && !answer.ok ? answer.problems : []).map((problem) => ({
    place: { part: 'calculator' as const },
    message: `${problem.where}: ${problem.message}`,
  }))
  const initial = useMemo(() => fromDocument(JSON.parse(loaderData.text)), [loaderData.text])
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Calculators" />
      <p className="mb-1">
        <Link to="/admin/calculators" className="text-brand-800 underline">
          All specialty calculators
        </Link>
      </p>
      <h2 className="text-2xl font-bold break-words text-slate-900">{name}</h2>
      <p className="mb-6 text-slate-700">
        <code>{slug}</code> · {workspace ? `built in ${workspace.name}` : 'platform catalogue'} · version{' '}
        {latest.number}, {latest.published ? 'published' : 'draft'}
      </p>
      <CalculatorBuilder
        initial={initial}
        slugFixed
        serverProblems={refused}
        actions={() => (
          <div className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="save" />
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <p className="w-full text-sm text-slate-600">
              {latest.published
                ? `Version ${latest.number} is published and never changes: saving makes version ${latest.number + 1}.`
                : `Saving replaces draft version ${latest.number}.`}
            </p>
          </div>
        )}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="examples-heading" className="min-w-0">
          <h3 id="examples-heading" className="mb-2 text-xl font-semibold text-slate-900">
            Worked examples of the saved version
          </h3>
          <ExampleList outcomes={outcomes} />
          <div className="mt-4" aria-live="polite">
            <h4 className="mb-1 font-semibold text-slate-900">
              Check of the saved version{answer && !answer.ok ? ' (this save was refused)' : ''}
            </h4>
            <ProblemList problems={problems} />
          </div>
        </section>
        <section aria-labelledby="publish-heading" className="min-w-0">
          <h3 id="publish-heading" className="mb-2 text-xl font-semibold text-slate-900">
            Publish and offer
          </h3>
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="versionId" value={latest.id} />
            <OfferField
              id="publish-offer"
              workspaces={workspaces}
              defaultValue={workspace ? workspace.id : 'catalogue'}
              withNone
              disabled={latest.published}
              hint="Chosen with the version and frozen with it. Workspaces get the newest version offered to them; a published calculator changes only when its client approves a revision with it."
            />
            <Button type="submit" disabled={busy || !loaderData.publishable} aria-describedby="publish-hint">
              Publish version {latest.number}
            </Button>
            <p id="publish-hint" className="mt-1 text-sm text-slate-600">
              {latest.published
                ? `Version ${latest.number} is published. Save an edit to make version ${latest.number + 1}.`
                : loaderData.publishable
                  ? 'Every worked example passes.'
                  : 'Publishing needs at least one worked example, every one passing, and no problems. Save your edits first: the saved version is what gets published.'}
            </p>
          </Form>
          <a
            href={`/admin/calculators/${id}/definition.json`}
            download
            className="mt-2 inline-flex items-center py-2 text-sm font-semibold text-brand-800 underline"
          >
            Download the saved JSON (version {latest.number})
          </a>
          <h3 className="mt-8 mb-2 text-xl font-semibold text-slate-900">Versions</h3>
          <ol aria-label="Versions, newest first" className="grid gap-1 text-sm text-slate-700">
            {versions.map((version) => (
              <li key={version.id}>
                Version {version.number}:{' '}
                {version.publishedAt ? (
                  <>
                    published <When at={version.publishedAt} />,{' '}
                    {version.offer === 'catalogue'
                      ? 'offered to every workspace'
                      : version.offer === 'workspace'
                        ? `offered to ${workspaceName(version.offerWorkspaceId)} only`
                        : 'not offered'}
                  </>
                ) : (
                  'draft'
                )}
                , saved by {version.createdByEmail}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
