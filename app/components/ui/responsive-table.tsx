import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type ResponsiveColumn<Row> = {
  /** The column's heading, and the cell's label in a card. */
  header: string
  cell: (row: Row) => ReactNode
  /** In a card, the cell alone without its label (a button that names itself). */
  bare?: boolean
  /** The header is read to screen readers only (an actions column). */
  srOnlyHeader?: boolean
  className?: string
}

type Props<Row> = {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  columns: readonly ResponsiveColumn<Row>[]
  /** Names the region holding both layouts. */
  label: string
  caption?: { text: string; className?: string }
  /** Pass-through for the region (e.g. a data-testid). */
  testId?: string
  tableClassName?: string
  headClassName?: string
  /** The table's box from sm up (a border, a background). */
  boxClassName?: string
  cellClassName?: string
  className?: string
}

/**
 * A table from 640 px (sm); below, one card a row with each cell under its column's name, so that on a phone
 * every column is read down the page instead of hidden off to the side of a table scrolled sideways.
 * Both layouts are in the page (CSS picks one): it works before hydration and without JavaScript.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  caption,
  testId,
  tableClassName,
  headClassName,
  boxClassName,
  cellClassName = 'px-3 py-2',
  className,
}: Props<Row>) {
  return (
    <div role="region" aria-label={label} data-testid={testId} className={cn('relative', className)}>
      {caption ? <p className={cn(caption.className, 'sm:hidden')}>{caption.text}</p> : null}
      <ul className="grid gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <dl className="grid gap-1">
              {columns.map((column) =>
                column.bare ? (
                  <dd key={column.header} className="min-w-0 break-words">
                    {column.cell(row)}
                  </dd>
                ) : (
                  <div key={column.header} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
                    <dt className="font-semibold text-slate-700">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
      {/* `relative`: sr-only texts in cells scroll with the table rather than widen the page. */}
      <div className={cn('relative hidden overflow-x-auto sm:block', boxClassName)} tabIndex={0}>
        <table className={cn('w-full text-left text-sm', tableClassName)}>
          {caption ? <caption className={caption.className}>{caption.text}</caption> : null}
          <thead className={headClassName}>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cellClassName}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-200 align-top">
                {columns.map((column) => (
                  <td key={column.header} className={cn(cellClassName, column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
