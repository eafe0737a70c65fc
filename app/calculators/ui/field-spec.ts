import type { FieldKind, SliderRange } from './number-field'

/**
 * One numeric input of a calculator: its query-string name, the engine field it feeds, and its slider.
 * `Text` is the calculator's own texts (its label is read from them) and `Key` its message keys.
 */
export interface FieldSpec<Name extends string, Field extends string, Text, Key extends string = string> {
  name: Name
  field: Field
  kind: FieldKind
  label: (t: Text) => string
  slider: SliderRange
  /** Error shown for an emptied field (the engines' parsers read a blank value as "use the default"). */
  blankKey: Key
}
