import type { MessageKey } from '../messages'
import type { FieldKind, SliderRange } from './number-field'
import type { UiText } from './ui-text'

/** One numeric input of a calculator: its query-string name, the engine field it feeds, and its slider. */
export interface FieldSpec<Name extends string, Field extends string> {
  name: Name
  field: Field
  kind: FieldKind
  label: (t: UiText) => string
  slider: SliderRange
  /** Error shown for an emptied field (the engines' parsers read a blank value as "use the default"). */
  blankKey: MessageKey
}
