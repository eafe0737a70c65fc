import { useId, useState, type ReactNode } from 'react'
import type { Lang } from '../branding'
import { capture, useReportCapture } from '../kit/report-capture'
import { EarlyButton } from './early-button'
import { secondaryButton } from './buttons'
import { buildCsv, downloadText, type CsvCell } from './csv'
import { uiText } from './ui-text'

export interface ScheduleTableProps {
  lang: Lang
  caption: string
  columns: readonly string[]
  /** Display text per cell. */
  rows: readonly (readonly string[])[]
  /** Raw values per cell for the CSV (numbers unformatted, so spreadsheets can compute with them). */
  csvRows: () => readonly (readonly CsvCell[])[]
  fileName: string
  /** Rows rendered before "Show all": long monthly schedules stay cheap to re-render while typing. */
  limit?: number
  toolbar?: ReactNode
  /** Which of several tables this is (by year, by month): a change starts the new one afresh. */
  view?: string
}

export function ScheduleTable({
  lang,
  caption,
  columns,
  rows,
  csvRows,
  fileName,
  limit = 120,
  toolbar,
}: ScheduleTableProps) {
  const t = uiText[lang]
  const id = useId()
  const report = useReportCapture()
  if (report) capture(report.schedules, { caption, columns, rows }, (schedule) => schedule.caption)
  const [showAll, setShowAll] = useState(false)
  // A report's capture keeps the cells and drains the HTML unread: a 360-row table's markup was half the time
  // of capturing a loan's schedule for the vendor review (decision 0093).
  if (report) return null
  const visible = showAll ? rows : rows.slice(0, limit)
  return (
    <section aria-labelledby={`${id}-caption`} className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-caption`} className="text-base font-semibold text-slate-900">
          {caption}
        </h3>
        <div className="flex flex-wrap gap-2 print:hidden">
          {toolbar}
          <EarlyButton
            className={secondaryButton}
            onClick={() => downloadText(fileName, buildCsv(columns, csvRows()))}
          >
            {t.downloadCsv}
          </EarlyButton>
          <EarlyButton className={secondaryButton} onClick={() => window.print()}>
            {t.print}
          </EarlyButton>
        </div>
      </div>
      <div
        className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200"
        tabIndex={0}
        aria-labelledby={`${id}-caption`}
        role="region"
      >
        <table className="w-full text-right text-sm tabular-nums" data-testid="schedule-table">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold first:text-left">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={index} className="border-t border-slate-200">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="px-3 py-1.5 text-left font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-3 py-1.5">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!showAll && rows.length > limit ? (
        <EarlyButton className={`${secondaryButton} mt-2 print:hidden`} onClick={() => setShowAll(true)}>
          {t.showAllRows(rows.length)}
        </EarlyButton>
      ) : null}
    </section>
  )
}
