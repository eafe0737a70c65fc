/**
 * Messages placed in the contact form when a button opens /contact-us. They travel in navigation state
 * (`<Link to="/contact-us" state={prefillState('getStarted')}>`), never in the URL.
 */
export const prefillMessages = {
  getStarted:
    "Hi! I'm interested in getting started with your solutions. Please contact me with more information.",
  whiteLabelCalculators:
    "Hi! I'm interested in getting white-label calculators for my website. Please contact me with more information.",
  monthlyManagement:
    "Hi! I'm interested in the Monthly Management plan for website management. Please contact me with more information.",
  singlePurchase:
    "Hi! I'm interested in a custom quote for a Single Purchase website. Please contact me with more information.",
  customQuote:
    "Hi! I'd like a custom quote for my specific project requirements. Here is what I have in mind:",
} as const

export type PrefillKey = keyof typeof prefillMessages

export type ContactNavigationState = { prefillMessage?: string }

export function prefillState(key: PrefillKey): ContactNavigationState {
  return { prefillMessage: prefillMessages[key] }
}

/** The prefilled message carried by navigation state, if any. */
export function prefillFrom(state: unknown): string | undefined {
  const message = (state as ContactNavigationState | null)?.prefillMessage
  return typeof message === 'string' ? message.slice(0, 5000) : undefined
}
