/*
 * Events for the client's own analytics (issue 33 §4): when the workspace turns them on, a published
 * calculator's frame tells the page framing it what the visitor did, and the loader (/embed.js) hands each
 * event to the page as `window.dataLayer.push(…)` (GTM, GA4) and as a DOM CustomEvent on the calculator's
 * container. An event names the calculator (public id, title, type), never the visitor: no name, e-mail,
 * phone or input value ever goes into one. The frame posts them; embed-loader.js checks each one (its name, and the calculator's three texts of at
 * most 120 characters) and passes on nothing else (host-events.test.ts runs the loader).
 */
export const HOST_EVENT_MESSAGE = 'brightline:event'
/** The CustomEvent the loader dispatches on the calculator's container (it bubbles). */
export const HOST_DOM_EVENT = 'calculator-event'

export const HOST_EVENTS = [
  'calculator_view',
  'calculator_engaged',
  'lead_submitted',
  'report_emailed',
  'pdf_downloaded',
] as const
export type HostEventName = (typeof HOST_EVENTS)[number]

/** What each event pushed to `window.dataLayer` carries beside its `event` name (embed-loader.js sends these). */
export const HOST_EVENT_FIELDS = ['calculator_id', 'calculator_title', 'calculator_type'] as const

/** The calculator the events are about, as the page framing it may know it. */
export interface HostEventCalculator {
  id: string
  title: string
  type: string
}

export interface HostEventMessage {
  type: typeof HOST_EVENT_MESSAGE
  event: HostEventName
  calculator: HostEventCalculator
}

let relayed: HostEventCalculator | undefined
const sent = new Set<HostEventName>()

/** Turns the events on for this frame (PublishedView, when the workspace has them on). */
export function relayHostEvents(calculator: HostEventCalculator | undefined) {
  relayed = calculator
  sent.clear()
}

/**
 * Tells the page framing this calculator what the visitor did. View and engagement count once per page load
 * (as the usage figures do); a lead, a report e-mailed and a PDF each time. Nothing when the events are off,
 * outside a frame or on the server.
 */
export function emitHostEvent(event: HostEventName) {
  if (!relayed || typeof window === 'undefined' || window.parent === window) return
  if (event === 'calculator_view' || event === 'calculator_engaged') {
    if (sent.has(event)) return
    sent.add(event)
  }
  const message: HostEventMessage = { type: HOST_EVENT_MESSAGE, event, calculator: relayed }
  window.parent.postMessage(message, '*')
}
