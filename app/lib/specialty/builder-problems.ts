import { CONSTANTS, FUNCTION_ARITY } from '~/lib/formulas/catalogue'
import { computeDefinition, readInput } from '~/lib/formulas/compute-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { findCycle, namesIn } from '~/lib/formulas/names'
import { parseFormula } from '~/lib/formulas/parser'
import { SCHEDULE_NAMES } from '~/lib/formulas/schedule'
import { tokenize } from '~/lib/formulas/tokenizer'
import { EMBED_PARAMS } from '~/calculators/kit/share-url'
import {
  calculatorSlug,
  formulaName,
  inputName,
  readNumber,
  readOptions,
  toDocument,
  type BuilderState,
} from './builder-model'
import { didYouMean } from './did-you-mean'

// What the builder shows next to each part, in plain words, computed in the browser as she types and again on
// the server on save (beside checkDefinition, the authority for what is published).

export type Place =
  | { part: 'calculator' | 'inputs' | 'formulas' | 'results' | 'examples' }
  | { part: 'input' | 'result' | 'example'; index: number }
  | { part: 'formula'; index: number; column?: number }

export interface BuilderProblem {
  place: Place
  message: string
}

/** "Formula line 3, column 7", "Input 2", "Results"… */
export function placeLabel(place: Place): string {
  switch (place.part) {
    case 'calculator':
      return 'Calculator'
    case 'inputs':
    case 'formulas':
    case 'results':
    case 'examples':
      return place.part.charAt(0).toUpperCase() + place.part.slice(1)
    case 'formula':
      return `Formula line ${place.index + 1}${place.column === undefined ? '' : `, column ${place.column}`}`
    default:
      return `${place.part.charAt(0).toUpperCase()}${place.part.slice(1)} ${place.index + 1}`
  }
}

const RESERVED = new Set<string>([
  ...SCHEDULE_NAMES,
  ...[...CONSTANTS.keys()].map((each) => each.toLowerCase()),
])
const FUNCTIONS = [...FUNCTION_ARITY.keys()]
/** The engine's message without the position the place already shows; any other position as a column. */
const withColumns = (message: string, position?: number) =>
  message
    .replace(new RegExp(` (at position|\\(position) ${(position ?? -2) + 1}\\)?\\.$`), '.')
    .replace(/position (\d+)/g, 'column $1')

export function builderProblems(state: BuilderState): BuilderProblem[] {
  const problems: BuilderProblem[] = []
  const add = (place: Place, message: string) => problems.push({ place, message })
  if (!state.name.en.trim()) add({ part: 'calculator' }, 'Give the calculator a name.')
  else if (!calculatorSlug(state)) add({ part: 'calculator' }, 'The name needs at least one letter or digit.')
  if (state.description.es.trim() && !state.description.en.trim())
    add(
      { part: 'calculator' },
      'Write the description in English too; without it the Spanish one is not kept.',
    )
  const owners = new Map<string, string>()
  const claim = (name: string, owner: string, place: Place) => {
    const before = owners.get(name)
    if (before) add(place, `\`${name}\` is already the name of ${before}: choose another name.`)
    else if (RESERVED.has(name))
      add(place, `\`${name}\` is a word the formulas keep for themselves: choose another name.`)
    else owners.set(name, owner)
  }
  if (state.inputs.length === 0) add({ part: 'inputs' }, 'Add at least one input.')
  state.inputs.forEach((input, index) => inputProblems(state, index, add, claim))
  state.formulas.forEach((formula, index) => {
    const place = { part: 'formula', index } as const
    const name = formulaName(formula)
    if (!name) add(place, `Give formula line ${index + 1} a name.`)
    else claim(name, `formula line ${index + 1}`, place)
  })
  const known = [...owners.keys(), ...(state.schedule ? SCHEDULE_NAMES : [])]
  const dependencies = new Map<string, Set<string>>()
  state.formulas.forEach((formula, index) => {
    const names = formulaLineProblems(formula.formula, index, known, add)
    if (names) dependencies.set(formulaName(formula), names)
  })
  if (state.schedule) {
    const { amount, rate, term } = state.schedule
    for (const [what, name] of [
      ['amount', amount],
      ['rate', rate],
      ['term', term],
    ] as const) {
      if (!owners.has(name))
        add({ part: 'results' }, `Choose the input or formula that is the schedule's ${what}.`)
    }
    for (const name of SCHEDULE_NAMES) dependencies.set(name, new Set([amount, rate, term]))
  }
  const cycle = findCycle(dependencies)
  if (cycle) {
    const index = state.formulas.findIndex((formula) => formulaName(formula) === cycle[0])
    add(
      { part: 'formula', index: Math.max(index, 0) },
      `These formulas use each other in a circle: ${cycle.join(' → ')}. One of them must be worked out without the others.`,
    )
  }
  resultProblems(state, add)
  if (problems.length === 0) exampleProblems(state, add)
  return problems
}

type Add = (place: Place, message: string) => void

function inputProblems(
  state: BuilderState,
  index: number,
  add: Add,
  claim: (name: string, owner: string, place: Place) => void,
) {
  const input = state.inputs[index]!
  const place = { part: 'input', index } as const
  const shown = input.label.en.trim() || `input ${index + 1}`
  const name = inputName(input)
  if (!input.label.en.trim()) add(place, `Give input ${index + 1} a label.`)
  if (!name) {
    if (input.label.en.trim())
      add(place, `The label of input ${index + 1} needs at least one letter or digit.`)
  } else if (EMBED_PARAMS.includes(name)) {
    add(place, `\`${name}\` is kept for the embed's own settings: name this input differently.`)
  } else claim(name, `input ${index + 1}`, place)
  const numbers = { default: input.default, minimum: input.min, maximum: input.max, step: input.step }
  for (const [what, text] of Object.entries(numbers)) {
    if (Number.isNaN(readNumber(text))) add(place, `The ${what} of “${shown}” is not a number.`)
  }
  if (readNumber(input.default) === undefined) add(place, `Give “${shown}” a default value.`)
  const [min, max] = [readNumber(input.min), readNumber(input.max)]
  if (min !== undefined && max !== undefined && min > max)
    add(place, `The minimum of “${shown}” is above its maximum.`)
  if (input.kind === 'choice') {
    const options = readOptions(input.options)
    if (options.length === 0) add(place, `List the choices of “${shown}”, one a line: 1 = Fixed.`)
    if (options.some((option) => Number.isNaN(option.value) || !option.label.en))
      add(place, `Write each choice of “${shown}” as a number, =, and its label: 1 = Fixed.`)
  }
  const value = readNumber(input.default)
  if (value !== undefined && !Number.isNaN(value) && (input.kind !== 'choice' || input.options.trim())) {
    const document = toDocument(state).inputs[index]!
    const read = readInput(document as SpecialtyCalculator['inputs'][number], value)
    if (typeof read === 'string') add(place, `The default of “${shown}” ${read}.`)
  }
}

/** A formula line's syntax and names, each at its column; the names it uses when it reads. */
function formulaLineProblems(formula: string, index: number, known: string[], add: Add) {
  const at = (position: number | undefined) =>
    ({ part: 'formula', index, ...(position !== undefined && { column: position + 1 }) }) as const
  if (!formula.trim()) {
    add(
      at(undefined),
      `Formula line ${index + 1} is empty: write what it works out, e.g. Amount * Rate / 12.`,
    )
    return undefined
  }
  const parsed = parseFormula(formula)
  if (!parsed.ok) {
    const { code, position, message } = parsed.error
    if (code === 'unknown-function' && position !== undefined) {
      const written = /^[A-Za-z_]\w*/.exec(formula.slice(position))?.[0] ?? ''
      const guess = didYouMean(written, FUNCTIONS)
      add(at(position), `\`${written}\` is not a function${guess ? `; did you mean \`${guess}\`?` : '.'}`)
    } else add(at(position), withColumns(message, position))
    return undefined
  }
  const lower = new Set(known)
  const tokens = tokenize(formula)
  let unknown = false
  tokens.forEach((token, position) => {
    if (token.kind !== 'name' || tokens[position + 1]?.kind === '(') return
    if (CONSTANTS.has(token.text.toUpperCase()) || lower.has(token.text.toLowerCase())) return
    unknown = true
    const guess = didYouMean(token.text, [...known, ...FUNCTIONS])
    add(
      at(token.position),
      `\`${token.text}\` is not an input or a formula${guess ? `; did you mean \`${guess}\`?` : '.'}`,
    )
  })
  return unknown ? undefined : namesIn(parsed.expression)
}

function resultProblems(state: BuilderState, add: Add) {
  const formulas = new Set(state.formulas.map(formulaName))
  const seen = new Set<string>()
  if (state.results.length === 0) add({ part: 'results' }, 'Choose at least one formula to show as a result.')
  state.results.forEach((result, index) => {
    const place = { part: 'result', index } as const
    if (!formulas.has(result.formula)) add(place, `Choose which formula result ${index + 1} shows.`)
    else if (seen.has(result.formula)) add(place, `\`${result.formula}\` is shown twice: remove one.`)
    seen.add(result.formula)
    if (!result.label.en.trim()) add(place, `Give result ${index + 1} a label visitors read.`)
  })
  if (state.results.length > 0 && !state.results.some((result) => result.headline))
    add({ part: 'results' }, 'Choose which result is the headline (the large figure visitors see first).')
}

function exampleProblems(state: BuilderState, add: Add) {
  const definition = toDocument(state) as SpecialtyCalculator
  if (state.examples.length === 0)
    add({ part: 'examples' }, 'Add a worked example: inputs and the results you expect, to the cent.')
  state.examples.forEach((example, index) => {
    const place = { part: 'example', index } as const
    state.inputs.forEach((input, at) => {
      if (Number.isNaN(readNumber(example.inputs[at] ?? '')))
        add(place, `The value of “${input.label.en}” is not a number.`)
    })
    const expected = Object.keys(definition.examples[index]!.expected)
    if (expected.length === 0) add(place, `Enter at least one expected result.`)
    if (!example.source.trim())
      add(place, `Say where the expected figures come from (a rate sheet, a spreadsheet…).`)
    const outcome = computeDefinition(definition, definition.examples[index]!.inputs)
    if (!outcome.ok) {
      for (const problem of outcome.problems) add(place, problem.message)
      return
    }
    state.results.forEach((result) => {
      const got = outcome.results[result.formula]
      if (!got || got.ok || !expected.includes(result.formula)) return
      const inFormula = /^In "([^"]+)": /.exec(got.error.message)?.[1]
      const where = inFormula && inFormula !== result.formula ? ` (in \`${inFormula}\`)` : ''
      const label = result.label.en || result.formula
      add(
        place,
        got.error.code === 'division-by-zero'
          ? `“${label}” divides by zero with these inputs${where}.`
          : `“${label}” cannot be worked out with these inputs${where}: ${withColumns(got.error.message.replace(/^In "[^"]+": /, ''))}`,
      )
    })
  })
}
