// What a visitor did to a server-rendered form before its scripts arrived (a page shows before its scripts load,
// docs/decisions/0008). Hydrating, React 19 keeps what is in a field and sets the field's default to what the
// server rendered, so the two differ exactly where the visitor changed something. One rule, three questions:
// did they change anything (the engagement beacon), what did they type, what did they choose.

/** A form control as the browser presents it, or a radio group (`RadioNodeList`). */
type Control = {
  type?: string
  value?: unknown
  defaultValue?: unknown
  checked?: boolean
  defaultChecked?: boolean
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>
}

/** What the questions read of a form: its fields by name. */
type FormLike = { elements: { namedItem: (name: string) => unknown } }

// Fields whose value the browser keeps as written; others (a slider, a date, a number) it clamps or clears by
// itself when the server's value is out of range or malformed, which is no visitor's doing.
const WRITTEN_AS_IS = new Set(['text', 'search', 'tel', 'email', 'url', 'textarea'])

function changedByVisitor(control: Control) {
  if (control.type === 'checkbox' || control.type === 'radio')
    return control.checked !== control.defaultChecked
  if (control.options)
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected)
  return WRITTEN_AS_IS.has(control.type ?? '') && control.value !== control.defaultValue
}

/** Whether the visitor changed any of `controls` before the page hydrated. */
export function changedBeforeHydration(controls: Iterable<Control>) {
  for (const control of controls) if (changedByVisitor(control)) return true
  return false
}

/**
 * The text a visitor typed into `form`'s fields `names` (or the option they chose in a select) before the page
 * hydrated. A form whose fields are controlled adopts these into its state once, at hydration: its first
 * re-render would otherwise write its state back over them.
 */
export function typedBeforeHydration<Name extends string>(form: FormLike | null, names: readonly Name[]) {
  const typed: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const value = fieldTypedBeforeHydration(form?.elements.namedItem(name) as Control | null | undefined)
    if (value !== undefined) typed[name] = value
  }
  return typed
}

/**
 * The text a visitor typed into one text field or select before the page hydrated, or undefined: for a field
 * held by reference, outside a form or without a name (the calculator builder's, a calculator's choice).
 */
export function fieldTypedBeforeHydration(field: Control | null | undefined) {
  if (!field || field.type === 'checkbox' || field.type === 'radio') return undefined
  return typeof field.value === 'string' && changedByVisitor(field) ? field.value : undefined
}

/** A radio group as `form.elements` presents it: its options, and the value of the one checked. */
type RadioGroupLike = ArrayLike<Control> & { value: string }

/** The option a visitor chose in radio group `name` before the page hydrated, or null if they chose none. */
export function chosenBeforeHydration(form: FormLike | null, name: string) {
  const group = form?.elements.namedItem(name) as RadioGroupLike | null | undefined
  if (!group || typeof group.length !== 'number') return null
  return Array.from(group).some(changedByVisitor) && group.value !== '' ? group.value : null
}

/** Whether a visitor ticked (true) or cleared (false) checkbox `box` before the page hydrated, or null. */
export function boxTickedBeforeHydration(box: Control | null | undefined) {
  return box?.type === 'checkbox' && changedByVisitor(box) ? Boolean(box.checked) : null
}

/** A field the browser rewrites by itself: a slider rounds to its steps, a colour becomes lower-case hex. */
const REWRITTEN = new Set(['range', 'color'])

/**
 * The value a visitor gave slider or colour field `field` before the page hydrated, or undefined. The browser
 * rewrites such a field's value by itself (clamps and rounds a slider, lower-cases a colour), so the server's
 * value, rewritten the same way by a detached copy of the field, is what an untouched one shows: only a visitor's
 * move or pick differs from it.
 */
export function pickedBeforeHydration(field: HTMLInputElement | null | undefined) {
  if (!field || !REWRITTEN.has(field.type)) return undefined
  const untouched = field.ownerDocument.createElement('input')
  untouched.type = field.type
  untouched.min = field.min
  untouched.max = field.max
  untouched.step = field.step
  untouched.value = field.defaultValue
  return field.value !== untouched.value ? field.value : undefined
}
