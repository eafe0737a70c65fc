import { useState } from 'react'
import { data, Form, useActionData, useRouteLoaderData } from 'react-router'
import { FONT_OPTIONS, FONT_IDS } from '~/calculators/branding'
import { CodeSnippet } from '~/components/calculators/code-snippet'
import { Field, TextareaField } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/input'
import { LeadSettingsFields } from '~/components/leads/lead-settings-fields'
import { CalculatorView } from '~/components/workspaces/calculator-view'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { typeInfo } from '~/lib/workspaces/calculator-types'
import { findCalculator, listRevisions } from '~/lib/workspaces/calculators.server'
import { listReviewLinks } from '~/lib/workspaces/review-links.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { listEvents, listMemberships } from '~/lib/workspaces/workspaces.server'
import { When } from '~/components/when'
import type { Route } from './+types/calculator'
import { calculatorAction } from './calculator.server'
import { EventList } from './history'
import { noStore, WorkspaceErrorBoundary, WorkspaceHeader, privateHeaders } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.calculator.name ?? 'Calculator'} | Brightline Digital` },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const calculator = await findCalculator(db, access.workspace.id, args.params.calculatorId)
  if (!calculator) throw notFound()
  const [revisions, reviewLinks, events, memberships] = await Promise.all([
    listRevisions(db, access.workspace.id, calculator.id),
    listReviewLinks(db, access.workspace.id, calculator.id),
    listEvents(db, access.workspace.id, calculator.id),
    listMemberships(db, access.actor.id),
  ])
  return data(
    {
      workspace: access.workspace,
      memberships,
      can: { edit: access.can('edit'), approve: access.can('approve') },
      calculator,
      revisions,
      reviewLinks,
      events,
      today: new Date().toISOString().slice(0, 10),
    },
    { headers: noStore },
  )
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  return calculatorAction(
    getServices(args.context),
    access,
    args.params.calculatorId,
    await args.request.formData(),
  )
}

const stateLabels = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting approval',
  published: 'Published',
  superseded: 'Earlier',
}
const selectClass = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2'

export default function CalculatorEditor({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, can, calculator, revisions, reviewLinks, events, today } = loaderData
  const result = useActionData<typeof action>()
  const latest = revisions[0]!
  const info = typeInfo(calculator.type)
  const typed = result?.fields
  const initial = (name: string, saved: string | undefined) => typed?.[name] ?? saved ?? ''
  const [preview, setPreview] = useState(() => ({
    brand: latest.brand,
    defaults: latest.defaults,
    disclosure: latest.disclosure,
  }))
  const [previewOf, setPreviewOf] = useState(latest.id)
  if (previewOf !== latest.id) {
    setPreviewOf(latest.id)
    setPreview({ brand: latest.brand, defaults: latest.defaults, disclosure: latest.disclosure })
  }
  useNoticeToast(result)
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? ''

  function readPreview(form: HTMLFormElement) {
    const fields = new FormData(form)
    const text = (name: string) => String(fields.get(name) ?? '')
    const defaults: Record<string, string> = {}
    for (const param of info.params)
      if (text(`default.${param}`).trim()) defaults[param] = text(`default.${param}`).trim()
    setPreview({
      brand: { color: text('color'), accent: text('accent'), font: text('font'), lang: text('lang') },
      defaults,
      disclosure: text('disclosure'),
    })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title={calculator.name} />
      <p className="mb-4 text-sm text-slate-700" data-testid="revision-state">
        Revision {latest.number}: {stateLabels[latest.state]}
        {calculator.archivedAt ? ' · Archived' : ''}
      </p>
      <div key={latest.id} className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Form method="post" className="grid gap-4" onChange={(event) => readPreview(event.currentTarget)}>
          <input type="hidden" name="intent" value="save" />
          <Field
            label="Name"
            name="name"
            maxLength={LIMITS.name}
            defaultValue={initial('name', latest.name)}
            error={result?.errors?.name}
          />
          <Field
            label="Colour"
            name="color"
            type="color"
            defaultValue={initial('color', latest.brand.color)}
            error={result?.errors?.color}
          />
          <Field
            label="Accent"
            name="accent"
            type="color"
            defaultValue={initial('accent', latest.brand.accent)}
            error={result?.errors?.accent}
          />
          <div>
            <Label htmlFor="brand-font">Font</Label>
            <select
              id="brand-font"
              name="font"
              defaultValue={initial('font', latest.brand.font)}
              className={selectClass}
            >
              {FONT_IDS.map((id) => (
                <option key={id} value={id}>
                  {FONT_OPTIONS[id].label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="brand-lang">Language</Label>
            <select
              id="brand-lang"
              name="lang"
              defaultValue={initial('lang', latest.brand.lang)}
              className={selectClass}
            >
              <option value="en">English</option>
              <option value="es">Spanish</option>
            </select>
          </div>
          <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">Default inputs and limits</legend>
            {result?.errors?.defaults ? (
              <p role="alert" className="text-sm text-red-700">
                {result.errors.defaults}
              </p>
            ) : null}
            {info.params.map((param) => (
              <div key={param} className="grid grid-cols-3 gap-2">
                <Field
                  label={param}
                  name={`default.${param}`}
                  maxLength={LIMITS.param}
                  defaultValue={initial(`default.${param}`, latest.defaults[param])}
                  error={result?.errors?.[`default.${param}`]}
                />
                {(info.numeric as readonly string[]).includes(param) ? (
                  <>
                    <Field
                      label={`${param} min`}
                      name={`min.${param}`}
                      inputMode="decimal"
                      defaultValue={initial(`min.${param}`, latest.limits[param]?.min?.toString())}
                      error={result?.errors?.[`min.${param}`]}
                    />
                    <Field
                      label={`${param} max`}
                      name={`max.${param}`}
                      inputMode="decimal"
                      defaultValue={initial(`max.${param}`, latest.limits[param]?.max?.toString())}
                      error={result?.errors?.[`max.${param}`]}
                    />
                  </>
                ) : null}
              </div>
            ))}
          </fieldset>
          <TextareaField
            label="Disclosure"
            name="disclosure"
            maxLength={LIMITS.disclosure}
            rows={4}
            defaultValue={initial('disclosure', latest.disclosure)}
            error={result?.errors?.disclosure}
            hint="Plain text, shown under the results in place of the generic disclaimer."
          />
          <TextareaField
            label="Allowed sites"
            name="allowedOrigins"
            rows={3}
            defaultValue={initial('allowedOrigins', latest.allowedOrigins.join('\n'))}
            error={result?.errors?.allowedOrigins}
            hint="One origin a line (https://www.example.com). Empty: any site may show it."
          />
          <LeadSettingsFields saved={latest.lead} typed={typed} errors={result?.errors} />
          {can.edit ? <Button type="submit">Save</Button> : null}
        </Form>
        <section aria-label="Preview" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
          <CalculatorView
            type={calculator.type}
            brand={preview.brand}
            search={new URLSearchParams(preview.defaults).toString()}
            disclosure={preview.disclosure}
            today={today}
            heading="h2"
          />
        </section>
      </div>
      <section className="mt-10 grid gap-4">
        <h2 className="text-xl font-bold">Approval</h2>
        <div className="flex flex-wrap gap-2">
          {can.edit && latest.state === 'draft' ? (
            <Intent intent="request-approval" label="Request approval" />
          ) : null}
          {can.approve &&
          (latest.state === 'draft' || latest.state === 'awaiting_approval') &&
          !calculator.archivedAt ? (
            <Intent
              intent="approve"
              label="Approve and publish"
              extra={{ revision: String(latest.number) }}
            />
          ) : null}
          {can.edit ? <Intent intent="review-link" label="Create review link" variant="secondary" /> : null}
          {can.approve ? (
            <Intent
              intent={calculator.archivedAt ? 'restore' : 'archive'}
              label={calculator.archivedAt ? 'Restore' : 'Archive'}
              variant="secondary"
            />
          ) : null}
        </div>
        {result?.reviewUrl ? (
          <p className="text-sm">
            Review link (shown once, valid 14 days):{' '}
            <a
              className="break-all text-brand-700 underline"
              href={result.reviewUrl}
              data-testid="review-url"
            >
              {result.reviewUrl}
            </a>
          </p>
        ) : null}
        {reviewLinks.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {reviewLinks.map((link) => (
              <li key={link.id}>
                Review link created <When at={link.createdAt} />, expires <When at={link.expiresAt} />
                <Intent
                  intent="revoke-review-link"
                  label="Revoke"
                  variant="secondary"
                  extra={{ linkId: link.id }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {calculator.publishedRevisionId ? (
          <div>
            <h3 className="font-semibold">Embed code</h3>
            <CodeSnippet
              code={`<div data-calculator-id="${calculator.publicId}"></div>\n<script async src="${origin}/embed.js"></script>`}
              label="Embed code"
            />
          </div>
        ) : null}
      </section>
      <section className="mt-10">
        <h2 className="text-xl font-bold">Revisions</h2>
        <ol className="mt-2 grid gap-1 text-sm" data-testid="revisions">
          {revisions.map((revision) => (
            <li key={revision.id}>
              Revision {revision.number} · {stateLabels[revision.state]} · <When at={revision.createdAt} />
              {can.edit && revision.number !== latest.number ? (
                <Intent
                  intent="revert"
                  label={`Revert to revision ${revision.number}`}
                  variant="secondary"
                  extra={{ number: String(revision.number) }}
                />
              ) : null}
            </li>
          ))}
        </ol>
        <h2 className="mt-6 text-xl font-bold">History</h2>
        <EventList events={events} />
      </section>
    </div>
  )
}

function Intent({
  intent,
  label,
  variant,
  extra = {},
}: {
  intent: string
  label: string
  variant?: 'secondary'
  extra?: Record<string, string>
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
