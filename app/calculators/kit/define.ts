import type { ComponentType } from 'react'
import type { SpriteIconName } from '../../components/marketing/sprite-icon'
import type { Brand } from '../branding'
import type { Headline } from '../ui/headline'

/*
 * The two halves of a calculator. The meta half is light (a few strings and numbers) because every page that
 * lists calculators imports it; the module half (engine, schema, UI, texts) is loaded only where the
 * calculator is shown, so adding a calculator adds nothing heavy to the pages that do not show it.
 * Imports here are type-only: the registry is also read by routes.ts and react-router.config.ts.
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
  load: () => Promise<{ default: CalculatorModule }>
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

/** The heavy half: app/calculators/<name>/calculator.ts default-exports one of these. */
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
}

type MetaInput<Name extends string> = Omit<CalculatorMeta<Name>, 'page' | 'embed' | 'frameHeight'> &
  Partial<Pick<CalculatorMeta<Name>, 'page' | 'embed' | 'frameHeight'>>

/** app/calculators/<name>/meta.ts default-exports defineCalculator({...}); defaults: the full-page frame. */
export function defineCalculator<const Name extends string>(meta: MetaInput<Name>): CalculatorMeta<Name> {
  return { page: { kind: 'frame', height: 1400 }, embed: {}, frameHeight: 600, ...meta }
}

export function defineCalculatorModule(module: CalculatorModule): CalculatorModule {
  return module
}

/** 'Loan Calculator' → 'loan calculator', 'CD Calculator' → 'CD calculator', for running text. */
export function titleInSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ')
}
