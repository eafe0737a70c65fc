/** TXT records a client's DNS administrator publishes (domain proof, DKIM key), as a table that wraps on a phone. */
export function DnsRecords({
  records,
  caption,
  testId,
}: {
  records: { name: string; value: string }[]
  caption: string
  /** Prefix of each cell's test id: `<testId>-name`, `<testId>-value`. */
  testId: string
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.name} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">TXT</td>
              <td className="px-3 py-2 font-mono break-all" data-testid={`${testId}-name`}>
                {record.name}
              </td>
              <td className="px-3 py-2 font-mono break-all" data-testid={`${testId}-value`}>
                {record.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
