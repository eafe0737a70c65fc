import { createContext, useContext, type ReactNode } from 'react'

/** A client's bounds for an input, by its query-string name (a revision's `limits`). */
export type FieldLimits = Readonly<Record<string, { min?: number; max?: number }>>

/**
 * What a client chose for one published calculator besides its brand: whether the chart and the schedule
 * show, the bounds its visitors' values must keep, and what sits right under the headline results (the
 * call to action). Our own pages use the defaults.
 */
export interface ClientOptions {
  chart: boolean
  schedule: boolean
  limits?: FieldLimits | undefined
  afterSummary?: ReactNode
  /** A line under an input's label, by query-string name: "Rate as of …" for a rate from the rate sheet. */
  notes?: FieldNotes | undefined
  /** The client's visible title (decision 0052), in place of the calculator type's. */
  title?: string | undefined
}

/**
 * `help`: the field starts empty on purpose (its rate-sheet rate expired), so while it stays empty this line
 * says what to type instead of the red "must be a number" the emptied field would otherwise show.
 */
export type FieldNote = { text: string; help?: boolean }
export type FieldNotes = Readonly<Record<string, FieldNote>>

const DEFAULTS: ClientOptions = { chart: true, schedule: true }

export const ClientOptionsContext = createContext<ClientOptions>(DEFAULTS)

export function useClientOptions(): ClientOptions {
  return useContext(ClientOptionsContext)
}
