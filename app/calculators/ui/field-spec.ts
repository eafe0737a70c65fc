import type { MessageKey } from '../messages'
import type { FieldKind, SliderRange } from './number-field'
import type { UiText } from './ui-text'

/**
 * One numeric input of a calculator: its query-string name, the engine field it feeds, and its slider.
 * `Text` is the object its label is read from (the shared UiText, or the calculator's own texts) and `Key`
 * its message keys (shared MessageKey, or the keys of the calculator's defineMessages).
 */
export interface FieldSpec<
  Name extends string,
  Field extends string,
  Text = UiText,
  Key extends string = MessageKey,
> {
  name: Name
  field: Field
  kind: FieldKind
  label: (t: Text) => string
  slider: SliderRange
  /** Error shown for an emptied field (the engines' parsers read a blank value as "use the default"). */
  blankKey: Key
}
