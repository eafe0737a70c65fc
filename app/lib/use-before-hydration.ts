import { useEffect, type RefObject } from 'react'
import {
  boxTickedBeforeHydration,
  fieldTypedBeforeHydration,
  pickedBeforeHydration,
} from './before-hydration'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * For a field whose value React holds in state (decision 0008): once the page has hydrated, hands `adopt` what
 * was typed, chosen, moved (a slider) or picked (a colour swatch) in it before, if anything. Its first re-render
 * would otherwise write the state back over it.
 */
export function useAdoptTyped(field: RefObject<Field | null>, adopt: (value: string) => void) {
  useEffect(() => {
    const current = field.current
    const typed =
      fieldTypedBeforeHydration(current) ??
      (current instanceof HTMLInputElement ? pickedBeforeHydration(current) : undefined)
    if (typed !== undefined) adopt(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])
}

/** The same for a checkbox: `adopt` hears whether it was ticked or cleared before the page hydrated. */
export function useAdoptTicked(box: RefObject<HTMLInputElement | null>, adopt: (checked: boolean) => void) {
  useEffect(() => {
    const ticked = boxTickedBeforeHydration(box.current)
    if (ticked !== null) adopt(ticked)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])
}
