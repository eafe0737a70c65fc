import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { When } from '~/components/when'
import type { CalculatorRevision } from '~/db/schema'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { compareRevisions, type RateNames } from '~/lib/workspaces/revision-compare'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'

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
          <li key={revision.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-2">
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
              <RevisionComparison
                number={revision.number}
                publishedNumber={published?.number}
                previousNumber={previous?.number}
                rows={rows}
              />
            </details>
          </li>
        )
      })}
    </ol>
  )
}

type ComparedRow = ReturnType<typeof compareRevisions>[number]

/** A card a field on a phone (its value, the published revision's, the previous one's), else a table. */
function RevisionComparison({
  number,
  publishedNumber,
  previousNumber,
  rows,
}: {
  number: number
  publishedNumber: number | undefined
  previousNumber: number | undefined
  rows: ComparedRow[]
}) {
  const other = (index: number) => (row: ComparedRow) => {
    const value = row.others[index]
    if (!value) return '–'
    return value.differs ? (
      <span className="bg-amber-50 font-semibold text-amber-950">{value.value} (differs)</span>
    ) : (
      <span className="text-slate-600">same</span>
    )
  }
  const value = { className: 'break-words', headerClassName: 'whitespace-nowrap' }
  const columns: ResponsiveColumn<ComparedRow>[] = [
    { header: 'Field', rowHeader: true, className: 'font-medium', cell: (row) => row.field },
    { header: `Revision ${number}`, ...value, cell: (row) => row.value },
    {
      header: `Published${publishedNumber ? ` (${publishedNumber})` : ''}`,
      ...value,
      cell: other(0),
    },
    {
      header: `Before it${previousNumber ? ` (${previousNumber})` : ''}`,
      ...value,
      cell: other(1),
    },
  ]
  const name = `Revision ${number} beside the published revision and the one before it`
  return (
    <ResponsiveTable
      label={name}
      caption={{ text: name, className: 'sr-only' }}
      rows={rows}
      rowKey={(row) => row.field}
      columns={columns}
      className="mt-2"
      tableClassName="min-w-[36rem]"
      cellClassName="py-1 pr-2 text-xs"
    />
  )
}
