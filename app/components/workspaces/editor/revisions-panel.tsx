import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { When } from '~/components/when'
import type { CalculatorRevision } from '~/db/schema'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { compareRevisions, type RateNames } from '~/lib/workspaces/revision-compare'

export const stateLabels = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting approval',
  published: 'Published',
  superseded: 'Earlier',
}

type Props = {
  revisions: CalculatorRevision[]
  publishedId: string | null
  inputs: EditorInput[]
  rateNames: RateNames
  canRevert: boolean
  live: boolean
}

/** Every revision, openable read-only beside the published one and the one before it; revert asks first. */
export function RevisionsPanel({ revisions, publishedId, inputs, rateNames, canRevert, live }: Props) {
  const latest = revisions[0]
  const published = revisions.find((revision) => revision.id === publishedId)
  return (
    <ol className="mt-2 grid gap-2 text-sm" data-testid="revisions">
      {revisions.map((revision, index) => {
        const previous = revisions[index + 1]
        const rows = compareRevisions(revision, [published, previous], inputs, rateNames)
        return (
          <li key={revision.id} className="rounded-lg border border-slate-200 bg-white p-2">
            <div className="flex flex-wrap items-center gap-2">
              <span>
                Revision {revision.number} · {stateLabels[revision.state]} · <When at={revision.createdAt} />
              </span>
              {canRevert && revision.number !== latest?.number ? (
                <>
                  <Form method="post" id={`revert-${revision.number}`}>
                    <input type="hidden" name="number" value={revision.number} />
                  </Form>
                  <ConfirmDialog
                    trigger={
                      <Button type="button" size="sm" variant="secondary">
                        Revert to revision {revision.number}
                      </Button>
                    }
                    title={`Revert to revision ${revision.number}?`}
                    description={
                      live
                        ? `Its settings become a new draft. Visitors keep seeing the published revision until the draft is approved.`
                        : `Its settings become a new draft. Nothing is published until the draft is approved.`
                    }
                    confirmLabel={`Revert to revision ${revision.number}`}
                    form={`revert-${revision.number}`}
                    name="intent"
                    value="revert"
                  />
                </>
              ) : null}
            </div>
            <details className="mt-1">
              <summary className="cursor-pointer font-semibold text-brand-800">
                Open revision {revision.number} (read-only) and compare
              </summary>
              <div className="relative mt-2 overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-xs">
                  <caption className="sr-only">
                    Revision {revision.number} beside the published revision and the one before it
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="py-1 pr-2">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-2">
                        Revision {revision.number}
                      </th>
                      <th scope="col" className="py-1 pr-2">
                        Published{published ? ` (${published.number})` : ''}
                      </th>
                      <th scope="col" className="py-1">
                        Before it{previous ? ` (${previous.number})` : ''}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.field} className="border-b border-slate-100 align-top">
                        <th scope="row" className="py-1 pr-2 font-medium">
                          {row.field}
                        </th>
                        <td className="py-1 pr-2 break-words">{row.value}</td>
                        {row.others.map((other, column) => (
                          <td
                            key={column}
                            className={`py-1 pr-2 break-words ${other?.differs ? 'bg-amber-50 font-semibold text-amber-950' : 'text-slate-600'}`}
                          >
                            {other ? (other.differs ? `${other.value} (differs)` : 'same') : '–'}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </li>
        )
      })}
    </ol>
  )
}
