import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { NOBODY_TO_CONFIRM, type PendingControlChange } from '~/lib/controls/describe'

/**
 * Control changes that wait for a second member (decision 0070): what, who proposed it and when, and Confirm or
 * Cancel for those allowed. The forms post to the members page, where any approver or owner may decide, so a
 * settings page that only owners open (privacy, single sign-on) shows the same list.
 */
export function PendingControlChanges({
  changes,
  workspaceId,
}: {
  changes: PendingControlChange[]
  workspaceId: string
}) {
  // One fetcher for every item: its answer stays on the page once the decided change has left the list.
  const decided = useFetcher<Answer>({ key: FETCHER })
  const status = (
    <p role="status" className={decided.data?.ok === false ? 'mt-2 font-semibold text-red-800' : 'mt-2'}>
      {decided.state === 'idle' ? (decided.data?.notice ?? '') : ''}
    </p>
  )
  // With nothing waiting, the page's own status line is the only one, until a decision here has an answer.
  if (changes.length === 0) return decided.data ? status : null
  return (
    <section className="mt-10 max-w-xl" aria-labelledby="pending-controls-heading">
      <h2 id="pending-controls-heading" className="text-xl font-bold">
        Changes waiting for confirmation
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        A change that weakens a control, or that changes what visitors see while a second person must approve,
        takes effect only when another approver or owner confirms it. Until then each setting below shows what
        is in force.
      </p>
      <ul className="mt-4 grid gap-4" data-testid="pending-control-changes">
        {changes.map((change) => (
          <PendingChange key={change.id} change={change} workspaceId={workspaceId} />
        ))}
      </ul>
      {status}
    </section>
  )
}

type Answer = { ok: boolean; notice: string }
const FETCHER = 'control-change-decision'

function PendingChange({ change, workspaceId }: { change: PendingControlChange; workspaceId: string }) {
  const fetcher = useFetcher<Answer>({ key: FETCHER })
  const busy = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null
  return (
    <li className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="font-semibold">{change.change}</p>
      <p className="mt-1 text-slate-700">
        Proposed by {change.proposedBy}, <When at={change.proposedAt} />.
      </p>
      {change.confirmable ? null : <p className="mt-2 text-slate-800">{NOBODY_TO_CONFIRM}</p>}
      {change.mayConfirm || change.mayCancel ? (
        <fetcher.Form
          method="post"
          action={`/workspace/${workspaceId}/members`}
          className="mt-3 flex flex-wrap gap-2"
        >
          <input type="hidden" name="changeId" value={change.id} />
          {change.mayConfirm ? (
            <Button type="submit" size="sm" name="intent" value="confirm-control" disabled={!!busy}>
              {busy === 'confirm-control' ? 'Confirming…' : 'Confirm the change'}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            name="intent"
            value="cancel-control"
            disabled={!!busy}
          >
            {busy === 'cancel-control' ? 'Cancelling…' : 'Cancel the change'}
          </Button>
        </fetcher.Form>
      ) : (
        <p className="mt-2 text-slate-700">Another approver or owner of this workspace confirms it.</p>
      )}
    </li>
  )
}
