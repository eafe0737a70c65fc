import type { CREDIT_PRODUCTS, DISCLOSURE_PLACEHOLDERS } from '~/lib/formulas/definition-kinds'
import type { SpecialtyCalculatorDocument } from '~/lib/formulas/definition-schema'
import type { ResultFormat } from '~/lib/formulas/definition-schema'
import type { INPUT_KINDS } from '~/lib/formulas/definition-kinds'

// The visual builder's form state and the definition document are the same data: `toDocument` and
// `fromDocument` turn one into the other, so JSON import/export and the four parts never disagree. Pure
// TypeScript without zod, so the browser can run it (decision 0055); the server checks the document again.

export type InputKind = (typeof INPUT_KINDS)[number]
export type Placeholder = (typeof DISCLOSURE_PLACEHOLDERS)[number]
export type Disclosure = Placeholder | ''
export type CreditProduct = (typeof CREDIT_PRODUCTS)[number]
export type BilingualText = { en: string; es: string }

export interface BuilderInput {
  /** The name formulas use; empty: derived from the English label. */
  name: string
  label: BilingualText
  help: BilingualText
  kind: InputKind
  default: string
  min: string
  max: string
  step: string
  /** Choices, one a line: `1 = Fixed / Fijo` (value = English / Spanish). */
  options: string
}

export interface BuilderFormula {
  name: string
  formula: string
}

export interface BuilderResult {
  /** The name of the formula shown. */
  formula: string
  label: BilingualText
  format: ResultFormat
  /** Shown large, first (at least one result is). */
  headline: boolean
  disclosure: Disclosure
}

export interface BuilderExample {
  /** One value per input, in the inputs' order (as the visitor types it). */
  inputs: string[]
  /** One expected value per result, in the results' order; empty: not checked. */
  expected: string[]
  source: string
}

export interface BuilderState {
  /** The calculator's id; empty: derived from the English name. Fixed once saved. */
  slug: string
  name: BilingualText
  description: BilingualText
  inputs: BuilderInput[]
  formulas: BuilderFormula[]
  results: BuilderResult[]
  schedule: { amount: string; rate: string; term: string } | null
  /** Which loan's disclosure a result stating a payment or an APR takes; empty: installment (decision 0091). */
  creditProduct: CreditProduct | ''
  examples: BuilderExample[]
  /** The document's other settings, which the four parts do not edit: kept as they are (import, export). */
  extra?: Record<string, unknown>
}

const EDITED_KEYS = new Set([
  'id',
  'name',
  'description',
  'inputs',
  'computed',
  'results',
  'schedule',
  'creditProduct',
  'examples',
])

const blank = (): BilingualText => ({ en: '', es: '' })

export const KIND_LABELS: Record<InputKind, string> = {
  currency: 'Money',
  percent: 'Percent',
  integer: 'Whole number',
  number: 'Decimal number',
  choice: 'Choice',
  yesno: 'Yes or no',
}

export const FORMAT_LABELS: Record<ResultFormat, string> = {
  currency: 'Money',
  percent: 'Percent',
  number: 'Number',
  months: 'Months',
  years: 'Years',
}

/** The figures a disclosure quotes, as the first part names them (docs/decisions/0091). */
export const PLACEHOLDER_LABELS: Record<Placeholder, string> = {
  '{payment}': 'the payment',
  '{term}': 'the term',
  '{apr}': 'the annual percentage rate (APR)',
  '{apy}': 'the annual percentage yield (APY)',
}

export const CREDIT_PRODUCT_LABELS: Record<CreditProduct, string> = {
  installment: 'An installment loan (car, personal, share-secured…)',
  mortgage: 'A loan secured by a home (mortgage, home-equity loan)',
  heloc: 'A home-equity line of credit',
}

export function newInput(): BuilderInput {
  return {
    name: '',
    label: blank(),
    help: blank(),
    kind: 'currency',
    default: '',
    min: '0',
    max: '',
    step: '',
    options: '',
  }
}

export function newResult(formula = ''): BuilderResult {
  return { formula, label: blank(), format: 'currency', headline: false, disclosure: '' }
}

export function emptyBuilder(): BuilderState {
  return {
    slug: '',
    name: blank(),
    description: blank(),
    inputs: [newInput()],
    formulas: [{ name: '', formula: '' }],
    results: [],
    schedule: null,
    creditProduct: '',
    examples: [],
  }
}

/** A label as a name formulas can use: "Draw amount ($)" → draw_amount; "" when nothing is left of it. */
export function nameFromLabel(label: string): string {
  const plain = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (!plain) return ''
  const lettered = /^[a-z]/.test(plain) ? plain : `n_${plain}`
  return lettered.slice(0, 40).replace(/_+$/, '')
}

export const inputName = (input: BuilderInput) => nameFromLabel(input.name || input.label.en)
export const formulaName = (formula: BuilderFormula) => nameFromLabel(formula.name)
export const calculatorSlug = (state: BuilderState) => nameFromLabel(state.slug || state.name.en)

/** A typed number ("1,250.50", "6.5"); undefined when empty, NaN when not a number. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/[,$%\s]/g, '')
  if (!trimmed) return undefined
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const bilingual = (text: BilingualText) => ({ en: text.en.trim(), es: text.es.trim() || text.en.trim() })
const optionalBilingual = (text: BilingualText) => (text.en.trim() ? bilingual(text) : undefined)

export function readOptions(text: string) {
  const lines = text.split('\n').filter((line) => line.trim())
  return lines.map((line) => {
    const [value = '', label = ''] = splitOnce(line, '=')
    const [en = '', es = ''] = splitOnce(label, '/')
    return { value: readNumber(value) ?? Number.NaN, label: bilingual({ en, es }) }
  })
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [text.trim(), ''] : [text.slice(0, at).trim(), text.slice(at + 1).trim()]
}

const withNumber = (key: string, value: number | undefined) => (value === undefined ? {} : { [key]: value })

/** The definition document the builder's state stands for (unchecked: builderProblems says what is wrong). */
export function toDocument(state: BuilderState): SpecialtyCalculatorDocument {
  const shown = new Set(state.results.map((result) => nameFromLabel(result.formula)))
  const formulaOf = new Map(state.formulas.map((each) => [formulaName(each), each.formula.trim()]))
  const description = optionalBilingual(state.description)
  const resultIds = state.results.map((result) => nameFromLabel(result.formula))
  return {
    ...state.extra,
    id: calculatorSlug(state),
    name: bilingual(state.name),
    ...(description && { description }),
    inputs: state.inputs.map((input) => {
      const help = optionalBilingual(input.help)
      return {
        id: inputName(input),
        label: bilingual(input.label),
        ...(help && { help }),
        kind: input.kind,
        ...withNumber('min', readNumber(input.min)),
        ...withNumber('max', readNumber(input.max)),
        ...withNumber('step', readNumber(input.step)),
        default: readNumber(input.default) ?? Number.NaN,
        ...(input.kind === 'choice' && { options: readOptions(input.options) }),
      }
    }),
    computed: state.formulas
      .filter((each) => !shown.has(formulaName(each)))
      .map((each) => ({ id: formulaName(each), formula: each.formula.trim() })),
    results: state.results.map((result, index) => ({
      id: resultIds[index]!,
      label: bilingual(result.label),
      formula: formulaOf.get(resultIds[index]!) ?? '',
      format: result.format,
      headline: result.headline,
      ...(result.disclosure && { disclosure: result.disclosure }),
    })),
    ...(state.schedule && { schedule: { ...state.schedule } }),
    ...(state.creditProduct && { creditProduct: state.creditProduct }),
    examples: state.examples.map((example) => ({
      inputs: Object.fromEntries(
        state.inputs.flatMap((input, index) => {
          const value = readNumber(example.inputs[index] ?? '')
          return value === undefined ? [] : [[inputName(input), value]]
        }),
      ),
      expected: Object.fromEntries(
        resultIds.flatMap((id, index) => {
          const value = readNumber(example.expected[index] ?? '')
          return value === undefined ? [] : [[id, value]]
        }),
      ),
      source: example.source.trim(),
    })),
  }
}

const shownNumber = (value: number | undefined) => (value === undefined ? '' : String(value))
const textOf = (text: BilingualText | undefined) => ({ en: text?.en ?? '', es: text?.es ?? '' })

/** The builder's state for a definition document (an import, a saved version, a starter). */
export function fromDocument(document: SpecialtyCalculatorDocument): BuilderState {
  const results = document.results
  const formulas = [...(document.computed ?? []), ...results].map(({ id, formula }) => ({
    name: id,
    formula,
  }))
  const extra = Object.fromEntries(Object.entries(document).filter(([key]) => !EDITED_KEYS.has(key)))
  return {
    ...(Object.keys(extra).length > 0 && { extra }),
    slug: document.id,
    name: textOf(document.name),
    description: textOf(document.description),
    inputs: document.inputs.map((input) => ({
      name: input.id,
      label: textOf(input.label),
      help: textOf(input.help),
      kind: input.kind,
      default: shownNumber(input.default),
      min: shownNumber(input.min),
      max: shownNumber(input.max),
      step: shownNumber(input.step),
      options: (input.options ?? [])
        .map((option) => `${option.value} = ${option.label.en} / ${option.label.es}`)
        .join('\n'),
    })),
    formulas,
    results: results.map((result) => ({
      formula: result.id,
      label: textOf(result.label),
      format: result.format,
      headline: result.headline ?? false,
      disclosure: result.disclosure ?? '',
    })),
    schedule: document.schedule ? { ...document.schedule } : null,
    creditProduct: document.creditProduct ?? '',
    examples: (document.examples ?? []).map((example) => ({
      inputs: document.inputs.map((input) => shownNumber(example.inputs[input.id])),
      expected: results.map((result) => shownNumber(example.expected[result.id])),
      source: example.source,
    })),
  }
}
