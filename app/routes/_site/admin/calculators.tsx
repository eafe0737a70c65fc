import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { TextareaField } from '~/components/forms'
import { OfferField } from '~/components/specialty/offer-field'
import { ProblemList } from '~/components/specialty/problem-list'
import { Label } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import { checkDefinitionText, MAX_DEFINITION_CHARS } from '~/lib/specialty/definition-text'
import { createSpecialty, listSpecialty, workspaceChoices } from '~/lib/specialty/specialty.server'
import { isStarter, STARTERS } from '~/lib/specialty/starters'
import type { Route } from './+types/calculators'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Calculators',
    description: 'Specialty calculators defined by formulas',
    path: '/admin/calculators',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const { db } = getServices(args.context)
  const [calculators, workspaces] = await Promise.all([listSpecialty(db), workspaceChoices(db)])
  // Labels only: the documents stay on the server (eleven of them would weigh on this page's script).
  const starters = Object.entries(STARTERS).map(([key, starter]) => ({ key, label: starter.label }))
  return { calculators, workspaces, starters }
}

/** The definition's text: an uploaded file first, else the pasted JSON, else the chosen starter. */
async function definitionText(form: FormData): Promise<string> {
  const file = form.get('file')
  if (file instanceof File && file.size > 0) {
    return file.size > MAX_DEFINITION_CHARS * 4 ? ' '.repeat(MAX_DEFINITION_CHARS + 1) : file.text()
  }
  const pasted = form.get('definition')
  if (typeof pasted === 'string' && pasted.trim() !== '') return pasted
  const starter = String(form.get('starter') ?? '')
  return isStarter(starter) ? JSON.stringify(STARTERS[starter].document, null, 2) : ''
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireAdmin(args)
  const { db } = getServices(args.context)
  const form = await args.request.formData()
  const text = await definitionText(form)
  if (text.trim() === '') {
    return data(
      { ok: false, notice: 'Upload a JSON file, paste a definition or pick a starter.', problems: [] },
      { status: 400 },
    )
  }
  const { definition, problems } = checkDefinitionText(text)
  if (!definition) {
    return data(
      { ok: false, notice: 'Not imported: the definition does not match the schema.', problems },
      { status: 400 },
    )
  }
  const offer = String(form.get('offer') ?? 'catalogue')
  const workspaces = await workspaceChoices(db)
  const workspaceId =
    offer === 'catalogue' ? null : (workspaces.find((each) => each.id === offer)?.id ?? null)
  if (offer !== 'catalogue' && !workspaceId) {
    return data({ ok: false, notice: 'That workspace no longer exists.', problems: [] }, { status: 400 })
  }
  const created = await createSpecialty(db, definition, workspaceId, user)
  if (!created.ok) return data({ ...created, problems: [] }, { status: 409 })
  return redirect(`/admin/calculators/${created.id}`)
}

export default function AdminCalculators({
  loaderData: { calculators, workspaces, starters },
}: Route.ComponentProps) {
  const answer = useActionData<typeof action>()
  useNoticeToast(answer)
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Calculators" />
      <p className="mb-6 max-w-3xl text-slate-700">
        Specialty calculators written in formulas (see the formula language guide in docs/formula-language.md)
        rather than code. Each is a JSON definition: its inputs, formulas, results and worked examples. A
        version is published only when every worked example gives its expected results to the cent; a
        published version never changes, and the next edit makes a new version.
      </p>
      {calculators.length === 0 ? (
        <p className="mb-8 text-slate-700">No specialty calculators yet.</p>
      ) : (
        <ul className="mb-8 grid gap-3" aria-label="Specialty calculators">
          {calculators.map((calculator) => (
            <li key={calculator.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <Link
                to={`/admin/calculators/${calculator.id}`}
                className="font-semibold text-brand-800 underline"
              >
                {calculator.name}
              </Link>{' '}
              <code className="text-sm text-slate-600">{calculator.slug}</code>
              <p className="mt-1 text-sm text-slate-700">
                Version {calculator.latest.number},{' '}
                {calculator.latest.publishedAt ? (
                  <>
                    published <When at={calculator.latest.publishedAt} />
                  </>
                ) : (
                  'draft'
                )}{' '}
                · {calculator.workspace ? `only ${calculator.workspace.name}` : 'catalogue'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="new-calculator"
        className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="new-calculator" className="mb-1 text-xl font-semibold text-slate-900">
          New specialty calculator
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Upload a JSON file, paste a definition, or start from one of the registry calculators rebuilt as a
          definition. The import is checked exactly as the editor checks a save.
        </p>
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <div>
            <Label htmlFor="definition-file">JSON file</Label>
            <input
              id="definition-file"
              name="file"
              type="file"
              accept="application/json,.json"
              className="form-field"
            />
          </div>
          <TextareaField
            label="Or paste the definition (JSON)"
            name="definition"
            rows={8}
            spellCheck={false}
            className="font-mono text-sm"
            reserveError={false}
          />
          <div>
            <Label htmlFor="starter">Or start from</Label>
            <select id="starter" name="starter" defaultValue="" className="form-field">
              <option value="">No starter</option>
              {starters.map(({ key, label }) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <OfferField id="offer" workspaces={workspaces} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            Create
          </Button>
        </Form>
        {answer && !answer.ok && answer.problems.length > 0 ? (
          <div className="mt-4" role="alert">
            <ProblemList problems={answer.problems} />
          </div>
        ) : null}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
