type Control = {
  type: string
  value?: string
  defaultValue?: string
  checked?: boolean
  defaultChecked?: boolean
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>
}

// Fields whose value the browser keeps as written; others (a slider, a date, a number) it clamps or clears by
// itself when the server's value is out of range or malformed, which is no visitor's doing.
const WRITTEN_AS_IS = new Set(['text', 'search', 'tel', 'textarea'])

/**
 * Whether the visitor changed a field before the page hydrated (its scripts load after the first paint).
 * Hydrating, React 19 keeps the value in the field and sets its default to what the server rendered, so the
 * two differ exactly when the visitor changed it.
 */
export function changedBeforeHydration(controls: Iterable<Control>) {
  for (const control of controls) {
    if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked !== control.defaultChecked) return true
    } else if (control.options) {
      if (Array.from(control.options).some((option) => option.selected !== option.defaultSelected))
        return true
    } else if (WRITTEN_AS_IS.has(control.type) && control.value !== control.defaultValue) return true
  }
  return false
}
