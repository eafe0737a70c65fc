import type { ComponentType } from 'react'
import type { SpriteIconName } from '../../components/marketing/sprite-icon'
import type { Brand, Lang } from '../branding'
import type { DisclosureDeclaration } from './disclosure'
import { parameterProblems, type ParameterProblem } from './parameter-problems'
import type { CalculationSteps } from './steps'
import type { FieldSpec } from '../ui/field-spec'
import type { Headline } from '../ui/headline'
import type { FieldKind } from '../ui/number-field'

/*
 * The two halves of a calculator. The meta half is light (a few strings and numbers) because every page that
 * lists calculators imports it; the module half (engine, schema, UI, texts) is loaded only where the
 * calculator is shown, so adding a calculator adds nothing heavy to the pages that do not show it.
 * Imports here are type-only (parameter-problems.ts aside: pure, importing nothing at run time): the registry
 * is also read by routes.ts and react-router.config.ts.
 */

/** How the calculator sits on /calculators/<name>: a frame of its embed, or our loader script (spec variants). */
export type PagePresentation =
  | { kind: 'frame'; /** px until the embed reports its height */ height: number }
  | { kind: 'script'; /** px reserved for the loader's frame */ height: number }

/** How /embed/<name>-calculator lays the calculator out (spec variants; default: plain, padded). */
export interface EmbedPresentation {
  /** A card of this height that scrolls within, unless the loader asks for height=auto. */
  card?: { height: number }
  /** Minimum height of the view in px. */
  minHeight?: number
  /** Page overflow while shown. */
  overflow?: 'visible' | 'hidden'
}

/** The catalogue's groups, in the order the catalogue shows them. */
export const CALCULATOR_GROUPS = ['home', 'loans', 'savings', 'debt'] as const
export type CalculatorGroup = (typeof CALCULATOR_GROUPS)[number]

export interface CalculatorMeta<Name extends string = string> {
  /** URL name: /calculators/<name>, /embed/<name>-calculator, data-calculator="<name>". */
  name: Name
  title: { en: string; es: string }
  /** One sentence for the catalogue card and the home page. */
  summary: string
  /** Meta description of /calculators/<name> (50–160 characters). */
  description: string
  /** Paragraph under the heading of /calculators/<name>. */
  intro: string
  /** Meta description of the embed. */
  embedDescription: string
  icon: SpriteIconName
  /** The catalogue group: home, loans, savings (and retirement) or debt. */
  group: CalculatorGroup
  page: PagePresentation
  embed: EmbedPresentation
  /** Initial height of a frame on a client site (loader script, iframe snippet); it then follows the content. */
  frameHeight: number
  /** Which disclosure its results need and what fills the text's placeholders (docs/decisions/0034). */
  disclosure: DisclosureDeclaration
  /**
   * The engine's version: raised whenever its results can change for some input (docs/decisions/0046). The
   * accuracy ledger shows it and /accuracy/errata names the versions an erratum affects.
   */
  engineVersion: number
  load: () => Promise<{ default: CalculatorModule }>
  /**
   * The calculation written out for /accuracy/check (`./steps.ts`, default-exporting `defineSteps`), loaded
   * only there; a calculator without it shows its inputs and results only (docs/adding-a-calculator.md).
   */
  steps?: () => Promise<{ default: CalculationSteps }>
}

/** What the shared pages pass to a calculator view. */
export interface CalculatorProps {
  /** The page's query string ('?principal=…&lang=es'): inputs start from it, so a shared link reproduces a result. */
  initialSearch: string
  brand: Brand
  /** yyyy-mm-dd of the server, for calculators with dates (SSR and hydration agree). */
  today?: string | undefined
  heading?: 'h1' | 'h2'
  /** Write the inputs to the address bar as the visitor types (default true). */
  syncUrl?: boolean
}

/** A visitor-facing label in both languages. */
export type InputLabel = Readonly<Record<Lang, string>>

/** The heavy half: app/calculators/<name>/calculator.ts default-exports one of these (defineCalculatorModule). */
export interface CalculatorModule {
  Component: ComponentType<CalculatorProps>
  /** Engine field → query-string parameter; the loader script forwards exactly these (plus branding). */
  queryNames: Readonly<Record<string, string>>
  /** Input validation; workspaces validate saved defaults with it. */
  inputSchema: { safeParse: (value: unknown) => { success: boolean } }
  defaults: Readonly<Record<string, unknown>>
  /** Query string → values (defaults where unreadable) and field → message key; never throws. */
  parseParams: (searchParams: URLSearchParams) => { values: object; errors: Partial<Record<string, string>> }
  /**
   * The result summary's figures for a query string, built by the same `figures` as the view (`headlineOf`):
   * lead snapshots carry them to the client's e-mail and inbox.
   */
  headline: Headline
  /** A message key of parseParams → its English text (workspaces show why a saved default is refused). */
  translate: (key: string) => string
  /** The refused parameters of a query string that have no input among `shown` (decision 0047). */
  parameterProblems: (search: URLSearchParams, lang: Lang, shown: readonly string[]) => ParameterProblem[]
  /** Every query parameter → the label a visitor reads for it (the field's label on the page). */
  labels: Readonly<Record<string, InputLabel>>
  /** The query parameters that take a number (and may get a client's min/max). */
  numeric: readonly string[]
  /** How each numeric field's value reads (money, percent, count), for labelled lead inputs and reports. */
  kinds: Readonly<Record<string, FieldKind>>
  /** The text of each input before the visitor types, by query parameter (optional inputs left out). */
  defaultTexts: (search: URLSearchParams) => Record<string, string>
  /** The page's "How it is calculated" list in English (method, rounding, limits); empty when it has none. */
  conventions?: readonly string[]
}

/** What a calculator's calculator.ts writes; the kit derives labels, numeric parameters and default texts. */
export interface CalculatorModuleInput<Text> extends Omit<
  CalculatorModule,
  'translate' | 'labels' | 'numeric' | 'kinds' | 'defaultTexts' | 'parameterProblems'
> {
  /** The numeric inputs the view shows (fields.ts): their labels are read from `text`. */
  fields: readonly FieldSpec<string, string, Text, string>[]
  /** The calculator's texts (texts.ts). */
  text: Readonly<Record<Lang, Text>>
  /** The calculator's messages (texts.ts, defineMessages). */
  messages: { translate: (key: string, lang?: Lang) => string }
  /**
   * Labels of query parameters without a numeric field (a select, a date, an input the page leaves out), or
   * clearer than the field's own (CD: the term in months or days).
   */
  otherLabels?: (t: Text) => Readonly<Record<string, string>>
  /** Only when a default depends on the query (CD: `months` unless `days` is given). */
  defaultTexts?: (search: URLSearchParams) => Record<string, string>
}

type MetaInput<Name extends string> = Omit<CalculatorMeta<Name>, 'page' | 'embed' | 'frameHeight'> &
  Partial<Pick<CalculatorMeta<Name>, 'page' | 'embed' | 'frameHeight'>>

/** app/calculators/<name>/meta.ts default-exports defineCalculator({...}); default: the full-page frame. */
export function defineCalculator<const Name extends string>(meta: MetaInput<Name>): CalculatorMeta<Name> {
  return {
    page: { kind: 'frame', height: 1400 },
    embed: {},
    frameHeight: 600,
    ...meta,
  }
}

export function defineCalculatorModule<Text>(input: CalculatorModuleInput<Text>): CalculatorModule {
  const { fields, text, messages, otherLabels, defaultTexts, ...module } = input
  const both = (label: (t: Text) => string): InputLabel => ({ en: label(text.en), es: label(text.es) })
  const labels: Record<string, InputLabel> = {}
  for (const spec of fields) labels[spec.name] = both(spec.label)
  for (const name of Object.keys(otherLabels?.(text.en) ?? {}))
    labels[name] = both((t) => otherLabels?.(t)[name] ?? name)
  const fieldNames = new Set(fields.map((spec) => spec.name))
  const numeric = Object.entries(module.queryNames)
    .filter(([field, name]) => fieldNames.has(name) || typeof module.defaults[field] === 'number')
    .map(([, name]) => name)
  // An optional input (a date) has no default: it is left out, so the calculator's own fallback applies.
  const ownTexts = Object.fromEntries(
    Object.entries(module.queryNames).flatMap(([field, name]) =>
      module.defaults[field] === undefined ? [] : [[name, String(module.defaults[field])]],
    ),
  )
  const translate = (key: string, lang: Lang = 'en') => messages.translate(key, lang)
  return {
    ...module,
    translate: (key) => translate(key),
    parameterProblems: (search, lang, shown) =>
      parameterProblems({ ...module, labels, translate }, search, lang, shown),
    labels,
    numeric,
    kinds: Object.fromEntries(fields.map((spec) => [spec.name, spec.kind])),
    defaultTexts: defaultTexts ?? (() => ({ ...ownTexts })),
    conventions: (text.en as { help?: readonly string[] }).help ?? [],
  }
}

/** 'Loan Calculator' → 'loan calculator', 'CD Calculator' → 'CD calculator', for running text. */
export function titleInSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ')
}
