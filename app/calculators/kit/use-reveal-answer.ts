import { useEffect, type RefObject } from 'react'
import { focusAndReveal } from '../frame-messages'

/**
 * Each new answer to a visitor's submit (a confirmation, or an error for the whole form) takes the focus and
 * is scrolled into view, on the client's page too when framed (issue 33 §2).
 */
export function useRevealAnswer(target: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (answer) focusAndReveal(target.current)
  }, [answer, target])
}
