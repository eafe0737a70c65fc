import { DEFAULT_BRAND } from '~/calculators/branding'
import type { AnyCalculatorType } from '~/calculators/resolve'
import { captureCalculator } from '~/lib/reports/capture.server'

/** A schedule as the published calculator prints it: its column labels and each row's cells, in English. */
export interface PrintedSchedule {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/**
 * One scenario's schedule, as the calculator's own view prints it (decision 0093): the view is rendered once
 * on the server, as the PDF report renders it, so the cells are the page's own strings and cannot drift from
 * it by a cent. The finest rows (the loan's by month, not by year), no chart. Undefined when the calculator
 * shows no schedule, or none for these inputs.
 */
export async function computeSchedule(
  type: AnyCalculatorType,
  search: URLSearchParams,
  today: string,
): Promise<PrintedSchedule | undefined> {
  const capture = await captureCalculator({
    type,
    search: `?${search.toString()}`,
    brand: DEFAULT_BRAND,
    today,
    show: { chart: false, finestSchedule: true },
  })
  return capture.schedules[0]
}
