import { createContext, useContext, type ReactNode } from 'react'
import { withWording, type WordingOverrides } from '~/lib/i18n/credit-union-wording'
import type { Locale } from '../messages'

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
  /**
   * The words the workspace chose instead of the calculator's own (credit-union wording, decision 0092), by
   * text and message key: only this calculator's, in the visitor's language, rendered by the server.
   */
  wording?: WordingOverrides | null | undefined
  /**
   * The schedule opens at its finest rows (the loan's by month, not by year): the vendor review compares a
   * schedule row by its number, as a bank's system numbers payments (decision 0093). Visitors' pages leave it.
   */
  finestSchedule?: boolean | undefined
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

/** A calculator's texts and message translator with the workspace's chosen words laid over them. */
export function useWording<Text extends object>(
  text: Text,
  translate: (key: string, locale?: Locale) => string,
) {
  const { wording } = useClientOptions()
  return {
    text: withWording(text, wording?.text as Partial<Text> | undefined),
    translate: wording
      ? (key: string, locale?: Locale) => wording.messages[key] ?? translate(key, locale)
      : translate,
  }
}
