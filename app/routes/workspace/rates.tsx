import { data, Form, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { RateForm } from '~/components/workspaces/rates/rate-form'
import type { RateSheetVersion } from '~/db/schema'
import { formatDay, utcToday } from '~/lib/rate-sheet/rate-sheet'
import { entryName, listRateSheet, type RateEntryStatus } from '~/lib/rate-sheet/rate-sheet.server'
import { getServices } from '~/lib/services.server'
import { requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { OWN_RATE } from '~/lib/workspaces/calculator-permissions'
import { listMemberships } from '~/lib/workspaces/workspaces.server'
import { useNoticeToast } from '~/routes/_site/admin/admin-ui'
import type { Route } from './+types/rates'
import { ratesAction } from './rates.server'
import { noStore, privateHeaders, WorkspaceErrorBoundary, WorkspaceHeader } from './workspace-ui'

export function headers(args: Route.HeadersArgs) {
  return privateHeaders(args)
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Rates | Brightline Digital' }, { name: 'robots', content: 'noindex' }]
}

// Every member reads the rate sheet; editors propose, approvers and owners approve (docs/decisions/0038).
export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args)
  const { db } = getServices(args.context)
  const today = utcToday()
  const [entries, memberships] = await Promise.all([
    listRateSheet(db, access.workspace.id, today),
    listMemberships(db, access.actor.id),
  ])
  return data(
    {
      workspace: access.workspace,
      memberships,
      can: { edit: access.can('rate.propose'), approve: access.can('rate.approve') },
      today,
      entries: entries.map((entry) => ({
        id: entry.id,
        name: entryName(entry),
        status: entry.status,
        current: entry.current,
        scheduled: entry.scheduled,
        proposed: entry.proposed,
        // A second person must approve: the author's approve button shows disabled, with the reason.
        approveBlocked:
          entry.proposed &&
          access.refusal('rate.approve', { authorId: entry.proposed.proposedBy }) === 'own-work'
            ? OWN_RATE
            : null,
        latestApproved: entry.latestApproved,
      })),
    },
    { headers: noStore },
  )
}

/** A refused approval (409: replaced or decided meanwhile) shows the rate sheet as it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export async function action(args: Route.ActionArgs) {
  const access = await requireWorkspaceMember(args)
  return ratesAction(getServices(args.context), access, await args.request.formData())
}

const statusLabels: Record<RateEntryStatus, string> = {
  'in-force': 'In force',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'awaiting-approval': 'Awaiting approval',
}

const statusClasses: Record<RateEntryStatus, string> = {
  'in-force': 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-red-100 text-red-900',
  'awaiting-approval': 'bg-amber-100 text-amber-900',
}

type Version = Pick<
  RateSheetVersion,
  'id' | 'number' | 'product' | 'rate' | 'effectiveOn' | 'expiresOn' | 'proposedByEmail' | 'createdAt'
> &
  Partial<Pick<RateSheetVersion, 'approvedByEmail' | 'approvedAt'>>

function Terms({ version }: { version: Version }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[repeat(3,auto_minmax(0,1fr))]">
      <dt className="font-semibold text-slate-700">Rate</dt>
      <dd className="text-slate-900" data-testid="rate-value">
        {version.rate}%
      </dd>
      <dt className="font-semibold text-slate-700">Effective</dt>
      <dd className="text-slate-900">{formatDay(version.effectiveOn)}</dd>
      <dt className="font-semibold text-slate-700">Expires</dt>
      <dd className="text-slate-900">{version.expiresOn ? formatDay(version.expiresOn) : 'No expiry'}</dd>
    </dl>
  )
}

export default function Rates({ loaderData }: Route.ComponentProps) {
  const { workspace, memberships, can, entries, today } = loaderData
  const result = useActionData<typeof action>()
  useNoticeToast(result)
  const navigation = useNavigation()
  const approving = navigation.state !== 'idle' ? navigation.formData?.get('versionId') : undefined
  const answerFor = (form: string) => (result && !result.ok && result.form === form ? result : undefined)

  return (
    <div className="max-w-5xl pt-6 pb-10">
      <WorkspaceHeader workspace={workspace} memberships={memberships} title="Rates" />
      <p className="max-w-2xl text-slate-700">
        Your rate sheet: a calculator&rsquo;s rate input can take one of these as its default, shown to
        visitors with &ldquo;Rate as of&rdquo; its effective date. A new rate or a change waits for an
        approver; the approved rate stays in force meanwhile. Dates are UTC days: from the start of its expiry
        date a rate is no longer shown, and the field starts empty.
      </p>
      <h2 className="mt-10 text-xl font-bold">Rate sheet</h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No rates yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4" data-testid="rate-entries">
          {entries.map((entry) => {
            const shown = entry.current ?? entry.scheduled ?? entry.latestApproved
            const headingId = `rate-${entry.id}-name`
            return (
              <li key={entry.id}>
                <article
                  aria-labelledby={headingId}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="rate-entry"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
                      {entry.name}
                    </h3>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses[entry.status]}`}
                      data-testid="rate-status"
                    >
                      {statusLabels[entry.status]}
                      {entry.status === 'scheduled' && entry.scheduled
                        ? ` from ${formatDay(entry.scheduled.effectiveOn)}`
                        : ''}
                    </span>
                  </div>
                  {shown ? (
                    <div className="mt-3">
                      <Terms version={shown} />
                      <p className="mt-2 text-xs text-slate-600">
                        Version {shown.number}, approved by {shown.approvedByEmail ?? 'a former member'}{' '}
                        {shown.approvedAt ? <When at={shown.approvedAt} /> : null}
                        {entry.current && entry.scheduled
                          ? `; version ${entry.scheduled.number} takes over on ${formatDay(entry.scheduled.effectiveOn)}`
                          : ''}
                      </p>
                    </div>
                  ) : null}
                  {entry.proposed ? (
                    <section
                      aria-label={`Proposal for ${entry.name}`}
                      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3"
                      data-testid="rate-proposal"
                    >
                      <h4 className="text-sm font-semibold text-amber-950">
                        {shown ? 'Change awaiting approval' : 'Awaiting approval'}: {entry.proposed.product}
                      </h4>
                      <div className="mt-2">
                        <Terms version={entry.proposed} />
                      </div>
                      <p className="mt-2 text-xs text-slate-700">
                        Version {entry.proposed.number}, proposed by {entry.proposed.proposedByEmail}{' '}
                        <When at={entry.proposed.createdAt} />
                      </p>
                      {can.approve && entry.approveBlocked ? (
                        <div className="mt-3">
                          <Button type="button" disabled aria-describedby={`blocked-${entry.id}`}>
                            Approve
                          </Button>
                          <p id={`blocked-${entry.id}`} className="mt-2 text-xs text-slate-700">
                            {entry.approveBlocked}
                          </p>
                        </div>
                      ) : can.approve ? (
                        <Form method="post" className="mt-3">
                          <input type="hidden" name="intent" value="approve" />
                          <input type="hidden" name="versionId" value={entry.proposed.id} />
                          <Button
                            type="submit"
                            disabled={approving === entry.proposed.id}
                            aria-label={`Approve ${entry.proposed.product} at ${entry.proposed.rate}%`}
                          >
                            {approving === entry.proposed.id ? 'Approving…' : 'Approve'}
                          </Button>
                        </Form>
                      ) : (
                        <p className="mt-2 text-xs text-slate-700">An approver or owner approves it.</p>
                      )}
                    </section>
                  ) : null}
                  {can.edit ? (
                    <details className="mt-4" open={Boolean(answerFor(entry.id))}>
                      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                        Propose a change
                      </summary>
                      <div className="mt-3">
                        <RateForm
                          entryId={entry.id}
                          initial={{
                            product: (entry.proposed ?? shown)?.product ?? entry.name,
                            rate: (entry.proposed ?? shown)?.rate ?? '',
                            effectiveOn: today,
                            expiresOn: (entry.proposed ?? shown)?.expiresOn ?? '',
                          }}
                          answer={answerFor(entry.id)}
                          submitLabel="Propose change"
                        />
                      </div>
                    </details>
                  ) : null}
                </article>
              </li>
            )
          })}
        </ul>
      )}
      {can.edit ? (
        <>
          <h2 className="mt-10 text-xl font-bold">Propose a rate</h2>
          <div className="mt-4 max-w-2xl">
            <RateForm
              initial={{ product: '', rate: '', effectiveOn: today, expiresOn: '' }}
              answer={answerFor('new')}
              submitLabel="Propose rate"
            />
          </div>
        </>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />
}
