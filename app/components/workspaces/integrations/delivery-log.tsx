import { Form } from 'react-router'
import { When } from '~/components/when'
import { Button } from '~/components/ui/button'

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
  return (
    // `relative`: the sr-only texts of the cells (absolutely positioned) scroll with the table instead of
    // widening the page past a phone's screen.
    <div
      className="relative mt-4 overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label="Delivery log"
      data-testid={`log-${endpointId}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">Delivery log</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3">
              Time
            </th>
            <th scope="col" className="pr-3">
              Event
            </th>
            <th scope="col" className="pr-3">
              Status
            </th>
            <th scope="col" className="pr-3">
              Latency
            </th>
            <th scope="col" className="pr-3">
              Attempt
            </th>
            <th scope="col" className="pr-3">
              Response
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200 align-top">
              <td className="py-1 pr-3 whitespace-nowrap">
                <When at={entry.createdAt} />
              </td>
              <td className="py-1 pr-3 whitespace-nowrap">{entry.eventType}</td>
              <td className="py-1 pr-3">{entry.statusCode ?? 'No answer'}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{entry.latencyMs} ms</td>
              <td className="py-1 pr-3">{entry.attempt}</td>
              <td className="py-1 pr-3">
                {entry.response ? (
                  <details>
                    <summary className="cursor-pointer">Show</summary>
                    <pre className="mt-1 max-w-xs text-xs whitespace-pre-wrap break-all">
                      {entry.response}
                    </pre>
                  </details>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-1">
                {!isLatest(entry) ? null : entry.deliveryStatus === 'delivered' ||
                  entry.deliveryStatus === 'failed' ? (
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
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
