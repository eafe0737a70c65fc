import { createContext, useContext } from 'react'
import type { Figure } from '../ui/calculator-shell'
import type { ScenarioInput } from './scenario-table'

/**
 * What a calculator's view shows, as it renders it: the PDF report is built from these very strings (labels,
 * formatted figures, schedule cells), so it cannot differ from the page by a cent and needs no code of its own
 * per calculator. Only the server provides a capture; in the browser the context is empty and costs nothing.
 */
export interface ReportCapture {
  inputs: { name: string; label: string; value: string }[]
  figures: readonly Figure[]
  note?: string | undefined
  charts: {
    title: string
    summary: string
    xLabels: readonly string[]
    series: readonly { label: string; values: readonly number[]; area?: boolean | undefined }[]
    formatY: (value: number) => string
  }[]
  schedules: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }[]
  /** The inputs as the scenario comparison lists them, for the report's comparison of saved scenarios. */
  scenarioInputs?: readonly ScenarioInput[] | undefined
}

export function emptyCapture(): ReportCapture {
  return { inputs: [], figures: [], charts: [], schedules: [] }
}

export const ReportCaptureContext = createContext<ReportCapture | undefined>(undefined)

export function useReportCapture(): ReportCapture | undefined {
  return useContext(ReportCaptureContext)
}

/** Adds or replaces the entry with the same key (a view may render twice while its lazy parts load). */
export function capture<Item>(list: Item[], item: Item, key: (item: Item) => string) {
  const index = list.findIndex((entry) => key(entry) === key(item))
  if (index === -1) list.push(item)
  else list[index] = item
}
