import { createContext, useContext } from 'react'

/**
 * What "E-mail my results" needs beyond the calculator: on a client's published calculator with leads on,
 * the opt-in box (the client's name and its lead consent line) and the client's page the frame sits in.
 * Provided by PublishedView; absent on our own pages, where the report goes without a lead.
 */
export interface ReportMailOptions {
  optIn?: { brandName: string; consent: string } | undefined
  pageUrl?: string | undefined
  /** The token of the published state shown, posted with the report (decision 0067). */
  state?: string | undefined
  /** A member's preview (decision 0096): the form posts with the preview's flag; no lead, not counted. */
  preview?: boolean | undefined
}

export const ReportMailContext = createContext<ReportMailOptions>({})

export function useReportMailOptions(): ReportMailOptions {
  return useContext(ReportMailContext)
}
