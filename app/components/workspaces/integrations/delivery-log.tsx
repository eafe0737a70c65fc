import { Form } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'
import { ResponsiveTable, type ResponsiveColumn } from '~/components/ui/responsive-table'

export type LogEntry = {
  id: string
  deliveryId: string
  eventType: string
  deliveryStatus: string
  attempt: number
  statusCode: number | null
  latencyMs: number
  response: string
  createdAt: Date | string
}

/** What a delivery still on its way is doing, in its latest attempt's row. */
const waitingLabels: Record<string, string> = { pending: 'Retry scheduled', sending: 'Sending' }

/** The endpoint's latest attempts; a finished delivery can be sent again with the same webhook-id. */
export function DeliveryLog({ endpointId, entries }: { endpointId: string; entries: LogEntry[] }) {
  if (entries.length === 0) return <p className="mt-4 text-sm text-slate-700">No deliveries yet.</p>
  // Newest first: a delivery's latest attempt carries its Redeliver button.
  const latest = new Set<string>()
  const isLatest = (entry: LogEntry) => !latest.has(entry.deliveryId) && Boolean(latest.add(entry.deliveryId))
  const columns: ResponsiveColumn<LogEntry>[] = [
    { header: 'Time', className: 'whitespace-nowrap', cell: (entry) => <When at={entry.createdAt} /> },
    { header: 'Event', className: 'whitespace-nowrap', cell: (entry) => entry.eventType },
    { header: 'Status', cell: (entry) => entry.statusCode ?? 'No answer' },
    { header: 'Latency', className: 'whitespace-nowrap', cell: (entry) => `${entry.latencyMs} ms` },
    { header: 'Attempt', cell: (entry) => entry.attempt },
    {
      header: 'Response',
      cell: (entry) =>
        entry.response ? (
          <details>
            <summary className="cursor-pointer">Show</summary>
            <pre className="mt-1 max-w-xs text-xs break-all whitespace-pre-wrap">{entry.response}</pre>
          </details>
        ) : (
          '—'
        ),
    },
    { header: 'Actions', srOnlyHeader: true, bare: true, cell: (entry) => actionOf(entry) },
  ]
  // The latest attempt of each delivery, worked out once: the card and the table rows both ask.
  const latestIds = new Set(entries.filter(isLatest).map((entry) => entry.id))
  function actionOf(entry: LogEntry) {
    if (!latestIds.has(entry.id)) return null
    return entry.deliveryStatus === 'delivered' || entry.deliveryStatus === 'failed' ? (
      <Form method="post">
        <input type="hidden" name="intent" value="redeliver" />
        <input type="hidden" name="deliveryId" value={entry.deliveryId} />
        <Button type="submit" size="sm" variant="ghost">
          Redeliver<span className="sr-only"> {entry.deliveryId}</span>
        </Button>
      </Form>
    ) : (
      <span className="whitespace-nowrap text-slate-600">
        {waitingLabels[entry.deliveryStatus] ?? entry.deliveryStatus}
      </span>
    )
  }
  return (
    <ResponsiveTable
      label="Delivery log"
      testId={`log-${endpointId}`}
      caption={{ text: 'Delivery log', className: 'mb-2 text-left font-semibold text-slate-900' }}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      className="mt-4"
      cellClassName="py-1 pr-3"
    />
  )
}
