/** What `typedBeforeHydration` reads of a form: its fields by name. */
type FormLike = { elements: { namedItem: (name: string) => unknown } }

/**
 * The text a visitor typed into `form`'s fields `names` before the page hydrated (a prerendered page loads its
 * scripts after the first paint, docs/decisions/0008). Hydrating, React keeps such text in the field and sets
 * the field's default to what the server rendered, so the two differ exactly where the visitor typed. A form
 * whose fields are controlled adopts these into its state once, at hydration: its first re-render would
 * otherwise write its state back over them.
 */
export function typedBeforeHydration<Name extends string>(form: FormLike | null, names: readonly Name[]) {
  const typed: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const control = form?.elements.namedItem(name) as { value?: unknown; defaultValue?: unknown } | null
    if (typeof control?.value === 'string' && control.value !== control.defaultValue)
      typed[name] = control.value
  }
  return typed
}

/** What `chosenBeforeHydration` reads of a radio group: its options, and the value of the one checked. */
type RadioGroupLike = ArrayLike<{ checked: boolean; defaultChecked: boolean }> & { value: string }

/**
 * The option a visitor chose in radio group `name` before the page hydrated, or null if they chose none. As
 * with text, React keeps the choice and sets each option's default to what the server rendered.
 */
export function chosenBeforeHydration(form: FormLike | null, name: string) {
  const group = form?.elements.namedItem(name) as RadioGroupLike | null | undefined
  if (!group || typeof group.length !== 'number') return null
  const changed = Array.from(group).some((option) => option.checked !== option.defaultChecked)
  return changed && group.value !== '' ? group.value : null
}
