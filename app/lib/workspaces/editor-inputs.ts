import { typeInfo } from './calculator-types'

export type EditorInput = { param: string; label: string; numeric: boolean }

/*
 * The inputs the editor offers for a calculator type: the one place the editor and its schema read the
 * calculator's parameters (so the registry's visitor-facing labels can replace `humanize` here alone).
 */
export function editorInputs(type: string): EditorInput[] {
  const info = typeInfo(type)
  return info.params.map((param) => ({
    param,
    label: humanize(param),
    numeric: (info.numeric as readonly string[]).includes(param),
  }))
}

/** The calculator's own messages for a set of default inputs ([] when they are valid). */
export function defaultInputMessages(type: string, defaults: Record<string, string>) {
  return typeInfo(type).validate(new URLSearchParams(defaults))
}

function humanize(param: string) {
  const words = param.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
