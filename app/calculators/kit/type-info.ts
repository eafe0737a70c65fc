import { calculators } from '../registry'
import { isResolvable, resolveMeta, resolveModule, type AnyCalculatorType } from '../resolve'
import type { InputLabel } from './define'

/*
 * What workspaces (editor, embeds, leads) know of a calculator type, derived from the registry and the
 * calculator's own module: nothing is repeated here, so a calculator added to the registry is a type too.
 */
export interface TypeInfo {
  /** The calculator's English title, e.g. 'Mortgage Calculator'. */
  label: string
  /** Query parameters the calculator reads; defaults and prefills use these names. */
  params: readonly string[]
  /** Of those, the ones that take a number (and may have a min/max). */
  numeric: readonly string[]
  /** How each numeric field reads (money, percent, count): the rate sheet links percent rate inputs. */
  kinds: Readonly<Record<string, string>>
  /** Each parameter's visitor-facing label, e.g. price → { en: 'Home price', es: 'Precio de la vivienda' }. */
  labels: Readonly<Record<string, InputLabel>>
  /** Error messages of the calculator's own schema for these parameters (none when valid). */
  validate: (search: URLSearchParams) => string[]
  /** The text of each input when nothing is given for it: what a visitor sees before typing. */
  defaults: (search: URLSearchParams) => Record<string, string>
}

/**
 * An unknown type reads as the first calculator, as saved rows only ever hold registered types (a specialty
 * version is registered by the server before it is asked about: app/lib/specialty/resolve.server.ts).
 */
function known(type: string): AnyCalculatorType {
  return isResolvable(type) ? type : calculators[0].name
}

/** The type's English title, without loading its module (for lists and headings). */
export function typeLabel(type: string): string {
  return resolveMeta(known(type)).title.en
}

export async function typeInfo(type: string): Promise<TypeInfo> {
  const module = await resolveModule(known(type))
  return {
    label: typeLabel(type),
    params: Object.values(module.queryNames),
    numeric: module.numeric,
    kinds: module.kinds,
    labels: module.labels,
    validate: (search) =>
      Object.values(module.parseParams(search).errors)
        .filter((key): key is string => Boolean(key))
        .map((key) => module.translate(key)),
    defaults: module.defaultTexts,
  }
}

/** `search` with the calculator's own default for every input it leaves out, so it says what was shown. */
export async function withOwnDefaults(type: string, search: URLSearchParams): Promise<URLSearchParams> {
  const complete = new URLSearchParams((await typeInfo(type)).defaults(search))
  for (const [name, value] of search) complete.set(name, value)
  return complete
}
